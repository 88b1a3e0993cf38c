import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { purchaseKind, type Granted } from './kinds.ts';
import {
  failPendingSince,
  failUntracked,
  lockPayer,
  paymentByCheckout,
  paymentById,
  pendingBetween,
  settlePending,
  type Payment,
} from './queries.ts';

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

function failureReason(resultCode: number | null, resultDesc: string | null): string {
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
 * Applies M-Pesa's result to its pending payment exactly once: the status change, the receipt, what its
 * kind grants and the event that tells the payer (payment.settled, payment.failed) are one transaction,
 * and only a payment still pending can change.
 */
export async function settlePayment(deps: Deps, result: StkResult): Promise<SettleOutcome> {
  const pending = await paymentByCheckout(deps.db, result.checkoutRequestId);
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
      const payment = await settlePending(tx, pending.id, {
        status: success ? 'success' : 'failed',
        resultCode: result.resultCode,
        resultDesc: result.resultDesc,
        receipt: success ? (result.receipt ?? null) : null,
        rawCallback: result.raw,
        settledAt: new Date(),
      });
      if (!payment) return { applied: false, reason: 'already settled' } as const;
      const kind = purchaseKind(payment.subscriptionType);
      if (success) {
        await kind.grant(tx, payment);
        await deps.events.raise(tx, 'payment.settled', { paymentId: payment.id });
      } else {
        await kind.failed(tx, payment);
        await deps.events.raise(tx, 'payment.failed', { paymentId: payment.id });
      }
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

/** A payment settled as a success, what it granted and where its messages lead: for telling the payer. */
export async function settledPurchase(
  tx: Tx,
  paymentId: number,
): Promise<{ payment: Payment; granted: Granted; link: string }> {
  const payment = (await paymentById(tx, paymentId))!;
  const kind = purchaseKind(payment.subscriptionType);
  return { payment, granted: await kind.granted(tx, payment), link: await kind.link(tx, payment) };
}

/** A payment settled as failed, the reason in the payer's words and where its messages lead. */
export async function failedPurchase(
  tx: Tx,
  paymentId: number,
): Promise<{ payment: Payment; reason: string; link: string }> {
  const payment = (await paymentById(tx, paymentId))!;
  const kind = purchaseKind(payment.subscriptionType);
  return {
    payment,
    reason: failureReason(payment.resultCode, payment.resultDesc),
    link: await kind.link(tx, payment),
  };
}

/**
 * Settles payments whose callback never came by asking Daraja (STK query). Returns how many it settled.
 */
export async function reconcilePayments(deps: Deps, now: Date = new Date()): Promise<number> {
  // Past the window no query will tell, and a payment left pending would block its purchase for good
  // (one pending payment per purchase): close it as failed, worded for the person who checks it.
  let settled = await failPendingSince(
    deps.db,
    new Date(now.getTime() - RECONCILE_WINDOW_MS),
    NO_ANSWER,
    now,
  );
  const stale = await pendingBetween(
    deps.db,
    new Date(now.getTime() - RECONCILE_WINDOW_MS),
    new Date(now.getTime() - RECONCILE_AFTER_MS),
  );
  for (const payment of stale) {
    if (!payment.checkoutRequestId) {
      // The process died between saving the payment and M-Pesa's answer: no prompt was ever tracked,
      // so nothing can settle it later. Close it as failed so the user can simply try again.
      if (
        await failUntracked(
          deps.db,
          payment.id,
          'The M-Pesa prompt could not be sent. Please try again.',
          now,
        )
      )
        settled += 1;
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

declare module '../../jobs/index.ts' {
  interface JobData {
    /** A round of the reconciler: however many instances ask, one runs per interval. */
    reconcile: Record<string, never>;
  }
}

/** A round is not tried again: the next interval's round does the same work. */
export const PAYMENT_QUEUES = { reconcile: 'once' } as const;

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
