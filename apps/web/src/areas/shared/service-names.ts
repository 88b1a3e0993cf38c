import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** Every service's name by id (businesses list only service ids), shared by every area's pages. */
export const serviceNamesQuery = queryOptions({
  queryKey: ['catalogue', 'services'],
  queryFn: async () => {
    const names = new Map<number, string>();
    for (let page = 1; ; page += 1) {
      const { data } = await api.GET('/api/services/', { params: { query: { page, page_size: 100 } } });
      for (const service of data!.results) names.set(service.id, service.name);
      if (!data!.next) return names;
    }
  },
  staleTime: 60 * 60_000,
});
