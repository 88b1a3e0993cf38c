import { useQuery } from '@tanstack/react-query';
import { isApiError, type Review, type SubscriptionType } from '@urembo/api-client';
import { ANNUAL_SUBSCRIPTION_KES, ONE_TIME_CONTACT_KES } from '@urembo/kenya';
import { PaymentModal, type PaymentPlan, type ReviewItem } from '@urembo/ui';
import { useEffect, useEffectEvent } from 'react';
import { api } from '../../lib/api.ts';
import { usePayment } from '../../lib/payments.ts';

/** Helpers shared by the two vendor areas (business owner and beauty professional). */

export const GENERIC_ERROR = 'An error occurred. Please try again later.';

/** Today in Nairobi as YYYY-MM-DD (the server's calendar). */
export function todayInNairobi(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(new Date());
}

export function errorText(error: unknown, fallback = GENERIC_ERROR): string {
  return isApiError(error) && error.status < 500 && error.detail ? error.detail : fallback;
}

export function toReviewItems(reviews: readonly Review[]): ReviewItem[] {
  return reviews.map((r) => ({
    id: r.id,
    reviewerName: r.reviewer_name || 'Unknown',
    rating: r.rating,
    text: r.review_text,
    date: r.review_date,
  }));
}

/** Service categories and services, for filters and for naming the services of a business. */
export function useCatalogue() {
  const categories = useQuery({
    queryKey: ['catalogue', 'categories'],
    queryFn: async () =>
      (await api.GET('/api/service-categories/', { params: { query: { page_size: 100 } } })).data!.results,
    staleTime: 60 * 60_000,
  });
  const services = useQuery({
    queryKey: ['catalogue', 'services'],
    queryFn: async () => {
      const names = new Map<number, string>();
      for (let page = 1; ; page += 1) {
        const { data } = await api.GET('/api/services/', { params: { query: { page, page_size: 100 } } });
        for (const s of data!.results) names.set(s.id, s.name);
        if (!data!.next) return names;
      }
    },
    staleTime: 60 * 60_000,
  });
  return { categories, services };
}

export function useSubscriptionStatus() {
  return useQuery({
    queryKey: ['subscription-status'],
    queryFn: async () => (await api.GET('/api/subscription-status/')).data!,
  });
}

export type PayPurpose =
  | { kind: 'annual'; subscriptionType: Extract<SubscriptionType, 'BO_ANNUAL' | 'PRO_ANNUAL'>; label: string }
  | { kind: 'annual-or-contact'; subscriptionType: 'BO_ANNUAL' | 'PRO_ANNUAL'; target: number; name: string };

function plansFor(purpose: PayPurpose): PaymentPlan[] {
  const annualLabel =
    purpose.subscriptionType === 'BO_ANNUAL'
      ? 'Business Owner annual subscription'
      : 'Beauty Professional annual subscription';
  const annual: PaymentPlan = {
    value: purpose.subscriptionType,
    label: 'Annual subscription',
    amount: ANNUAL_SUBSCRIPTION_KES,
    description: `${purpose.kind === 'annual' ? purpose.label : annualLabel}: one year of contacts.`,
  };
  if (purpose.kind === 'annual') return [annual];
  return [
    {
      value: 'CONTACT',
      label: 'This contact only',
      amount: ONE_TIME_CONTACT_KES,
      description: `One-time contact details of ${purpose.name}.`,
    },
    annual,
  ];
}

export interface PaymentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  purpose: PayPurpose;
  /** Called once M-Pesa confirms the payment (entitlement queries are already refetching). */
  onPaid?: () => void;
}

/** The PaymentModal wired to /api/initiate-payment/ and the payment's status. */
export function PaymentDialog({ open, onOpenChange, purpose, onPaid }: PaymentDialogProps) {
  const { status, statusText, pay, reset } = usePayment();
  const paid = useEffectEvent(() => onPaid?.());

  useEffect(() => {
    if (status === 'success') paid();
  }, [status]);

  const close = (next: boolean) => {
    onOpenChange(next);
    // A closed modal forgets a finished attempt; one still waiting for the PIN keeps polling.
    if (!next && (status === 'success' || status === 'failed')) reset();
  };

  return (
    <PaymentModal
      open={open}
      onOpenChange={close}
      plans={plansFor(purpose)}
      status={status}
      statusText={statusText}
      onPay={(phone, plan) =>
        pay({
          subscription_type: (plan ?? purpose.subscriptionType) as SubscriptionType,
          phone_number: phone,
          ...(plan === 'CONTACT' && purpose.kind === 'annual-or-contact' ? { target: purpose.target } : {}),
        })
      }
    />
  );
}
