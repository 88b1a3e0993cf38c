import { createContext, useContext } from 'react';

/** The address of a picture at least `width` pixels wide, or undefined when its server cannot resize it. */
export type SourceAt = (src: string, width: number) => string | undefined;

/** Outside any ImageSourceProvider a picture is fetched at the one size its address names. */
export const ImageSourceContext = /* @__PURE__ */ createContext<SourceAt | undefined>(undefined);

/**
 * `srcset` of a picture drawn `px` pixels wide on screens of 1, 2 and 3 device pixels per pixel, when the
 * nearest ImageSourceProvider can resize it: a phone then fetches a picture as small as its screen needs.
 */
export function useDensitySrcSet(src: string | null | undefined, px: number): string | undefined {
  const sourceAt = useContext(ImageSourceContext);
  if (!src || !sourceAt) return undefined;
  const sources = [1, 2, 3].map((density) => sourceAt(src, px * density));
  if (sources.some((source) => source === undefined)) return undefined;
  return sources.map((source, index) => `${source} ${index + 1}x`).join(', ');
}
