import { isUniqueViolation } from '../../db/errors.ts';
import type { Deps } from '../../deps.ts';
import { conflict, providerFailed } from '../../errors.ts';
import type { AuthUser } from '../../http/route.ts';
import { callbackUrl } from './callback.ts';
import { PURCHASE_KINDS, type KindCode, type Subject } from './kinds.ts';
import { insertPayment, lockPayer, pendingPurchase, updatePayment, type Payment } from './queries.ts';
import { settleWaiting } from './settle.ts';

const INITIATION_FAILED = 'Payment initiation failed. Please try again later.';
const ALREADY_WAITING =
  'A payment for this is already waiting for your M-Pesa PIN. Check your phone, or try again in a minute.';

/** Where a failed push is told, with the payment it left failed (the request's log). */
export interface PushLog {
  warn(details: object, message: string): void;
}

export interface StkPushOrder {
  kind: KindCode;
  subject: Subject | undefined;
  payer: AuthUser;
  /** The normalised M-Pesa number to prompt. */
  phone: string;
}

/**
 * The pending payment of this purchase, checked and priced. The database keeps one pending payment per
 * (payer, kind, target), so of two calls at once only one rings the phone; the other is refused unless
 * Daraja already knows how the waiting one ended, which is then settled and the purchase checked afresh.
 */
async function startPurchase(deps: Deps, { kind, subject, payer, phone }: StkPushOrder): Promise<Payment> {
  const purchase = { payerId: payer.id, subscriptionType: kind };
  for (let attempt = 0; ; attempt += 1) {
    let targetId: number | null = null;
    try {
      return await deps.db.transaction(async (tx) => {
        await lockPayer(tx, payer.id);
        const checked = await PURCHASE_KINDS[kind].check(tx, payer, subject);
        targetId = checked.targetId;
        return insertPayment(tx, { ...purchase, targetId, amount: checked.amount, phoneNumber: phone });
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    const waiting = await pendingPurchase(deps.db, { ...purchase, targetId });
    if (attempt > 0 || !(await settleWaiting(deps, waiting))) throw conflict(ALREADY_WAITING);
  }
}

/**
 * Rings the payer's phone for a purchase of any kind. The payment is recorded pending before Daraja is
 * called and given its checkout id after, so a callback always finds it and a push that fails leaves it
 * failed, never pending: the purchase may be tried again at once.
 */
export async function startStkPush(deps: Deps, order: StkPushOrder, log: PushLog): Promise<Payment> {
  const pending = await startPurchase(deps, order);
  try {
    const accepted = await deps.daraja.stkPush({
      amount: pending.amount,
      phoneNumber: order.phone,
      callbackUrl: callbackUrl(deps),
      accountReference: `UREMBO${pending.id}`.slice(0, 12),
      transactionDesc: PURCHASE_KINDS[order.kind].prompt,
    });
    return await updatePayment(deps.db, pending.id, {
      merchantRequestId: accepted.merchantRequestId,
      checkoutRequestId: accepted.checkoutRequestId,
    });
  } catch (error) {
    log.warn({ err: error, paymentId: pending.id }, 'M-Pesa push failed');
    await updatePayment(deps.db, pending.id, {
      status: 'failed',
      resultDesc: `Initiation failed: ${(error as Error).message}`.slice(0, 500),
      settledAt: new Date(),
    });
    throw providerFailed(INITIATION_FAILED);
  }
}
