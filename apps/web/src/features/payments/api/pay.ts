import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError, type PaymentInitiation, type SubscriptionType } from '@urembo/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '../../../i18n/index.ts';
import { api } from '../../../lib/api.ts';
import { invalidate } from '../../../lib/invalidate.ts';
import type { MutationCallbacks } from '../../../lib/mutation.ts';
import { notificationKeys } from '../../account/index.ts';
import { ENTITLEMENT_KEYS, paymentMutations, paymentQuery } from './payments.ts';

export type PaymentUiStatus = 'idle' | 'sending' | 'waiting' | 'success' | 'failed';

export interface PaymentRequest {
  subscription_type: SubscriptionType;
  phone_number: string;
  /** The profile whose contact is bought (CONTACT only). */
  target?: number;
}

/**
 * Starts an M-Pesa prompt and follows the payment every 2 s until M-Pesa answers. Nothing is granted
 * until the server has the callback, so on success the entitlement queries are fetched again. `onError`
 * is the screen's, for a refusal of what it sent (the status already says the payment failed).
 */
export function usePayment({
  onError,
}: Pick<MutationCallbacks<PaymentInitiation, PaymentRequest>, 'onError'>) {
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

  const { mutate: pay } = useMutation({
    mutationKey: paymentMutations.initiate,
    mutationFn: async (request: PaymentRequest) =>
      (await api.POST('/api/initiate-payment/', { body: request })).data!,
    onMutate: () => setLocal({ status: 'sending', text: null }),
    onSuccess: (data) => {
      setCheckoutId(data.payment.checkout_request_id);
      setLocal({ status: 'waiting', text: data.detail });
    },
    onError: (error, request) => {
      const text =
        isApiError(error) && error.status < 500 ? error.detail : t('common.payment.initiationFailed');
      setLocal({ status: 'failed', text });
      return onError?.(error, request);
    },
  });

  const reset = useCallback(() => {
    setCheckoutId(null);
    setLocal({ status: 'idle', text: null });
  }, []);

  return { status: local.status, statusText: local.text, pay, reset };
}
