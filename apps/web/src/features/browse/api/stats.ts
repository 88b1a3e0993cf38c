import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const statsKeys = { all: ['stats'] as const };

/** The landing page's counters: approximate by nature, ten minutes old is fine. */
export const statsQuery = queryOptions({
  queryKey: statsKeys.all,
  queryFn: async () => (await api.GET('/api/stats/')).data,
  staleTime: 10 * 60_000,
});
