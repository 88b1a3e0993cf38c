import { formatKES } from '@urembo/kenya';
import { CircleAlert, CircleCheck, Smartphone } from 'lucide-react';
import type { FormEvent } from 'react';

import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  PhoneInput,
  SegmentedControl,
  Spinner,
  useLocaleLabels,
  useReturnFocus,
} from '../../primitives/index.ts';

/** idle: the form; sending: the prompt is being requested; waiting: the prompt is on the phone. */
export type PaymentModalStatus = 'idle' | 'sending' | 'waiting' | 'success' | 'failed';

export interface PaymentPlan {
  value: string;
  /** Short name for the plan picker, e.g. 'Annual subscription'. */
  label: string;
  amount: number;
  description: string;
}

export interface PaymentModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** KES; ignored when `plans` are given. */
  amount?: number;
  /** What is being paid for, e.g. 'Business Owner annual subscription'. */
  description?: string;
  /** Several ways to pay (annual or one contact): the user picks one. */
  plans?: readonly PaymentPlan[];
  /** The picked plan's value; the first plan while it names none of `plans`. */
  plan?: string;
  onPlanChange?: (plan: string) => void;
  /** The M-Pesa number as typed. */
  phone: string;
  onPhoneChange: (phone: string) => void;
  /** Why the number cannot be used (the parent's check or the server's), under the field. */
  phoneError?: string;
  /**
   * Pay or Retry was pressed (the browser's own submit is already prevented): the parent checks the number
   * and asks M-Pesa to send the prompt, then follows the payment through `status`.
   */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Driven by the parent, which follows the payment on the server. */
  status: PaymentModalStatus;
  /** Why it failed (the M-Pesa result), or a note on success. */
  statusText?: string | null;
  labels?: Partial<PaymentModalLabels>;
}

export interface PaymentModalLabels {
  title: string;
  /** Names the plan picker. */
  plan: string;
  phone: string;
  /** The pay button, e.g. 'KES 1,000' => 'Pay KES 1,000'. */
  pay: (amount: string) => string;
  sending: string;
  initiated: string;
  waiting: string;
  success: string;
  failed: string;
  retry: string;
  done: string;
  cancel: string;
}

const defaultLabels: PaymentModalLabels = {
  title: 'Pay with M-Pesa',
  plan: 'Choose what to pay for',
  phone: 'M-Pesa phone number',
  pay: (amount) => `Pay ${amount}`,
  sending: 'Sending...',
  initiated: 'Payment initiated successfully, check your mobile device!',
  waiting: 'Check your phone and enter your M-Pesa PIN',
  success: 'Payment confirmed',
  failed: 'Payment failed',
  retry: 'Retry',
  done: 'Done',
  cancel: 'Cancel',
};

/** Kiswahili defaults (what a LocaleProvider with 'sw' picks); pass them as `labels` to choose them yourself. */
export const swPaymentModalLabels: PaymentModalLabels = {
  title: 'Lipa kwa M-Pesa',
  plan: 'Chagua unacholipia',
  phone: 'Nambari ya simu ya M-Pesa',
  pay: (amount) => `Lipa ${amount}`,
  sending: 'Inatuma...',
  initiated: 'Tumetuma ujumbe wa M-Pesa kwenye simu yako!',
  waiting: 'Angalia simu yako na uweke PIN yako ya M-Pesa',
  success: 'Malipo yamethibitishwa',
  failed: 'Malipo hayakufaulu',
  retry: 'Jaribu tena',
  done: 'Sawa',
  cancel: 'Ghairi',
};

/**
 * M-Pesa payment: phone number, then the prompt on the phone, then the confirmed or failed result.
 * Controlled: the parent's form keeps the number and the plan, checks them and sends the prompt.
 */
export function PaymentModal({
  open,
  onOpenChange,
  amount = 0,
  description = '',
  plans,
  plan,
  onPlanChange,
  phone,
  onPhoneChange,
  phoneError,
  onSubmit,
  status,
  statusText,
  labels: partialLabels,
}: PaymentModalProps) {
  const labels = useLocaleLabels(defaultLabels, swPaymentModalLabels, partialLabels);
  const returnFocus = useReturnFocus();

  const chosen = plans?.find((p) => p.value === plan) ?? plans?.[0];
  const price = chosen ? chosen.amount : amount;
  const what = chosen ? chosen.description : description;
  const busy = status === 'sending' || status === 'waiting';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    onSubmit(event);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-slot="payment-modal" {...returnFocus}>
        <DialogHeader>
          <DialogTitle>{labels.title}</DialogTitle>
          <DialogDescription>
            {what} <span className="font-semibold text-foreground">{formatKES(price)}</span>
          </DialogDescription>
        </DialogHeader>

        {status === 'success' ? (
          <div role="status" className="flex flex-col items-center gap-2 py-2 text-center">
            <CircleCheck aria-hidden="true" className="size-10 text-success-foreground" />
            <p className="text-lg font-semibold">{labels.success}</p>
            {statusText ? <p className="text-sm text-muted-foreground">{statusText}</p> : null}
            <Button className="mt-2" onClick={() => onOpenChange(false)}>
              {labels.done}
            </Button>
          </div>
        ) : status === 'waiting' ? (
          <div role="status" className="flex flex-col items-center gap-2 py-2 text-center">
            <Smartphone aria-hidden="true" className="size-10 text-primary" />
            <p className="font-semibold">{labels.initiated}</p>
            <p className="text-sm text-muted-foreground">{labels.waiting}</p>
            <Spinner announce={false} className="text-2xl text-primary" />
          </div>
        ) : (
          <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
            {plans && plans.length > 1 ? (
              <div className="flex flex-col gap-1.5">
                <span className="text-sm font-medium">{labels.plan}</span>
                <SegmentedControl
                  aria-label={labels.plan}
                  options={plans.map((p) => ({
                    value: p.value,
                    label: `${p.label} (${formatKES(p.amount)})`,
                  }))}
                  value={chosen?.value}
                  onValueChange={onPlanChange}
                  disabled={busy}
                />
              </div>
            ) : null}
            <PhoneInput
              labels={{ label: labels.phone }}
              value={phone}
              onValueChange={onPhoneChange}
              error={phoneError}
              disabled={busy}
              required
            />
            {status === 'failed' ? (
              <div
                role="alert"
                className="flex items-start gap-2 rounded-md bg-danger p-3 text-sm text-danger-foreground"
              >
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <div>
                  <p className="font-semibold">{labels.failed}</p>
                  {statusText ? <p>{statusText}</p> : null}
                </div>
              </div>
            ) : null}
            <DialogFooter>
              <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
                {labels.cancel}
              </Button>
              <Button type="submit" loading={status === 'sending'} labels={{ loading: labels.sending }}>
                {status === 'sending'
                  ? labels.sending
                  : status === 'failed'
                    ? labels.retry
                    : labels.pay(formatKES(price))}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
