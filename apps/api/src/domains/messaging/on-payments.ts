import { formatKES } from '@urembo/kenya';
import type { Deps } from '../../deps.ts';
import { person, text } from '../../i18n/text.ts';
import { failedPurchase, settledPurchase, subscriptionEnd } from '../payments/index.ts';
import { notify } from './notify.ts';
import { sms } from './templates.ts';

/** A plan's holder is reminded a week before it ends. */
const REMIND_BEFORE_MS = 7 * 24 * 3_600_000;

/** The payer hears how M-Pesa settled their payment, in the settlement's transaction. */
export function subscribePaymentEvents(deps: Deps): void {
  deps.events.on('payment.settled', async (tx, { paymentId }) => {
    const { payment, granted, link } = await settledPurchase(tx, paymentId);
    const amount = formatKES(payment.amount);
    const what =
      'until' in granted
        ? text('payment.subscriptionActive', { until: granted.until })
        : granted.contact
          ? text('payment.contactUnlocked', { name: person(granted.contact.id, granted.contact.name) })
          : text('payment.contactUnlockedUnnamed');
    const bought = 'until' in granted ? { until: granted.until } : { contact: granted.contact?.name ?? null };
    await notify(tx, deps.jobs, {
      to: payment.payerId,
      kind: 'payment_confirmed',
      title: text('notification.paymentReceived.title'),
      message: payment.receipt
        ? text('notification.paymentReceived.messageWithReceipt', { amount, receipt: payment.receipt, what })
        : text('notification.paymentReceived.message', { amount, what }),
      link,
      sms: sms.paymentConfirmed({ amount, receipt: payment.receipt, ...bought }),
    });
    // A week before the plan (renewals included) ends, she is reminded; a later renewal plans its own.
    const end = 'until' in granted ? await subscriptionEnd(tx, payment.payerId) : undefined;
    if (end)
      await deps.jobs.send(
        tx,
        'plan-reminder',
        { user: payment.payerId, until: end.toISOString() },
        { startAfter: new Date(end.getTime() - REMIND_BEFORE_MS) },
      );
  });

  deps.events.on('payment.failed', async (tx, { paymentId }) => {
    const { payment, reason, link } = await failedPurchase(tx, paymentId);
    await notify(tx, deps.jobs, {
      to: payment.payerId,
      kind: 'payment_failed',
      title: text('notification.paymentFailed.title'),
      message: text('notification.paymentFailed.message', {
        amount: formatKES(payment.amount),
        // The known reasons are in the catalogue under their English text; Daraja's own stays as it is.
        reason: text(reason),
      }),
      link,
      sms: sms.paymentFailed({ amount: formatKES(payment.amount) }),
    });
  });
}
