import type { ComponentProps } from 'react';

import { useLocaleLabels } from '../lib/locale.ts';
import { cn } from '../lib/utils.ts';

export interface SpinnerLabels {
  /** Read by screen readers. */
  loading: string;
}

const defaultLabels: SpinnerLabels = { loading: 'Loading…' };
/** Kiswahili defaults (what a LocaleProvider with 'sw' picks). */
export const swSpinnerLabels: SpinnerLabels = { loading: 'Inapakia…' };

export interface SpinnerProps extends ComponentProps<'span'> {
  /** false when something nearby already announces the wait (e.g. a busy button): the spinner is silent. */
  announce?: boolean;
  labels?: Partial<SpinnerLabels>;
}

export function Spinner({ announce = true, labels: partialLabels, className, ...props }: SpinnerProps) {
  const labels = useLocaleLabels(defaultLabels, swSpinnerLabels, partialLabels);
  const label = announce ? labels.loading : null;
  return (
    <span
      data-slot="spinner"
      role={label ? 'status' : undefined}
      className={cn('inline-flex items-center gap-2', className)}
      {...props}
    >
      {/* Lucide's loader-circle drawn inline: an app whose only component is a Button then carries no icon
          library code (the Button-only budget in scripts/consumer). */}
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className="size-[1em] animate-spin"
      >
        <path d="M21 12a9 9 0 1 1-6.219-8.56" />
      </svg>
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
