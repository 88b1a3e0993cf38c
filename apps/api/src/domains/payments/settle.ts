import { and, desc, eq, gt, inArray, isNull, lt, lte } from 'drizzle-orm';
import { formatKES } from '@urembo/kenya';
import { entitlements, payments, users } from '../../db/schema.ts';
import type { Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Deps } from '../../deps.ts';
import { pages, paths } from '../../http/pages.ts';
import { notify } from '../notifications/notify.ts';
import { person, text } from '../notifications/content.ts';
import type { Jobs } from '../outreach/jobs.ts';
import { sms } from '../outreach/templates.ts';
import { CONTACT, SUBSCRIPTION } from './entitlements.ts';
import { lockPayer, type Payment } from './queries.ts';

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
        | 'unconfirmed'
        | 'receipt reused';
    };

/** A payment still pending this long after the push is asked about with the STK query. */
export const RECONCILE_AFTER_MS = 2 * 60_000;
/** Beyond this Daraja no longer answers queries usefully, so the payment is closed for a person to look at. */
export const RECONCILE_WINDOW_MS = 24 * 60 * 60_000;
const NO_ANSWER =
  'M-Pesa gave no result within a day. If you were charged, contact us with your M-Pesa message.';

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

/** A callback's phone number counts as the payer's only when Daraja shows at least this many digits. */
const MIN_SHOWN_DIGITS = 6;

/**
 * How a callback's phone number compares with the payer's. Daraja masks it (2547****149): 'same' when every
 * digit shown before and after the mask matches and at least MIN_SHOWN_DIGITS are shown; 'different' when
 * a shown digit differs; 'unknown' when too little is shown to tell ("*", none, 2547****) or the value is
 * not a number at all (Daraja may start sending a hash), which only the STK query can then settle.
 */
export function comparePhone(
  expected: string,
  reported: string | undefined,
): 'same' | 'different' | 'unknown' {
  if (reported === undefined || !/^[\d*+\s-]*$/.test(reported)) return 'unknown';
  const shown = reported.replace(/[^\d*]/g, '');
  const mask = shown.indexOf('*');
  const head = mask === -1 ? shown : shown.slice(0, mask);
  const tail = mask === -1 ? '' : shown.slice(shown.lastIndexOf('*') + 1);
  if (mask === -1 && shown.length >= MIN_SHOWN_DIGITS) return shown === expected ? 'same' : 'different';
  if (head.length + tail.length > expected.length || !expected.startsWith(head) || !expected.endsWith(tail))
    return 'different';
  return head.length + tail.length >= MIN_SHOWN_DIGITS ? 'same' : 'unknown';
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
  if (success && result.source === 'callback') {
    const phone = comparePhone(pending.phoneNumber, result.phoneNumber);
    if (phone === 'different') return { applied: false, reason: 'phone mismatch' };
    if (phone === 'unknown') return confirmByQuery(deps, result);
  }

  try {
    return await deps.db.transaction(async (tx) => {
      await lockPayer(tx, pending.payerId);
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
      if (success) await grant(tx, deps.jobs, payment);
      else
        await notify(tx, deps.jobs, {
          to: payment.payerId,
          kind: 'payment_failed',
          title: text('notification.paymentFailed.title'),
          message: text('notification.paymentFailed.message', {
            amount: formatKES(payment.amount),
            // The known reasons are in the catalogue under their English text; Daraja's own stays as it is.
            reason: text(failureReason(payment.resultCode, payment.resultDesc)),
          }),
          link: await purchaseLink(tx, payment),
          sms: sms.paymentFailed({ amount: formatKES(payment.amount) }),
        });
      return { applied: true, payment } as const;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { applied: false, reason: 'receipt reused' };
    throw error;
  }
}

/**
 * A success callback that cannot be tied to the payer's phone grants nothing by itself: Daraja's own STK
 * query decides. Success there applies it (with the callback's receipt, which the unique index still
 * guards); a failure settles it as failed; no answer yet leaves it pending for the reconciler.
 */
async function confirmByQuery(deps: Deps, callback: StkResult): Promise<SettleOutcome> {
  const answer = await deps.daraja.stkQuery(callback.checkoutRequestId).catch(() => undefined);
  if (answer?.state !== 'done') return { applied: false, reason: 'unconfirmed' };
  return settlePayment(deps, {
    source: 'query',
    checkoutRequestId: callback.checkoutRequestId,
    resultCode: answer.resultCode,
    resultDesc: answer.resultDesc,
    receipt: answer.resultCode === 0 ? callback.receipt : undefined,
    raw: { source: 'stk-query', response: answer.raw, callback: callback.raw },
  });
}

/**
 * When a purchase is refused because a payment for it is still pending: asks Daraja how that one ended
 * (a prompt that timed out or was cancelled may never call back) and settles it. True when nothing is
 * pending for the purchase any more, so the payer may try again at once.
 */
export async function settleWaiting(deps: Deps, waiting: Payment | undefined): Promise<boolean> {
  if (!waiting) return true;
  // No checkout id yet: its push is still on its way (or the process died; the reconciler closes those).
  if (!waiting.checkoutRequestId) return false;
  const answer = await deps.daraja.stkQuery(waiting.checkoutRequestId).catch(() => undefined);
  if (answer?.state !== 'done') return false;
  const outcome = await settlePayment(deps, {
    source: 'query',
    checkoutRequestId: waiting.checkoutRequestId,
    resultCode: answer.resultCode,
    resultDesc: answer.resultDesc,
    raw: { source: 'stk-query', response: answer.raw },
  });
  return outcome.applied || outcome.reason === 'already settled';
}

/**
 * A year from activation; paying while subscribed adds the year after the current one ends. The payer's
 * row is locked (settlePayment), so two renewals never compute their start from the same stale expiry.
 */
async function grant(tx: Tx, jobs: Jobs, payment: Payment): Promise<void> {
  const now = new Date();
  let expiresAt: Date | null = null;
  if (payment.targetId === null) {
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
    ? await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, payment.targetId))
    : [];
  const until = expiresAt?.toISOString().slice(0, 10);
  const bought = until ? { until } : { contact: target?.name ?? null };
  const what = until
    ? text('payment.subscriptionActive', { until })
    : target
      ? text('payment.contactUnlocked', { name: person(target.id, target.name) })
      : text('payment.contactUnlockedUnnamed');
  const amount = formatKES(payment.amount);
  await notify(tx, jobs, {
    to: payment.payerId,
    kind: 'payment_confirmed',
    title: text('notification.paymentReceived.title'),
    message: payment.receipt
      ? text('notification.paymentReceived.messageWithReceipt', { amount, receipt: payment.receipt, what })
      : text('notification.paymentReceived.message', { amount, what }),
    link: await purchaseLink(tx, payment),
    sms: sms.paymentConfirmed({ amount, receipt: payment.receipt, ...bought }),
  });
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
      ? paths.professionalBusiness(payment.targetId)
      : paths.businessProfessional(payment.targetId);
  return typeOf(payment.payerId) === 'Business Owner' ? pages.businessProfile : pages.professionalProfile;
}

/**
 * Settles payments whose callback never came by asking Daraja (STK query). Returns how many it settled.
 */
export async function reconcilePayments(deps: Deps, now: Date = new Date()): Promise<number> {
  // Past the window no query will tell, and a payment left pending would block its purchase for good
  // (one pending payment per purchase): close it as failed, worded for the person who checks it.
  const abandoned = await deps.db
    .update(payments)
    .set({ status: 'failed', resultDesc: NO_ANSWER, settledAt: now })
    .where(
      and(
        eq(payments.status, 'pending'),
        lte(payments.createdAt, new Date(now.getTime() - RECONCILE_WINDOW_MS)),
      ),
    )
    .returning({ id: payments.id });
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
  let settled = abandoned.length;
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

/**
 * Every instance asks for a round each interval; the job queue makes one job per interval, which one
 * instance's worker takes, so three instances ask Daraja about a payment once, not three times.
 * Returns the stop.
 */
export function startReconciler(
  deps: Deps,
  log: (error: unknown) => void,
  everyMs: number,
  onRound?: () => void,
): Promise<() => void> {
  const timer = setInterval(() => {
    deps.jobs.sendOncePer('reconcile', {}, Math.max(1, Math.round(everyMs / 1000))).catch(log);
  }, everyMs);
  timer.unref();
  return deps.jobs
    .work('reconcile', async () => {
      onRound?.();
      return { settled: await reconcilePayments(deps) };
    })
    .then(() => () => clearInterval(timer));
}
