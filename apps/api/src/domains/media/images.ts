import { asc, eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { media } from '../../db/schema.ts';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/route.ts';
import { encodeImage, NOT_AN_IMAGE, type EncodedImage, type ImageKind } from './pipeline.ts';

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

/** Stores an upload's widths: the largest is the row its URL names, the others point to it. */
export async function storeImage(
  tx: Db | Tx,
  ownerId: number,
  field: string,
  file: UploadedFile,
  kind: ImageKind,
): Promise<string> {
  if (!sniffImageType(file.data)) throw badRequest({ [field]: [NOT_AN_IMAGE] });
  const [largest, ...smaller] = await encodeImage(file.data, kind, field);
  const row = (v: EncodedImage) => ({ ownerId, contentType: 'image/webp', ...v });
  const [parent] = await tx.insert(media).values(row(largest!)).returning({ id: media.id });
  if (smaller.length)
    await tx.insert(media).values(smaller.map((v) => ({ ...row(v), parentId: parent!.id })));
  return `/media/${parent!.id}`;
}

/** A profile picture from a form's file field (sign-up, setup). */
export const storeUpload = (tx: Db | Tx, ownerId: number, field: string, file: UploadedFile) =>
  storeImage(tx, ownerId, field, file, 'profile');

/** Deletes an image this server stored (with its smaller widths); other URLs are left alone. */
export async function deleteImage(tx: Db | Tx, url: string | null): Promise<void> {
  const id = /^\/media\/(\d+)$/.exec(url ?? '')?.[1];
  if (id) await tx.delete(media).where(eq(media.id, Number(id)));
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
  app.get<{ Params: { id: string }; Querystring: { w?: string } }>('/media/:id', async (request, reply) => {
    const id = Number(request.params.id);
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647)
      return reply.code(404).send({ detail: 'Not found.' });
    const family = await db
      .select()
      .from(media)
      .where(or(eq(media.id, id), eq(media.parentId, id)))
      .orderBy(asc(media.width));
    const named = family.find((row) => row.id === id);
    // A smaller width's own id is not an address: only the family's largest row is.
    if (!named || named.parentId !== null) return reply.code(404).send({ detail: 'Not found.' });
    const wanted = Number(request.query.w);
    const row =
      Number.isFinite(wanted) && wanted > 0 ? (family.find((r) => (r.width ?? 0) >= wanted) ?? named) : named;
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (row.etag) {
      const etag = `"${row.etag}"`;
      reply.header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    }
    return reply.type(row.contentType).send(row.data);
  });
}
