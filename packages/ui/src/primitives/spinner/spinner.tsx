import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';

import { mergeLabels } from '../lib/labels.ts';
import { cn } from '../lib/utils.ts';

export interface SpinnerLabels {
  /** Read by screen readers. */
  loading: string;
}

const defaultLabels: SpinnerLabels = { loading: 'Loading…' };

export interface SpinnerProps extends ComponentProps<'span'> {
  /** false when something nearby already announces the wait (e.g. a busy button): the spinner is silent. */
  announce?: boolean;
  labels?: Partial<SpinnerLabels>;
}

export function Spinner({ announce = true, labels: partialLabels, className, ...props }: SpinnerProps) {
  const label = announce ? mergeLabels(defaultLabels, partialLabels).loading : null;
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
