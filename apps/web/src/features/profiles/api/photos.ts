import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const photoKeys = {
  portfolio: (vendorId: number) => ['vendors', vendorId, 'portfolio'] as const,
};

export const photoMutations = {
  add: ['vendors', 'portfolio', 'add'] as const,
  caption: ['vendors', 'portfolio', 'caption'] as const,
  remove: ['vendors', 'portfolio', 'remove'] as const,
  cover: ['vendors', 'cover'] as const,
};

export const portfolioQuery = (vendorId: number) =>
  queryOptions({
    queryKey: photoKeys.portfolio(vendorId),
    queryFn: async () =>
      (await api.GET('/api/vendors/{id}/portfolio/', { params: { path: { id: vendorId } } })).data!,
  });
