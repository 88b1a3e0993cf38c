import { formatKES, normalizeKenyanPhone, PHONE_FORMAT_ERROR, PHONE_HINT } from '@urembo/kenya';
import { CircleAlert, CircleCheck, Smartphone } from 'lucide-react';
import { useState, type FormEvent } from 'react';

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
  /** Sends the M-Pesa prompt to the normalised 2547XXXXXXXX number; `plan` is the picked plan's value. */
  onPay: (phone: string, plan?: string) => Promise<void>;
  /** Driven by the parent, which follows the payment on the server. */
  status: PaymentModalStatus;
  /** Why it failed (the M-Pesa result), or a note on success. */
  statusText?: string | null;
  defaultPhone?: string;
  labels?: Partial<PaymentModalLabels>;
}

export interface PaymentModalLabels {
  title: string;
  /** Names the plan picker. */
  plan: string;
  phone: string;
  /** When Pay is pressed without a number. */
  phoneMissing: string;
  /** When the number is not a Kenyan mobile number. */
  phoneInvalid: string;
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
  phoneMissing: `Enter your M-Pesa number, e.g. ${PHONE_HINT}`,
  phoneInvalid: PHONE_FORMAT_ERROR,
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
  phoneMissing: `Weka nambari yako ya M-Pesa, kwa mfano ${PHONE_HINT}`,
  phoneInvalid: 'Weka nambari ya simu ya Kenya, kama 0712 345 678 au 254712345678.',
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

/** M-Pesa payment: phone number, then the prompt on the phone, then the confirmed or failed result. */
export function PaymentModal({
  open,
  onOpenChange,
  amount = 0,
  description = '',
  plans,
  onPay,
  status,
  statusText,
  defaultPhone = '',
  labels: partialLabels,
}: PaymentModalProps) {
  const labels = useLocaleLabels(defaultLabels, swPaymentModalLabels, partialLabels);
  const [phone, setPhone] = useState(defaultPhone);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [plan, setPlan] = useState(plans?.[0]?.value);
  const returnFocus = useReturnFocus();

  const changeOpen = (next: boolean) => {
    if (!next) setPhoneError(null);
    onOpenChange(next);
  };

  const chosen = plans?.find((p) => p.value === plan) ?? plans?.[0];
  const price = chosen ? chosen.amount : amount;
  const what = chosen ? chosen.description : description;
  const busy = status === 'sending' || status === 'waiting';

  const pay = async (event?: FormEvent) => {
    event?.preventDefault();
    const result = normalizeKenyanPhone(phone);
    if (!result.ok) {
      setPhoneError(phone.trim() ? labels.phoneInvalid : labels.phoneMissing);
      return;
    }
    setPhoneError(null);
    try {
      await onPay(result.phone, chosen?.value);
    } catch {
      // The parent reports the failure through `status` and `statusText`.
    }
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
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
            <Button className="mt-2" onClick={() => changeOpen(false)}>
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
          <form onSubmit={(event) => void pay(event)} className="flex flex-col gap-4" noValidate>
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
                  onValueChange={setPlan}
                  disabled={busy}
                />
              </div>
            ) : null}
            <PhoneInput
              labels={{ label: labels.phone }}
              value={phone}
              onValueChange={setPhone}
              error={phoneError ?? undefined}
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
              <Button variant="outline" disabled={busy} onClick={() => changeOpen(false)}>
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
