import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';

import { cn } from '../../lib/utils.ts';

export interface SpinnerProps extends ComponentProps<'span'> {
  /** Read by screen readers; pass `null` when something nearby already announces the wait (e.g. a busy button). */
  label?: string | null;
}

export function Spinner({ label = 'Loading…', className, ...props }: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      role={label ? 'status' : undefined}
      className={cn('inline-flex items-center gap-2', className)}
      {...props}
    >
      <LoaderCircle aria-hidden="true" className="size-[1em] animate-spin" />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
