import { Star } from 'lucide-react';
import type { ComponentProps } from 'react';

import { useLocaleLabels } from '../lib/locale.ts';
import { cn } from '../lib/utils.ts';
import { formatRating } from './format-rating.ts';

export interface RatingProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** 0 to `max`; null when the vendor has no reviews yet. */
  value: number | null;
  max?: number;
  /** 'stars' draws every star (overview pages); 'compact' one star before the number (cards, lists). */
  variant?: 'stars' | 'compact';
  /** Show the number next to the stars. */
  showValue?: boolean;
  reviewCount?: number;
  labels?: Partial<RatingLabels>;
}

export interface RatingLabels {
  /** Screen-reader sentence, e.g. ('4.5', 5) => 'Rated 4.5 out of 5'. */
  value: (value: string, max: number) => string;
  reviews: (count: number) => string;
  /** Shown when `value` is null. */
  empty: string;
}

const defaultLabels: RatingLabels = {
  value: (value, max) => `Rated ${value} out of ${max}`,
  reviews: (count) => `${count} ${count === 1 ? 'review' : 'reviews'}`,
  empty: 'No ratings yet',
};

/** Kiswahili defaults (what a LocaleProvider with 'sw' picks). */
export const swRatingLabels: RatingLabels = {
  value: (value, max) => `Nyota ${value} kati ya ${max}`,
  reviews: (count) => `maoni ${count}`,
  empty: 'Bado hakuna nyota',
};

function StarFill({ fraction }: { fraction: number }) {
  return (
    <span className="relative inline-flex size-[1.1em]">
      <Star aria-hidden="true" className="size-full text-rating" strokeWidth={1.75} />
      {fraction > 0 ? (
        <span className="absolute inset-0 overflow-hidden" style={{ width: `${fraction * 100}%` }}>
          <Star aria-hidden="true" className="size-[1.1em] fill-rating text-rating" strokeWidth={1.75} />
        </span>
      ) : null}
    </span>
  );
}

/** Read-only rating. The number is visible text; the stars are decoration with one spoken sentence. */
export function Rating({
  value,
  max = 5,
  variant = 'stars',
  showValue = true,
  reviewCount,
  labels: partialLabels,
  className,
  ...props
}: RatingProps) {
  const labels = useLocaleLabels(defaultLabels, swRatingLabels, partialLabels);
  const text = value === null ? null : formatRating(value);
  const starCount = variant === 'compact' ? 1 : max;
  return (
    <div
      data-slot="rating"
      className={cn('inline-flex items-center gap-1.5 text-sm text-foreground', className)}
      {...props}
    >
      <span className="inline-flex items-center gap-0.5" aria-hidden="true">
        {Array.from({ length: starCount }, (_, index) => (
          <StarFill
            key={index}
            fraction={
              value === null ? 0 : variant === 'compact' ? 1 : Math.min(1, Math.max(0, value - index))
            }
          />
        ))}
      </span>
      {text === null ? (
        <span className="text-muted-foreground">{labels.empty}</span>
      ) : (
        <>
          <span className="sr-only">{labels.value(text, max)}</span>
          {showValue ? (
            <span aria-hidden="true" className="font-semibold tabular-nums">
              {text}
            </span>
          ) : null}
        </>
      )}
      {reviewCount !== undefined ? (
        <span className="text-muted-foreground">({labels.reviews(reviewCount)})</span>
      ) : null}
    </div>
  );
}
