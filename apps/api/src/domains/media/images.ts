import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { media } from '../../db/schema.ts';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/route.ts';

const SIGNATURES: { type: string; test: (b: Buffer) => boolean }[] = [
  {
    type: 'image/png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/gif',
    test: (b) =>
      b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a',
  },
  {
    type: 'image/webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** The image type read from the file's bytes, never from its name or declared type. */
export function sniffImageType(data: Buffer): string | undefined {
  return SIGNATURES.find((s) => s.test(data))?.type;
}

export async function storeUpload(
  tx: Db | Tx,
  ownerId: number,
  field: string,
  file: UploadedFile,
): Promise<string> {
  const contentType = sniffImageType(file.data);
  if (!contentType) throw badRequest({ [field]: ['Upload a valid image: PNG, JPEG, GIF or WebP.'] });
  const [row] = await tx
    .insert(media)
    .values({ ownerId, contentType, data: file.data })
    .returning({ id: media.id });
  return `/media/${row!.id}`;
}

const PALETTE = ['#7c2d12', '#1e3a8a', '#14532d', '#581c87', '#831843', '#134e4a', '#713f12', '#3f3f46'];

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length > 1 ? [words[0]![0], words[words.length - 1]![0]] : [words[0]?.[0], words[0]?.[1]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}

/** A generated avatar (initials on a colour picked from the name): no outside avatar service. */
export function avatarSvg(name: string): Buffer {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  const colour = PALETTE[hash % PALETTE.length]!;
  const text = initials(name).replace(/[<>&"']/g, '');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">` +
      `<rect width="128" height="128" fill="${colour}"/>` +
      `<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="52" fill="#fff">${text}</text></svg>`,
  );
}

export async function storeAvatar(tx: Db | Tx, ownerId: number, name: string): Promise<string> {
  const [row] = await tx
    .insert(media)
    .values({ ownerId, contentType: 'image/svg+xml', data: avatarSvg(name) })
    .returning({ id: media.id });
  return `/media/${row!.id}`;
}

export function mediaRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { id: string } }>('/media/:id', async (request, reply) => {
    const id = Number(request.params.id);
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647)
      return reply.code(404).send({ detail: 'Not found.' });
    const [row] = await db.select().from(media).where(eq(media.id, id));
    if (!row) return reply.code(404).send({ detail: 'Not found.' });
    return reply
      .type(row.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(row.data);
  });
}
