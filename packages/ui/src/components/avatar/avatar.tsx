import { cva, type VariantProps } from 'class-variance-authority';
import { Avatar as AvatarPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

import { cn } from '../../lib/utils.ts';

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

/** 'Wanjiru Kamau' -> 'WK', 'amina' -> 'A'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

export interface AvatarProps
  extends Omit<ComponentProps<typeof AvatarPrimitive.Root>, 'children'>, VariantProps<typeof avatarVariants> {
  /** Person or business name: the image's alt text and the source of the initials. */
  name: string;
  src?: string | null;
}

/** Profile picture, lazy-loaded with fixed dimensions (no layout shift); initials until or unless it loads. */
export function Avatar({ name, src, size, className, ...props }: AvatarProps) {
  const px = pixels[size ?? 'md'];
  return (
    <AvatarPrimitive.Root data-slot="avatar" className={cn(avatarVariants({ size }), className)} {...props}>
      {src ? (
        <AvatarPrimitive.Image
          data-slot="avatar-image"
          src={src}
          alt={name}
          width={px}
          height={px}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      ) : null}
      <AvatarPrimitive.Fallback
        data-slot="avatar-fallback"
        role="img"
        aria-label={name}
        className="flex size-full items-center justify-center font-semibold text-secondary-foreground"
      >
        <span aria-hidden="true">{initialsOf(name)}</span>
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
