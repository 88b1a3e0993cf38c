import { useId, useState } from 'react';

import { Avatar, Button, cn, Rating, Skeleton, useLocale, useLocaleLabels } from '../../primitives/index.ts';

export interface ReviewItem {
  id: number | string;
  reviewerName: string;
  rating: number;
  text: string;
  /** ISO date or date-time. */
  date: string;
}

export interface ReviewListProps {
  reviews: readonly ReviewItem[];
  /** How many show before 'Show all N reviews'. */
  initialCount?: number;
  loading?: boolean;
  className?: string;
  /** Locale of the review dates; en-KE, or sw-KE inside a Kiswahili LocaleProvider. */
  locale?: string;
  labels?: Partial<ReviewListLabels>;
}

export interface ReviewListLabels {
  /** Names the list for screen readers. */
  list: string;
  empty: string;
  showAll: (count: number) => string;
  showLess: string;
}

const defaultLabels: ReviewListLabels = {
  list: 'Reviews',
  empty: 'No reviews yet.',
  showAll: (count) => `Show all ${count} reviews`,
  showLess: 'Show Less',
};

/** Kiswahili defaults (what a LocaleProvider with 'sw' picks); pass them as `labels` to choose them yourself. */
export const swReviewListLabels: ReviewListLabels = {
  list: 'Maoni',
  empty: 'Bado hakuna maoni.',
  showAll: (count) => `Onyesha maoni yote ${count}`,
  showLess: 'Onyesha machache',
};

/** Reviews, newest first as given: the first few, then a toggle for the rest. */
export function ReviewList({
  reviews,
  initialCount = 4,
  loading = false,
  className,
  locale: givenLocale,
  labels: partialLabels,
}: ReviewListProps) {
  const labels = useLocaleLabels(defaultLabels, swReviewListLabels, partialLabels);
  const uiLocale = useLocale();
  const locale = givenLocale ?? (uiLocale === 'sw' ? 'sw-KE' : 'en-KE');
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (loading) {
    return (
      <div data-slot="review-list" aria-busy="true" className={cn('flex flex-col gap-3', className)}>
        {[0, 1].map((key) => (
          <div key={key} aria-hidden="true" className="flex flex-col gap-2 rounded-lg border p-4">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-full" />
          </div>
        ))}
      </div>
    );
  }
  if (reviews.length === 0) {
    return (
      <p data-slot="review-list" className={cn('text-sm text-muted-foreground', className)}>
        {labels.empty}
      </p>
    );
  }
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const shown = expanded ? reviews : reviews.slice(0, initialCount);
  return (
    <div data-slot="review-list" className={cn('flex flex-col gap-3', className)}>
      <ul id={listId} aria-label={labels.list} className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {shown.map((review) => (
          <li
            key={review.id}
            className="flex flex-col gap-2 rounded-lg border bg-card p-4 text-card-foreground"
          >
            <div className="flex items-center gap-3">
              <Avatar name={review.reviewerName} size="sm" decorative />
              <div className="flex min-w-0 flex-col">
                <p className="truncate text-sm font-semibold">{review.reviewerName}</p>
                <time dateTime={review.date} className="text-xs text-muted-foreground">
                  {formatDate(dateFormat, review.date)}
                </time>
              </div>
            </div>
            <Rating value={review.rating} showValue={false} />
            {review.text ? <p className="text-sm break-words whitespace-pre-line">{review.text}</p> : null}
          </li>
        ))}
      </ul>
      {reviews.length > initialCount ? (
        <Button
          variant="outline"
          className="self-start"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? labels.showLess : labels.showAll(reviews.length)}
        </Button>
      ) : null}
    </div>
  );
}

function formatDate(format: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}
