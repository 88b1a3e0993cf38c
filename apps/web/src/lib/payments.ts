import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError, type SubscriptionType } from '@urembo/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from './api.ts';

export type PaymentUiStatus = 'idle' | 'sending' | 'waiting' | 'success' | 'failed';

export interface PaymentRequest {
  subscription_type: SubscriptionType;
  phone_number: string;
  /** The profile whose contact is bought (CONTACT only). */
  target?: number;
}

/** Query keys whose answers change once a subscription or paid contact becomes active. */
export const ENTITLEMENT_KEYS = [
  ['beauty-professionals'],
  ['business-owners'],
  ['subscription-status'],
  ['contacts-paid'],
] as const;

const INITIATION_FAILED = 'Payment initiation failed. Please try again later.';

/**
 * Starts an M-Pesa prompt and follows the payment every 2 s until M-Pesa answers. Nothing is granted
 * until the server has the callback, so on success the entitlement queries are fetched again.
 */
export function usePayment() {
  const queryClient = useQueryClient();
  const [checkoutId, setCheckoutId] = useState<string | null>(null);
  const [local, setLocal] = useState<{ status: PaymentUiStatus; text: string | null }>({
    status: 'idle',
    text: null,
  });

  const payment = useQuery({
    queryKey: ['payment', checkoutId],
    enabled: checkoutId !== null,
    queryFn: async () => {
      const { data } = await api.GET('/api/payments/{checkout_request_id}/', {
        params: { path: { checkout_request_id: checkoutId! } },
      });
      return data!;
    },
    refetchInterval: (query) => (query.state.data?.status === 'pending' || !query.state.data ? 2000 : false),
    staleTime: 0,
    gcTime: 0,
  });

  const remoteStatus = payment.data?.status;
  const settled = useRef<string | null>(null);
  useEffect(() => {
    if (!checkoutId || settled.current === checkoutId) return;
    if (remoteStatus === 'success') {
      settled.current = checkoutId;
      setLocal({
        status: 'success',
        text: payment.data?.receipt ? `M-Pesa receipt ${payment.data.receipt}` : null,
      });
      for (const queryKey of ENTITLEMENT_KEYS) void queryClient.invalidateQueries({ queryKey });
      // The server also wrote a 'payment received' notification: the bell shows it now, not at its next poll.
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    } else if (remoteStatus === 'failed') {
      settled.current = checkoutId;
      setLocal({ status: 'failed', text: payment.data?.result_desc ?? 'The payment did not go through.' });
    }
  }, [checkoutId, remoteStatus, payment.data, queryClient]);

  const pay = useCallback(async (request: PaymentRequest) => {
    setLocal({ status: 'sending', text: null });
    try {
      const { data } = await api.POST('/api/initiate-payment/', { body: request });
      setCheckoutId(data!.payment.checkout_request_id);
      setLocal({ status: 'waiting', text: data!.detail });
    } catch (error) {
      const text = isApiError(error) && error.status < 500 ? error.detail : INITIATION_FAILED;
      setLocal({ status: 'failed', text });
      throw error;
    }
  }, []);

  const reset = useCallback(() => {
    setCheckoutId(null);
    setLocal({ status: 'idle', text: null });
  }, []);

  return { status: local.status, statusText: local.text, payment: payment.data ?? null, pay, reset };
}
