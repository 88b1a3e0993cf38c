import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { isValidId, WHOLE_LIST } from '../../../lib/paging.ts';

export const reviewKeys = {
  ofProfessionals: ['professionals-reviews'] as const,
  ofProfessional: (id: number) => [...reviewKeys.ofProfessionals, id] as const,
  ofBusinesses: ['business-reviews'] as const,
  ofBusiness: (id: number) => [...reviewKeys.ofBusinesses, id] as const,
};

export const professionalReviewsQuery = (professionalId: number) =>
  queryOptions({
    queryKey: reviewKeys.ofProfessional(professionalId),
    enabled: isValidId(professionalId),
    queryFn: async () =>
      (
        await api.GET('/api/professionals-reviews/', {
          params: { query: { professional: professionalId, page_size: WHOLE_LIST } },
        })
      ).data!,
  });

export const businessReviewsQuery = (businessId: number) =>
  queryOptions({
    queryKey: reviewKeys.ofBusiness(businessId),
    enabled: isValidId(businessId),
    queryFn: async () =>
      (
        await api.GET('/api/business-reviews/', {
          params: { query: { business: businessId, page_size: WHOLE_LIST } },
        })
      ).data!,
  });

export const reviewMutations = {
  create: ['reviews', 'create'] as const,
};

export const reportMutations = {
  create: ['account-reports', 'create'] as const,
};

/** What a refused review is rejected with: the words the review modal shows. */
export type Refusal = (error: unknown) => string;

export interface Review {
  rating: number;
  text: string;
}
