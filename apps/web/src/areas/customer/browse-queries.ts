import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

// A phone shows two cards at a time: eight of each kind fill the first screens without making a cheap
// phone lay out forty cards before it answers a tap. 'Show more' asks for the next eight.
const PAGE_SIZE = 8;

/** What the customer home filters by, read from its URL (?search=&county=). */
export interface BrowseFilters {
  search?: string;
  county?: string;
}

export function browseFilters(params: URLSearchParams): BrowseFilters {
  const search = params.get('search') ?? '';
  const county = params.get('county') ?? '';
  return { ...(search ? { search } : {}), ...(county ? { county } : {}) };
}

const professionalsPage = async (filters: BrowseFilters, page: number) =>
  (
    await api.GET('/api/beauty-professionals/', {
      params: { query: { ...filters, page, page_size: PAGE_SIZE } },
    })
  ).data!;

const businessesPage = async (filters: BrowseFilters, page: number) =>
  (await api.GET('/api/business-owners/', { params: { query: { ...filters, page, page_size: PAGE_SIZE } } }))
    .data!;

export type ProfessionalsPage = Awaited<ReturnType<typeof professionalsPage>>;
export type BusinessesPage = Awaited<ReturnType<typeof businessesPage>>;

const nextPage = (last: { next?: string | null }, pages: readonly unknown[]) =>
  last.next ? pages.length + 1 : undefined;

export const professionalsBrowse = (filters: BrowseFilters) =>
  infiniteQueryOptions({
    queryKey: ['beauty-professionals', 'browse', filters],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => professionalsPage(filters, pageParam),
    getNextPageParam: nextPage,
  });

export const businessesBrowse = (filters: BrowseFilters) =>
  infiniteQueryOptions({
    queryKey: ['business-owners', 'browse', filters],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => businessesPage(filters, pageParam),
    getNextPageParam: nextPage,
  });
