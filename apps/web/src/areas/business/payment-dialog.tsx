import type { SubscriptionType } from '@urembo/api-client';
import { ANNUAL_SUBSCRIPTION_KES, ONE_TIME_CONTACT_KES } from '@urembo/kenya';
import { PaymentModal, type PaymentPlan } from '@urembo/ui';
import { useEffect, useEffectEvent } from 'react';
import { t } from '../../i18n/index.ts';
import { usePayment } from '../../lib/payments.ts';

// Its own module: the payment dialog (Radix Dialog, phone input) loads only with the pages that take payments.

export type PayPurpose =
  | { kind: 'annual'; subscriptionType: Extract<SubscriptionType, 'BO_ANNUAL' | 'PRO_ANNUAL'>; label: string }
  | { kind: 'annual-or-contact'; subscriptionType: 'BO_ANNUAL' | 'PRO_ANNUAL'; target: number; name: string };

function plansFor(purpose: PayPurpose): PaymentPlan[] {
  const annualLabel =
    purpose.subscriptionType === 'BO_ANNUAL'
      ? t('business.payment.annualBusiness')
      : t('business.payment.annualProfessional');
  const annual: PaymentPlan = {
    value: purpose.subscriptionType,
    label: t('business.payment.annual'),
    amount: ANNUAL_SUBSCRIPTION_KES,
    description: t('business.payment.annualDescription', {
      plan: purpose.kind === 'annual' ? purpose.label : annualLabel,
    }),
  };
  if (purpose.kind === 'annual') return [annual];
  return [
    {
      value: 'CONTACT',
      label: t('business.payment.contact'),
      amount: ONE_TIME_CONTACT_KES,
      description: t('business.payment.contactDescription', { name: purpose.name }),
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
