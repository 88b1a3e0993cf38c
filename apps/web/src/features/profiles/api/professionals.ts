import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ExperienceLevel, RatingBand } from '@urembo/api-client';
import { findCountyName } from '@urembo/kenya';
import { api } from '../../../lib/api.ts';
import { isValidId, nextPage, PAGE_SIZE } from '../../../lib/paging.ts';

/** What the customer home filters by, read from its URL (?search=&county=&max_price=). */
export interface BrowseFilters {
  search?: string;
  county?: string;
  /** KES: only vendors with a service on their menu at or below it. */
  max_price?: number;
}

/** The price ceilings the browse pages offer, in KES. */
export const MAX_PRICES = [500, 1000, 2000, 5000, 10000] as const;

/**
 * A list of vendors counts its matches up to 100 (openapi.yaml, decision 0030): a count of 100 or more is
 * "at least that many", for messages that say so ('100+ professionals').
 */
export const atLeast = (count: number): 'yes' | 'no' => (count >= 100 ? 'yes' : 'no');

/**
 * The ceiling of a URL's ?max_price=, when it is one the pages offer: an edited URL with another value
 * is ignored rather than applied by a filter whose control could not show it.
 */
export function maxPriceFilter(value: string | null | undefined): number | undefined {
  const price = Number(value);
  return MAX_PRICES.find((offered) => offered === price);
}

/**
 * The URL's ?county= as the location select names it: a shared link may spell it otherwise ("Muranga",
 * "Nairobi City", "KE-30"), which the server accepts too, and every spelling then asks for (and caches)
 * the same list. An unknown name stays as written.
 */
export function countyParam(params: URLSearchParams): string | undefined {
  const county = params.get('county');
  return county ? (findCountyName(county) ?? county) : undefined;
}

export function browseFilters(params: URLSearchParams): BrowseFilters {
  const search = params.get('search') ?? '';
  const county = countyParam(params);
  const maxPrice = maxPriceFilter(params.get('max_price'));
  return {
    ...(search ? { search } : {}),
    ...(county ? { county } : {}),
    ...(maxPrice ? { max_price: maxPrice } : {}),
  };
}

/** What the business dashboard filters by (every filter is applied by the server). */
export interface ProfessionalFilters extends BrowseFilters {
  service_category?: number;
  experience_level?: ExperienceLevel;
  rating?: RatingBand;
}

export const professionalKeys = {
  /** Every professional query: what a payment or a new employee changes. */
  all: ['beauty-professionals'] as const,
  detail: (id: number) => [...professionalKeys.all, id] as const,
  browse: (filters: BrowseFilters) => [...professionalKeys.all, 'browse', filters] as const,
  list: (filters: ProfessionalFilters) => [...professionalKeys.all, 'list', filters] as const,
  preview: (id: number) => [...professionalKeys.all, id, 'preview'] as const,
};

/**
 * What the profile page's shell shows of a professional before the app and the profile arrive: set only
 * when the shell is prerendered (with placeholders the server replaces by the professional's own, so the
 * page's largest content paints with the HTML; apps/api/src/web/vendor-shell.ts).
 */
export interface ProfessionalPreview {
  name: string;
  picture: string | null;
  bio: string;
}

const professionalsPage = async (filters: ProfessionalFilters, page: number, pageSize?: number) =>
  (
    await api.GET('/api/beauty-professionals/', {
      params: { query: { ...filters, page, ...(pageSize ? { page_size: pageSize } : {}) } },
    })
  ).data!;

export type ProfessionalsPage = Awaited<ReturnType<typeof professionalsPage>>;

/** The customer home's professionals, eight at a time. */
export const professionalsBrowse = (filters: BrowseFilters) =>
  infiniteQueryOptions({
    queryKey: professionalKeys.browse(filters),
    initialPageParam: 1,
    queryFn: ({ pageParam }) => professionalsPage(filters, pageParam, PAGE_SIZE),
    getNextPageParam: nextPage,
  });

/** The business dashboard's professionals, a server page at a time. */
export const professionalsList = (filters: ProfessionalFilters) =>
  infiniteQueryOptions({
    queryKey: professionalKeys.list(filters),
    initialPageParam: 1,
    queryFn: ({ pageParam }) => professionalsPage(filters, pageParam),
    getNextPageParam: nextPage,
  });

/** One professional (own e-mail and phone included when it is the signed-in one or a paid contact). */
export const professionalQuery = (id: number) =>
  queryOptions({
    queryKey: professionalKeys.detail(id),
    enabled: isValidId(id),
    queryFn: async () =>
      (await api.GET('/api/beauty-professionals/{id}/', { params: { path: { id } } })).data!,
  });
