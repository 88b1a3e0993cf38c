import { queryOptions } from '@tanstack/react-query';
import type { components } from '@urembo/api-client';
import { api } from '../lib/api.ts';
import { WHOLE_LIST } from './pages.ts';

export type EmploymentRequest = components['schemas']['EmploymentRequest'];
export type EmploymentDirection = components['schemas']['EmploymentDirection'];

export const employmentKeys = {
  /** Requests and invitations the signed-in business owner or professional is a party to. */
  all: ['employment-requests'] as const,
  list: (direction: EmploymentDirection) => ['employment-requests', direction] as const,
};

export const employmentMutations = {
  answer: ['employment-requests', 'answer'] as const,
};

export const employmentQuery = (direction: EmploymentDirection) =>
  queryOptions({
    queryKey: employmentKeys.list(direction),
    queryFn: async () =>
      (
        await api.GET('/api/employment-requests/', {
          params: { query: { direction, page_size: WHOLE_LIST } },
        })
      ).data!,
  });
