import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { WHOLE_LIST } from '../../../lib/paging.ts';

// The catalogue changes when an administrator edits it: an hour is fresh enough.
const CATALOGUE_STALE = 60 * 60_000;

export const catalogueKeys = {
  all: ['catalogue'] as const,
  serviceNames: ['catalogue', 'services'] as const,
  categories: ['catalogue', 'categories'] as const,
  servicesOf: (categoryId: number | null) => ['catalogue', 'category-services', categoryId] as const,
};

/** Every service's name by id (businesses list only service ids), shared by every area's pages. */
export const serviceNamesQuery = queryOptions({
  queryKey: catalogueKeys.serviceNames,
  queryFn: async () => {
    const names = new Map<number, string>();
    for (let page = 1; ; page += 1) {
      const { data } = await api.GET('/api/services/', { params: { query: { page, page_size: 100 } } });
      for (const service of data!.results) names.set(service.id, service.name);
      if (!data!.next) return names;
    }
  },
  staleTime: CATALOGUE_STALE,
});

export const categoriesQuery = queryOptions({
  queryKey: catalogueKeys.categories,
  queryFn: async () =>
    (await api.GET('/api/service-categories/', { params: { query: { page_size: WHOLE_LIST } } })).data!
      .results,
  staleTime: CATALOGUE_STALE,
});

/** The services of one category (setup pages), asked once a category is chosen. */
export const servicesOfQuery = (categoryId: number | null) =>
  queryOptions({
    queryKey: catalogueKeys.servicesOf(categoryId),
    enabled: categoryId !== null,
    queryFn: async () =>
      (
        await api.GET('/api/services/', {
          params: { query: { service_category: categoryId!, page_size: WHOLE_LIST } },
        })
      ).data!.results,
    staleTime: CATALOGUE_STALE,
  });
