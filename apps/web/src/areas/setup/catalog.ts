import { useQuery } from '@tanstack/react-query';
import { toast } from '@urembo/ui';
import { api } from '../../lib/api.ts';

export function useServiceCategories() {
  return useQuery({
    queryKey: ['service-categories'],
    queryFn: async () => {
      try {
        return (await api.GET('/api/service-categories/', { params: { query: { page_size: 100 } } })).data!
          .results;
      } catch (error) {
        toast({ title: 'An error occurred. Please try again later.', variant: 'error' });
        throw error;
      }
    },
    staleTime: 60 * 60_000,
  });
}

export function useServicesOf(categoryId: number | null) {
  return useQuery({
    queryKey: ['services', { service_category: categoryId }],
    enabled: categoryId !== null,
    queryFn: async () =>
      (
        await api.GET('/api/services/', {
          params: { query: { service_category: categoryId!, page_size: 100 } },
        })
      ).data!.results,
    staleTime: 60 * 60_000,
  });
}
