import { and, desc, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import { formatKES } from '@urembo/kenya';
import { entitlements, payments, users } from '../../db/schema.ts';
import type { Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Deps } from '../../deps.ts';
import { notify } from '../notifications/notify.ts';
import { CONTACT, SUBSCRIPTION } from './entitlements.ts';

export type Payment = typeof payments.$inferSelect;

/** M-Pesa's answer for one push, from the callback or the STK query. */
export interface StkResult {
  /** A callback must prove a success with its metadata; the query's answer comes from Daraja itself. */
  source: 'callback' | 'query';
  checkoutRequestId: string;
  resultCode: number;
  resultDesc: string;
  /** Only the callback carries these, and only on success. */
  amount?: number | undefined;
  receipt?: string | undefined;
  phoneNumber?: string | undefined;
  raw: unknown;
}

export type SettleOutcome =
  | { applied: true; payment: Payment }
  | {
      applied: false;
      reason:
        | 'unknown'
        | 'already settled'
        | 'no metadata'
        | 'amount mismatch'
        | 'phone mismatch'
        | 'receipt reused';
    };

/** A payment still pending this long after the push is asked about with the STK query. */
export const RECONCILE_AFTER_MS = 2 * 60_000;
/** Beyond this Daraja no longer answers queries usefully, so the payment is left for a person to look at. */
const RECONCILE_WINDOW_MS = 24 * 60 * 60_000;

const FAILURE_REASONS: Record<number, string> = {
  1032: 'You cancelled the M-Pesa prompt.',
  1037: 'The M-Pesa prompt timed out: your phone could not be reached or the PIN was not entered in time.',
  1: 'Your M-Pesa balance is insufficient for this payment.',
  2001: 'The M-Pesa PIN entered was wrong.',
};

export function failureReason(resultCode: number | null, resultDesc: string | null): string {
  return (
    (resultCode !== null && FAILURE_REASONS[resultCode]) ||
    resultDesc ||
    'M-Pesa did not complete the payment.'
  );
}

/**
 * Daraja has started masking callback phone numbers (2547****149), so compare the digits it shows.
 */
function samePhone(expected: string, reported: string): boolean {
  const digits = reported.replace(/[^\d*]/g, '');
  if (!digits.includes('*')) return digits === expected;
  const [head = '', tail = ''] = [
    digits.slice(0, digits.indexOf('*')),
    digits.slice(digits.lastIndexOf('*') + 1),
  ];
  return expected.length >= head.length + tail.length && expected.startsWith(head) && expected.endsWith(tail);
}

/**
 * Applies M-Pesa's result to its pending payment exactly once: the status change, the receipt, the
 * entitlement and the notification are one transaction, and only a payment still pending can change.
 */
export async function settlePayment(deps: Deps, result: StkResult): Promise<SettleOutcome> {
  const [pending] = await deps.db
    .select()
    .from(payments)
    .where(eq(payments.checkoutRequestId, result.checkoutRequestId));
  if (!pending) return { applied: false, reason: 'unknown' };
  if (pending.status !== 'pending') return { applied: false, reason: 'already settled' };
  const success = result.resultCode === 0;
  if (success && result.source === 'callback' && (result.amount === undefined || !result.receipt))
    return { applied: false, reason: 'no metadata' };
  if (success && result.amount !== undefined && result.amount !== pending.amount)
    return { applied: false, reason: 'amount mismatch' };
  if (success && result.phoneNumber !== undefined && !samePhone(pending.phoneNumber, result.phoneNumber))
    return { applied: false, reason: 'phone mismatch' };

  try {
    return await deps.db.transaction(async (tx) => {
      const [payment] = await tx
        .update(payments)
        .set({
          status: success ? 'success' : 'failed',
          resultCode: result.resultCode,
          resultDesc: result.resultDesc,
          receipt: success ? (result.receipt ?? null) : null,
          rawCallback: result.raw,
          settledAt: new Date(),
        })
        .where(and(eq(payments.id, pending.id), eq(payments.status, 'pending')))
        .returning();
      if (!payment) return { applied: false, reason: 'already settled' } as const;
      if (success) await grant(tx, payment);
      else
        await notify(
          tx,
          payment.payerId,
          'payment_failed',
          'M-Pesa payment failed',
          `Your payment of ${formatKES(payment.amount)} did not go through. ${failureReason(payment.resultCode, payment.resultDesc)} You can try again.`,
          await purchaseLink(tx, payment),
        );
      return { applied: true, payment } as const;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { applied: false, reason: 'receipt reused' };
    throw error;
  }
}

/** A year from activation; paying while subscribed adds the year after the current one ends. */
async function grant(tx: Tx, payment: Payment): Promise<void> {
  const now = new Date();
  let expiresAt: Date | null = null;
  if (payment.targetId === null) {
    // Serialises two renewals by the same payer so neither computes its start from a stale expiry.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, payment.payerId)).for('update');
    const [current] = await tx
      .select({ expiresAt: entitlements.expiresAt })
      .from(entitlements)
      .where(
        and(
          eq(entitlements.userId, payment.payerId),
          eq(entitlements.kind, SUBSCRIPTION),
          gt(entitlements.expiresAt, now),
        ),
      )
      .orderBy(desc(entitlements.expiresAt))
      .limit(1);
    const startsAt = current?.expiresAt && current.expiresAt > now ? current.expiresAt : now;
    expiresAt = new Date(startsAt);
    expiresAt.setUTCFullYear(expiresAt.getUTCFullYear() + 1);
    await tx.insert(entitlements).values({
      userId: payment.payerId,
      kind: SUBSCRIPTION,
      targetId: null,
      paymentId: payment.id,
      startsAt,
      expiresAt,
    });
  } else {
    await tx.insert(entitlements).values({
      userId: payment.payerId,
      kind: CONTACT,
      targetId: payment.targetId,
      paymentId: payment.id,
      startsAt: now,
    });
  }
  const [target] = payment.targetId
    ? await tx.select({ name: users.name }).from(users).where(eq(users.id, payment.targetId))
    : [];
  const what = expiresAt
    ? `Your annual subscription is active until ${expiresAt.toISOString().slice(0, 10)}.`
    : `You can now see ${target?.name ?? 'this profile'}'s contact details.`;
  await notify(
    tx,
    payment.payerId,
    'payment_confirmed',
    'M-Pesa payment received',
    `We received ${formatKES(payment.amount)}${payment.receipt ? ` (M-Pesa receipt ${payment.receipt})` : ''}. ${what}`,
    await purchaseLink(tx, payment),
  );
}

/** Where the payer goes next: the profile whose contact was bought, or their own profile page. */
async function purchaseLink(tx: Tx, payment: Payment): Promise<string> {
  const ids = [payment.payerId, ...(payment.targetId ? [payment.targetId] : [])];
  const rows = await tx
    .select({ id: users.id, userType: users.userType })
    .from(users)
    .where(inArray(users.id, ids));
  const typeOf = (id: number) => rows.find((r) => r.id === id)?.userType;
  if (payment.targetId)
    return typeOf(payment.targetId) === 'Business Owner'
      ? `/BusinessOverviewPage/${payment.targetId}`
      : `/overviewpage/${payment.targetId}`;
  return typeOf(payment.payerId) === 'Business Owner' ? '/business-profile' : '/professional-profile';
}

/**
 * Settles payments whose callback never came by asking Daraja (STK query). Returns how many it settled.
 */
export async function reconcilePayments(deps: Deps, now: Date = new Date()): Promise<number> {
  const stale = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        lt(payments.createdAt, new Date(now.getTime() - RECONCILE_AFTER_MS)),
        gt(payments.createdAt, new Date(now.getTime() - RECONCILE_WINDOW_MS)),
      ),
    )
    .orderBy(payments.createdAt)
    .limit(50);
  let settled = 0;
  for (const payment of stale) {
    if (!payment.checkoutRequestId) {
      // The process died between saving the payment and M-Pesa's answer: no prompt was ever tracked,
      // so nothing can settle it later. Close it as failed so the user can simply try again.
      const closed = await deps.db
        .update(payments)
        .set({
          status: 'failed',
          resultDesc: 'The M-Pesa prompt could not be sent. Please try again.',
          settledAt: now,
        })
        .where(
          and(
            eq(payments.id, payment.id),
            eq(payments.status, 'pending'),
            isNull(payments.checkoutRequestId),
          ),
        )
        .returning({ id: payments.id });
      settled += closed.length;
      continue;
    }
    const answer = await deps.daraja.stkQuery(payment.checkoutRequestId).catch(() => undefined);
    if (answer?.state !== 'done') continue;
    const outcome = await settlePayment(deps, {
      source: 'query',
      checkoutRequestId: payment.checkoutRequestId,
      resultCode: answer.resultCode,
      resultDesc: answer.resultDesc,
      raw: { source: 'stk-query', response: answer.raw },
    });
    if (outcome.applied) settled += 1;
  }
  return settled;
}

/** Runs reconcilePayments on an interval that never keeps the process alive; returns the stop. */
export function startReconciler(deps: Deps, log: (error: unknown) => void, everyMs = 30_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcilePayments(deps)
      .catch(log)
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
