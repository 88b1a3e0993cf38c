import { useQuery } from '@tanstack/react-query';
import { isApiError, type Review } from '@urembo/api-client';
import type { ReviewItem } from '@urembo/ui';
import { api } from '../../lib/api.ts';
import { serviceNamesQuery } from '../shared/service-names.ts';

/** Helpers shared by the two vendor areas (business owner and beauty professional). */

export const GENERIC_ERROR = 'An error occurred. Please try again later.';

/** Today in Nairobi as YYYY-MM-DD (the server's calendar). */
export function todayInNairobi(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(new Date());
}

export function errorText(error: unknown, fallback = GENERIC_ERROR): string {
  return isApiError(error) && error.status < 500 && error.detail ? error.detail : fallback;
}

export function toReviewItems(reviews: readonly Review[]): ReviewItem[] {
  return reviews.map((r) => ({
    id: r.id,
    reviewerName: r.reviewer_name || 'Unknown',
    rating: r.rating,
    text: r.review_text,
    date: r.review_date,
  }));
}

/** Service categories and services, for filters and for naming the services of a business. */
export function useCatalogue() {
  const categories = useQuery({
    queryKey: ['catalogue', 'categories'],
    queryFn: async () =>
      (await api.GET('/api/service-categories/', { params: { query: { page_size: 100 } } })).data!.results,
    staleTime: 60 * 60_000,
  });
  const services = useQuery(serviceNamesQuery);
  return { categories, services };
}

export function useSubscriptionStatus() {
  return useQuery({
    queryKey: ['subscription-status'],
    queryFn: async () => (await api.GET('/api/subscription-status/')).data!,
  });
}
