import { and, eq } from 'drizzle-orm';
import { media, users } from '../../db/schema.ts';
import type { Db, Tx } from '../../db/client.ts';
import { invalid } from '../../errors.ts';
import type { UploadedFile } from '../../http/route.ts';
import { encodeImage, etagOf, NOT_AN_IMAGE, type EncodedImage, type ImageKind } from './pipeline.ts';

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

/**
 * Decodes and re-encodes an upload, before any transaction is opened: encoding takes a while and
 * should not hold a database connection (PGlite has one).
 */
export async function prepareImage(
  file: UploadedFile,
  kind: ImageKind,
  field: string,
): Promise<EncodedImage[]> {
  if (!sniffImageType(file.data)) throw invalid({ [field]: [NOT_AN_IMAGE] });
  return encodeImage(file.data, kind, field);
}

/**
 * Stores an image's widths (largest first): the largest is the row its URL names, the others point to
 * it. Images without an owner are shared (the demo data's artwork) and no user's action deletes them.
 */
export async function saveImage(
  tx: Db | Tx,
  ownerId: number | null,
  widths: EncodedImage[],
): Promise<number> {
  const [largest, ...smaller] = widths;
  const row = (v: EncodedImage) => ({ ownerId, contentType: 'image/webp', ...v });
  const [parent] = await tx.insert(media).values(row(largest!)).returning({ id: media.id });
  if (smaller.length)
    await tx.insert(media).values(smaller.map((v) => ({ ...row(v), parentId: parent!.id })));
  return parent!.id;
}

export const mediaUrl = (id: number) => `/media/${id}`;

/**
 * A profile picture from a form's file field (sign-up, setup), through the same pipeline. It replaces
 * the owner's current picture, whose rows are deleted here: the caller writes the answered URL to
 * `users.profile_pic` in the same transaction.
 */
export async function storeUpload(tx: Db | Tx, ownerId: number, field: string, file: UploadedFile) {
  const widths = await prepareImage(file, 'profile', field);
  // Locked, so two replacements at once cannot both read the same old picture and leave one new one behind.
  const [current] = await tx
    .select({ pic: users.profilePic })
    .from(users)
    .where(eq(users.id, ownerId))
    .for('update');
  const url = mediaUrl(await saveImage(tx, ownerId, widths));
  await deleteImage(tx, ownerId, current?.pic ?? null);
  return url;
}

/**
 * Deletes an image of this owner (with its smaller widths, on delete cascade). Shared images and
 * other URLs are left alone.
 */
export async function deleteImage(tx: Db | Tx, ownerId: number, url: string | null): Promise<void> {
  const id = /^\/media\/(\d+)$/.exec(url ?? '')?.[1];
  if (id) await tx.delete(media).where(and(eq(media.id, Number(id)), eq(media.ownerId, ownerId)));
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
  const svg = avatarSvg(name);
  const [row] = await tx
    .insert(media)
    // With its ETag, as uploads have: browsers revalidate it rather than fetch it again.
    .values({ ownerId, contentType: 'image/svg+xml', data: svg, etag: etagOf(svg) })
    .returning({ id: media.id });
  return `/media/${row!.id}`;
}
