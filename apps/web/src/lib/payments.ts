import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError, type SubscriptionType } from '@urembo/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '../i18n/index.ts';
import { notificationKeys } from '../queries/notifications.ts';
import { ENTITLEMENT_KEYS, paymentMutations, paymentQuery } from '../queries/payments.ts';
import { api } from './api.ts';
import { invalidate } from '../queries/invalidate.ts';

export type PaymentUiStatus = 'idle' | 'sending' | 'waiting' | 'success' | 'failed';

export interface PaymentRequest {
  subscription_type: SubscriptionType;
  phone_number: string;
  /** The profile whose contact is bought (CONTACT only). */
  target?: number;
}

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

  const payment = useQuery(paymentQuery(checkoutId));

  const remoteStatus = payment.data?.status;
  const settled = useRef<string | null>(null);
  useEffect(() => {
    if (!checkoutId || settled.current === checkoutId) return;
    if (remoteStatus === 'success') {
      settled.current = checkoutId;
      setLocal({
        status: 'success',
        text: payment.data?.receipt ? t('common.payment.receipt', { receipt: payment.data.receipt }) : null,
      });
      void invalidate(queryClient, ...ENTITLEMENT_KEYS);
      // The server also wrote a 'payment received' notification: the bell shows it now, not at its next poll.
      void invalidate(queryClient, notificationKeys.all);
    } else if (remoteStatus === 'failed') {
      settled.current = checkoutId;
      setLocal({ status: 'failed', text: payment.data?.result_desc ?? t('common.payment.failed') });
    }
  }, [checkoutId, remoteStatus, payment.data, queryClient]);

  const { mutateAsync: initiate } = useMutation({
    mutationKey: paymentMutations.initiate,
    mutationFn: async (request: PaymentRequest) =>
      (await api.POST('/api/initiate-payment/', { body: request })).data!,
    onMutate: () => setLocal({ status: 'sending', text: null }),
    onSuccess: (data) => {
      setCheckoutId(data.payment.checkout_request_id);
      setLocal({ status: 'waiting', text: data.detail });
    },
    onError: (error) => {
      const text =
        isApiError(error) && error.status < 500 ? error.detail : t('common.payment.initiationFailed');
      setLocal({ status: 'failed', text });
    },
  });
  // The payment modal waits for the prompt to be sent and shows a refusal itself.
  const pay = useCallback(
    async (request: PaymentRequest) => {
      await initiate(request);
    },
    [initiate],
  );

  const reset = useCallback(() => {
    setCheckoutId(null);
    setLocal({ status: 'idle', text: null });
  }, []);

  return { status: local.status, statusText: local.text, payment: payment.data ?? null, pay, reset };
}
