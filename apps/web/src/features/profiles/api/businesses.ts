import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { RatingBand } from '@urembo/api-client';
import { api } from '../../../lib/api.ts';
import { isValidId, nextPage, PAGE_SIZE } from '../../../lib/paging.ts';
import type { BrowseFilters } from './professionals.ts';

/** What the professional home filters by (every filter is applied by the server). */
export interface BusinessFilters extends BrowseFilters {
  service_category?: number;
  rating?: RatingBand;
}

export const businessKeys = {
  /** Every business query: what a payment or a new review changes. */
  all: ['business-owners'] as const,
  detail: (id: number) => [...businessKeys.all, id] as const,
  browse: (filters: BrowseFilters) => [...businessKeys.all, 'browse', filters] as const,
  list: (filters: BusinessFilters) => [...businessKeys.all, 'list', filters] as const,
};

const businessesPage = async (filters: BusinessFilters, page: number, pageSize?: number) =>
  (
    await api.GET('/api/business-owners/', {
      params: { query: { ...filters, page, ...(pageSize ? { page_size: pageSize } : {}) } },
    })
  ).data!;

export type BusinessesPage = Awaited<ReturnType<typeof businessesPage>>;

/** The customer home's businesses, eight at a time. */
export const businessesBrowse = (filters: BrowseFilters) =>
  infiniteQueryOptions({
    queryKey: businessKeys.browse(filters),
    initialPageParam: 1,
    queryFn: ({ pageParam }) => businessesPage(filters, pageParam, PAGE_SIZE),
    getNextPageParam: nextPage,
  });

/** The professional home's businesses, a server page at a time. */
export const businessesList = (filters: BusinessFilters) =>
  infiniteQueryOptions({
    queryKey: businessKeys.list(filters),
    initialPageParam: 1,
    queryFn: ({ pageParam }) => businessesPage(filters, pageParam),
    getNextPageParam: nextPage,
  });

export const businessQuery = (id: number) =>
  queryOptions({
    queryKey: businessKeys.detail(id),
    enabled: isValidId(id),
    queryFn: async () => (await api.GET('/api/business-owners/{id}/', { params: { path: { id } } })).data!,
  });
