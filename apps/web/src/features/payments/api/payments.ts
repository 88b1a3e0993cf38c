import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { businessKeys, professionalKeys } from '../../profiles/index.ts';

export const paymentKeys = {
  payment: (checkoutId: string | null) => ['payment', checkoutId] as const,
  subscriptionStatus: ['subscription-status'] as const,
  history: ['payments', 'history'] as const,
  contactsPaid: ['contacts-paid'] as const,
};

export const paymentMutations = {
  initiate: ['payments', 'initiate'] as const,
};

/** Query keys whose answers change once a subscription or paid contact becomes active. */
export const ENTITLEMENT_KEYS = [
  professionalKeys.all,
  businessKeys.all,
  paymentKeys.subscriptionStatus,
  paymentKeys.contactsPaid,
  paymentKeys.history,
] as const;

/** The payer's own payments, newest first: the last 100 are her history. */
export const paymentHistoryQuery = queryOptions({
  queryKey: paymentKeys.history,
  queryFn: async () => (await api.GET('/api/payments/', { params: { query: { page_size: 100 } } })).data!,
});

export const subscriptionStatusQuery = queryOptions({
  queryKey: paymentKeys.subscriptionStatus,
  queryFn: async () => (await api.GET('/api/subscription-status/')).data!,
});

/** One M-Pesa payment, asked every 2 s until M-Pesa answers; never cached (each prompt is new). */
export const paymentQuery = (checkoutId: string | null) =>
  queryOptions({
    queryKey: paymentKeys.payment(checkoutId),
    enabled: checkoutId !== null,
    queryFn: async () =>
      (
        await api.GET('/api/payments/{checkout_request_id}/', {
          params: { path: { checkout_request_id: checkoutId! } },
        })
      ).data!,
    refetchInterval: (query) => (query.state.data?.status === 'pending' || !query.state.data ? 2000 : false),
    staleTime: 0,
    gcTime: 0,
  });
