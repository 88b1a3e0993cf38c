import type { ComponentProps } from 'react';

import { cn } from '../lib/utils.ts';

/** Placeholder shape while data loads; hidden from screen readers (mark the region aria-busy instead). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted', className)}
      {...props}
    />
  );
}
