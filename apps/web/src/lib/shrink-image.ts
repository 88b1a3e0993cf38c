import { mediaAt } from './api.ts';

/** The long edge a photo is brought down to before it leaves the phone: enough for 1280 px widths. */
export const MAX_EDGE = 2048;

/**
 * Shrinks a photo in the browser before upload, so a 12 MP phone picture crosses a slow line as a few
 * hundred KB. A file the browser cannot decode is sent as it is: the server's checks decide then.
 */
export async function shrinkImage(file: File, maxEdge = MAX_EDGE, quality = 0.85): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const scale = Math.min(1, maxEdge / Math.max(bitmap.width, bitmap.height));
  if (scale === 1 && file.size < 1_500_000) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
  return blob && blob.size < file.size ? blob : file;
}

/** The file as the form sends it: shrunk, named .jpg when it was re-encoded. */
export async function shrunkFile(file: File): Promise<File> {
  const blob = await shrinkImage(file);
  if (blob === file) return file;
  return new File([blob], file.name.replace(/\.\w+$/, '') + '.jpg', { type: 'image/jpeg' });
}

/** `srcset` of a server image in `widths`. */
export const mediaSrcSet = (src: string, widths: readonly number[] = [320, 640, 1280]) =>
  src.startsWith('/media/') ? widths.map((w) => `${mediaAt(src, w)} ${w}w`).join(', ') : undefined;
