import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { isValidId } from '../../../lib/paging.ts';

export const customerKeys = {
  all: ['retail-customers'] as const,
  detail: (id: number) => [...customerKeys.all, id] as const,
};

export const customerQuery = (id: number) =>
  queryOptions({
    queryKey: customerKeys.detail(id),
    enabled: isValidId(id),
    queryFn: async () => (await api.GET('/api/retail-customers/{id}/', { params: { path: { id } } })).data!,
  });
