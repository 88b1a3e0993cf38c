import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';

import { cn } from '../lib/utils.ts';

export interface GridProps extends ComponentProps<'div'> {
  /** Render the child (e.g. a <ul> of cards) with the grid layout. */
  asChild?: boolean;
}

/** The product's card grid: two columns, one column under 640 px. */
export function Grid({ asChild = false, className, ...props }: GridProps) {
  const Component = asChild ? Slot.Root : 'div';
  return (
    <Component
      data-slot="grid"
      className={cn('grid grid-cols-1 gap-4 sm:grid-cols-2', className)}
      {...props}
    />
  );
}
