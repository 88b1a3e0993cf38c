import { initialsOf } from '@urembo/kenya';
import { cva, type VariantProps } from 'class-variance-authority';
import { useState, type ComponentProps } from 'react';

import { useDensitySrcSet } from '../lib/image-source.ts';
import { cn } from '../lib/utils.ts';

const avatarVariants = cva('relative inline-flex shrink-0 overflow-hidden rounded-full bg-secondary', {
  variants: {
    size: {
      sm: 'size-8 text-xs',
      md: 'size-12 text-base',
      lg: 'size-20 text-2xl',
    },
  },
  defaultVariants: { size: 'md' },
});

const pixels = { sm: 32, md: 48, lg: 80 } as const;

// Re-exported: the package's users had it from here before it moved to @urembo/kenya (shared with the server).
export { initialsOf };

export interface AvatarProps
  extends Omit<ComponentProps<'span'>, 'children'>, VariantProps<typeof avatarVariants> {
  /** Person or business name: the image's alt text and the source of the initials. */
  name: string;
  src?: string | null;
  /** Beside the name in words (a card's heading): hidden from screen readers, which would read it twice. */
  decorative?: boolean;
  /** The page's main picture (a profile's header): fetched at once and first, never lazily. */
  priority?: boolean;
}

/**
 * Profile picture over the initials, lazy-loaded with fixed dimensions (no layout shift). A plain <img>
 * rather than a loader that preloads every picture in script: the browser fetches only the pictures near
 * the screen, and a list of cards renders once instead of once more per picture. Inside an
 * ImageSourceProvider it asks for the picture at its drawn size (a `srcset` of 1x, 2x and 3x), not whole.
 */
export function Avatar({
  name,
  src,
  size,
  decorative = false,
  priority = false,
  className,
  ...props
}: AvatarProps) {
  const px = pixels[size ?? 'md'];
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && src !== failedSrc;
  const srcSet = useDensitySrcSet(src, px);
  return (
    <span data-slot="avatar" className={cn(avatarVariants({ size }), className)} {...props}>
      <span
        data-slot="avatar-fallback"
        {...(decorative || showImage ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
        className="flex size-full items-center justify-center font-semibold text-secondary-foreground"
      >
        <span aria-hidden="true">{initialsOf(name)}</span>
      </span>
      {showImage ? (
        <img
          data-slot="avatar-image"
          src={src!}
          srcSet={srcSet}
          alt={decorative ? '' : name}
          width={px}
          height={px}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          onError={() => setFailedSrc(src!)}
          className="absolute inset-0 size-full object-cover"
        />
      ) : null}
    </span>
  );
}
