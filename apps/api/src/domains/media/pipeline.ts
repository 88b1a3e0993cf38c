import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { invalid, unavailable } from '../../errors.ts';
import { demoteImageThreads } from './image-threads.ts';

/** Larger files are refused; the multipart reader stops at the same size, before reading them whole. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
/** Larger pictures are refused from their header, before a pixel is decoded (decompression bombs). */
export const MAX_PIXELS = 40_000_000;
const FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
export const NOT_AN_IMAGE = 'Upload a valid image: PNG, JPEG, GIF or WebP.';

/** Profile photos are square; other photos keep their shape. `/media/<id>?w=N` picks among these. */
export type ImageKind = 'profile' | 'photo';
export const WIDTHS: Record<ImageKind, number[]> = { profile: [160, 320, 640], photo: [320, 640, 1280] };

/** A strong validator for `If-None-Match`: the bytes' hash, so a width's tag never changes. */
export const etagOf = (data: Buffer) => createHash('sha256').update(data).digest('base64url').slice(0, 27);

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
  etag: string;
}

/**
 * Each picture holds one of libuv's four threads while it is encoded (its steps one after the other), and
 * the pool is shared with WebCrypto (the access tokens) and file reads: two at a time per instance leave
 * them two. Their libvips threads run at a lower priority (image-threads.ts), so requests come first on
 * every core, and passwords have threads of their own (auth/scrypt-threads.ts). Issue 37, finding 7: 32
 * uploads at once held a sign-in for 2.65 s.
 */
const ENCODING_AT_ONCE = Math.min(2, availableParallelism());
/** Past this many pictures waiting, an upload is refused at once: their bytes are held while they wait. */
const ENCODING_WAITING = 32;
// One libvips thread per picture (glibc's default; elsewhere it would be one per core).
sharp.concurrency(1);

const BUSY = 'Many pictures are being processed right now. Please try again in a minute.';

/**
 * A gate for costly work: `atOnce` tasks run together, up to `waiting` more wait their turn in order, and
 * past that a task is refused at once with `refusal()`.
 */
export function taking(atOnce: number, waiting: number, refusal: () => Error) {
  let running = 0;
  const turns: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= atOnce) {
      if (turns.length >= waiting) throw refusal();
      await new Promise<void>((resolve) => turns.push(resolve));
    } else running += 1;
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, so a newcomer cannot take it in between.
      const following = turns.shift();
      if (following) following();
      else running -= 1;
    }
  };
}

const inTurn = taking(ENCODING_AT_ONCE, ENCODING_WAITING, () => unavailable(BUSY, 30));

/**
 * Decodes an upload and re-encodes it as WebP in the kind's widths (never wider than the original),
 * upright and without EXIF, GPS or any other metadata. Answers the widths largest first.
 */
export async function encodeImage(input: Buffer, kind: ImageKind, field: string): Promise<EncodedImage[]> {
  if (input.length > MAX_IMAGE_BYTES) throw invalid({ [field]: ['This file is too large (at most 8 MB).'] });
  return inTurn(() => encode(input, kind, field));
}

async function encode(input: Buffer, kind: ImageKind, field: string): Promise<EncodedImage[]> {
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  // After each step: libvips starts threads as its work needs them.
  demoteImageThreads();
  if (!meta?.width || !meta.height || !meta.format || !FORMATS.has(meta.format))
    throw invalid({ [field]: [NOT_AN_IMAGE] });
  if (meta.width * meta.height > MAX_PIXELS)
    throw invalid({ [field]: ['This picture has too many pixels (at most 40 megapixels).'] });
  // EXIF orientations 5-8 turn the picture a quarter: its upright width is the stored height.
  const uprightWidth = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
  const uprightHeight = (meta.orientation ?? 1) >= 5 ? meta.width : meta.height;
  const side = kind === 'profile' ? Math.min(uprightWidth, uprightHeight) : uprightWidth;
  const widths = [...new Set(WIDTHS[kind].map((w) => Math.min(w, side)))].sort((a, b) => b - a);
  try {
    // Decoded once, into the largest width (JPEG shrinks while it loads); the smaller widths are made
    // from those pixels, so a big photo is never held in memory more than once.
    const [largest, ...smaller] = widths as [number, ...number[]];
    const decoded = sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    const { data: pixels, info } = await (
      kind === 'profile'
        ? decoded.resize(largest, largest, { fit: 'cover' })
        : decoded.resize({ width: largest, withoutEnlargement: true })
    )
      .raw()
      .toBuffer({ resolveWithObject: true });
    demoteImageThreads();
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    // One width after the other: a picture holds one of libuv's threads, not three.
    const encoded: EncodedImage[] = [];
    for (const width of [largest, ...smaller]) {
      const image = sharp(pixels, raw);
      const resized = width === info.width ? image : image.resize({ width });
      const { data, info: out } = await resized.webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
      encoded.push({ data, width: out.width, height: out.height, etag: etagOf(data) });
      demoteImageThreads();
    }
    return encoded;
  } catch {
    throw invalid({ [field]: [NOT_AN_IMAGE] });
  }
}
