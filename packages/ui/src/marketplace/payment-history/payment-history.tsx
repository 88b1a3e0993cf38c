import { formatKES } from '@urembo/kenya';
import type { ComponentProps } from 'react';

import { Badge, cn, useLocaleLabels } from '../../primitives/index.ts';

export type PaymentHistoryStatus = 'pending' | 'success' | 'failed';

export interface PaymentHistoryItem {
  id: string;
  /** What was bought: 'Annual plan', 'Contact of Wanjiru Kamau'. */
  title: string;
  /** When, as people read it (the caller formats it in the reader's language). */
  date: string;
  amountKes: number;
  status: PaymentHistoryStatus;
  /** M-Pesa's receipt number of a successful payment. */
  receipt?: string | null;
}

export interface PaymentHistoryLabels {
  status: Record<PaymentHistoryStatus, string>;
  receipt: (receipt: string) => string;
  empty: string;
}

const defaultLabels: PaymentHistoryLabels = {
  status: { pending: 'Waiting for M-Pesa', success: 'Paid', failed: 'Not paid' },
  receipt: (receipt) => `M-Pesa receipt ${receipt}`,
  empty: 'No payments yet.',
};

/** Kiswahili defaults (what a LocaleProvider with 'sw' picks); pass them as `labels` to choose them yourself. */
export const swPaymentHistoryLabels: PaymentHistoryLabels = {
  status: { pending: 'Inasubiri M-Pesa', success: 'Imelipwa', failed: 'Haikulipwa' },
  receipt: (receipt) => `Risiti ya M-Pesa ${receipt}`,
  empty: 'Bado hakuna malipo.',
};

const statusVariant = { pending: 'warning', success: 'success', failed: 'danger' } as const;

export interface PaymentHistoryProps extends Omit<ComponentProps<'ul'>, 'children'> {
  items: PaymentHistoryItem[];
  labels?: Partial<PaymentHistoryLabels>;
}

/** A payer's M-Pesa payments, newest first: what, when, how much, and the receipt of each one paid. */
export function PaymentHistory({ items, labels: partialLabels, className, ...props }: PaymentHistoryProps) {
  const labels = useLocaleLabels(defaultLabels, swPaymentHistoryLabels, partialLabels);
  if (!items.length) return <p className="text-sm text-muted-foreground">{labels.empty}</p>;
  return (
    <ul
      data-slot="payment-history"
      className={cn('flex flex-col divide-y rounded-lg border', className)}
      {...props}
    >
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 p-3">
          <div className="flex min-w-0 flex-col gap-0.5">
            <p className="font-medium break-words">{item.title}</p>
            <p className="text-sm text-muted-foreground">{item.date}</p>
            {item.status === 'success' && item.receipt ? (
              <p className="text-sm tabular-nums">{labels.receipt(item.receipt)}</p>
            ) : null}
          </div>
          <div className="flex flex-col items-end gap-1">
            <p className="font-semibold tabular-nums">{formatKES(item.amountKes)}</p>
            <Badge variant={statusVariant[item.status]} data-status={item.status}>
              {labels.status[item.status]}
            </Badge>
          </div>
        </li>
      ))}
    </ul>
  );
}
