import { useId, useState } from 'react';

import { cn } from '../../lib/utils.ts';
import { Avatar } from '../avatar/avatar.tsx';
import { Button } from '../button/button.tsx';
import { Rating } from '../rating/rating.tsx';
import { Skeleton } from '../skeleton/skeleton.tsx';

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
  /** Locale of the review dates. */
  locale?: string;
  emptyText?: string;
  formatShowAll?: (count: number) => string;
  showLessLabel?: string;
  /** Names the list for screen readers. */
  label?: string;
}

const defaultShowAll = (count: number) => `Show all ${count} reviews`;

/** Reviews, newest first as given: the first few, then a toggle for the rest. */
export function ReviewList({
  reviews,
  initialCount = 4,
  loading = false,
  className,
  locale = 'en-KE',
  emptyText = 'No reviews yet.',
  formatShowAll = defaultShowAll,
  showLessLabel = 'Show Less',
  label = 'Reviews',
}: ReviewListProps) {
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
        {emptyText}
      </p>
    );
  }
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const shown = expanded ? reviews : reviews.slice(0, initialCount);
  return (
    <div data-slot="review-list" className={cn('flex flex-col gap-3', className)}>
      <ul id={listId} aria-label={label} className="grid grid-cols-1 gap-3 sm:grid-cols-2">
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
          {expanded ? showLessLabel : formatShowAll(reviews.length)}
        </Button>
      ) : null}
    </div>
  );
}

function formatDate(format: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}
