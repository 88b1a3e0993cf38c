import type { SubscriptionType } from '@urembo/api-client';
import { ANNUAL_SUBSCRIPTION_KES, normalizeKenyanPhone, ONE_TIME_CONTACT_KES } from '@urembo/kenya';
import { PaymentModal, type PaymentPlan } from '@urembo/ui';
import { useEffect, useEffectEvent } from 'react';
import * as v from 'valibot';
import { t } from '../../../i18n/index.ts';
import { handleSubmit, reset, showFieldErrors, useField, useForm } from '../../../lib/form.tsx';
import { usePayment } from '../api/pay.ts';

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

/** The number M-Pesa rings, as the server will take it (2547XXXXXXXX); the plan as picked ('' for the first). */
const paymentSchema = v.object({
  phone: v.pipe(
    v.string(),
    v.check(
      (phone) => phone.trim() !== '',
      () => t('business.payment.phoneMissing'),
    ),
    v.check(
      (phone) => normalizeKenyanPhone(phone).ok,
      () => t('business.payment.phoneInvalid'),
    ),
    v.transform((phone) => {
      const result = normalizeKenyanPhone(phone);
      return result.ok ? result.phone : phone;
    }),
  ),
  plan: v.string(),
});

export interface PaymentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  purpose: PayPurpose;
  /** Called once M-Pesa confirms the payment (entitlement queries are already refetching). */
  onPaid?: () => void;
}

/** The PaymentModal driven by its form, wired to /api/initiate-payment/ and the payment's status. */
export function PaymentDialog({ open, onOpenChange, purpose, onPaid }: PaymentDialogProps) {
  const form = useForm(paymentSchema, { phone: '', plan: '' });
  const phone = useField(form, { path: ['phone'] });
  const plan = useField(form, { path: ['plan'] });
  const payment = usePayment({
    onError: (error) => showFieldErrors(form, error, { phone_number: 'phone' }),
  });
  const paid = useEffectEvent(() => onPaid?.());

  useEffect(() => {
    if (payment.status === 'success') paid();
  }, [payment.status]);

  const plans = plansFor(purpose);
  const submit = handleSubmit(form, (values) => {
    const chosen = plans.find((p) => p.value === values.plan) ?? plans[0]!;
    payment.pay({
      subscription_type: chosen.value as SubscriptionType,
      phone_number: values.phone,
      ...(chosen.value === 'CONTACT' && purpose.kind === 'annual-or-contact'
        ? { target: purpose.target }
        : {}),
    });
  });

  const close = (next: boolean) => {
    onOpenChange(next);
    if (next) return;
    // A closed modal forgets its messages (the number and the plan stay) and a finished attempt; one
    // still waiting for the PIN keeps polling.
    reset(form, { keepInput: true });
    if (payment.status === 'success' || payment.status === 'failed') payment.reset();
  };

  return (
    <PaymentModal
      open={open}
      onOpenChange={close}
      plans={plans}
      plan={plan.input}
      onPlanChange={plan.onChange}
      phone={phone.input ?? ''}
      onPhoneChange={phone.onChange}
      phoneError={phone.errors?.[0]}
      onSubmit={() => void submit()}
      status={payment.status}
      statusText={payment.statusText}
    />
  );
}
