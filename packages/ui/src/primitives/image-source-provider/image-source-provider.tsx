import type { ReactNode } from 'react';

import { ImageSourceContext, type SourceAt } from '../lib/image-source.ts';

export interface ImageSourceProviderProps {
  /**
   * The address of a picture at least `width` pixels wide (say `/media/7?w=160`), or undefined when its
   * server cannot resize it. Keep it the same between renders.
   */
  sourceAt: SourceAt;
  children?: ReactNode;
}

/**
 * How pictures inside it ask their server for a smaller size: avatars (cards, profile headers) then carry a
 * `srcset` of 1x, 2x and 3x their drawn size instead of fetching the full picture for a 48-pixel circle.
 * Put it once near the root of an app whose image server resizes.
 */
export function ImageSourceProvider({ sourceAt, children }: ImageSourceProviderProps) {
  return <ImageSourceContext.Provider value={sourceAt}>{children}</ImageSourceContext.Provider>;
}
