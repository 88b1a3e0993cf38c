import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { WHOLE_LIST } from '../../../lib/paging.ts';

export const employeeKeys = {
  /** The signed-in business owner's employees. */
  ofBusiness: ['business-employees'] as const,
  /** The businesses the signed-in professional works for. */
  employers: ['professional-employers'] as const,
};

export const employeeMutations = {
  hire: ['business-employees', 'create'] as const,
  requestEmployment: ['employment-requests', 'create'] as const,
};

export const employeesQuery = queryOptions({
  queryKey: employeeKeys.ofBusiness,
  queryFn: async () =>
    (await api.GET('/api/business-employees/', { params: { query: { page_size: WHOLE_LIST } } })).data!,
});

export const employersQuery = queryOptions({
  queryKey: employeeKeys.employers,
  queryFn: async () =>
    (await api.GET('/api/professional-employers/', { params: { query: { page_size: WHOLE_LIST } } })).data!,
});
