import { useQuery } from '@tanstack/react-query';
import { isApiError, type Review } from '@urembo/api-client';
import type { ReviewItem } from '@urembo/ui';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { api } from '../../lib/api.ts';
import { serviceNamesQuery } from '../shared/service-names.ts';

/** Helpers shared by the customer pages. */

export const GENERIC_ERROR = 'An error occurred. Please try again later.';
export const UNKNOWN_SERVICE = 'Unknown Service';

/** The server's words for a 4xx (field errors summarised), else the fallback. */
export function errorText(error: unknown, fallback = GENERIC_ERROR): string {
  return isApiError(error) && error.status < 500 && error.detail ? error.detail : fallback;
}

/**
 * The wall clock in Africa/Nairobi as a Date whose local fields read Nairobi time: the server checks
 * booking dates and times in Nairobi, whatever the device's time zone.
 */
export function nairobiNow(): Date {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Nairobi',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date());
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return new Date(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

export function toReviewItems(reviews: readonly Review[]): ReviewItem[] {
  return reviews.map((review) => ({
    id: review.id,
    reviewerName: review.reviewer_name || 'Unknown',
    rating: review.rating,
    text: review.review_text,
    date: review.review_date,
  }));
}

/** Every service's name by id: businesses list only service ids. */
export function useServiceNames() {
  return useQuery(serviceNamesQuery);
}

export function useProfessional(id: number) {
  return useQuery({
    queryKey: ['beauty-professionals', id],
    enabled: isValidId(id),
    queryFn: async () =>
      (await api.GET('/api/beauty-professionals/{id}/', { params: { path: { id } } })).data!,
  });
}

export function useBusiness(id: number) {
  return useQuery({
    queryKey: ['business-owners', id],
    enabled: isValidId(id),
    queryFn: async () => (await api.GET('/api/business-owners/{id}/', { params: { path: { id } } })).data!,
  });
}

export function isValidId(id: number): boolean {
  return Number.isInteger(id) && id > 0;
}

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
