import { isUniqueViolation } from '../../db/errors.ts';
import type { Deps } from '../../deps.ts';
import { conflict, HttpError, notFound } from '../../http/errors.ts';
import { phoneFrom } from '../../http/fields.ts';
import { LIMITS } from '../../http/rate-limit.ts';
import { created, type AuthUser, type BodyOf, type Caller, type Router } from '../../http/route.ts';
import { userTypeOf } from '../accounts/queries.ts';
import { callbackResult, callbackUrl, sameSecret } from './callback.ts';
import { hasPaidContact } from './entitlements.ts';
import { paymentJson } from './json.ts';
import {
  insertPayment,
  latestSubscription,
  lockPayer,
  paymentOfPayer,
  pendingPurchase,
  updatePayment,
  type Payment,
} from './queries.ts';
import { checkPurchase } from './rules.ts';
import { settlePayment, settleWaiting } from './settle.ts';
import { render } from '../../i18n/index.ts';

const INITIATED = 'Payment initiated successfully, check your mobile device!';
const INITIATION_FAILED = 'Payment initiation failed. Please try again later.';
const ALREADY_WAITING =
  'A payment for this is already waiting for your M-Pesa PIN. Check your phone, or try again in a minute.';

/**
 * The pending payment of this purchase, checked and priced. The database keeps one pending payment per
 * (payer, kind, target), so of two calls at once only one rings the phone; the other is refused unless
 * Daraja already knows how the waiting one ended, which is then settled and the purchase checked afresh.
 */
async function startPurchase(
  deps: Deps,
  user: AuthUser,
  body: BodyOf<'initiatePayment'>,
  phoneNumber: string,
): Promise<Payment> {
  const purchase = { payerId: user.id, subscriptionType: body.subscription_type };
  for (let attempt = 0; ; attempt += 1) {
    let targetId: number | null = null;
    try {
      return await deps.db.transaction(async (tx) => {
        await lockPayer(tx, user.id);
        const checked = await checkPurchase(tx, user, body);
        targetId = checked.targetId;
        return insertPayment(tx, { ...purchase, targetId, amount: checked.amount, phoneNumber });
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    const waiting = await pendingPurchase(deps.db, { ...purchase, targetId });
    if (attempt > 0 || !(await settleWaiting(deps, waiting))) throw conflict(ALREADY_WAITING);
  }
}

export function paymentRoutes(router: Router): void {
  const payers = { access: { roles: ['Business Owner', 'Beauty Professional'] } } as const;
  const signedIn = { access: {} } as const;

  const payment = {
    ...payers,
    // Each attempt rings a phone: a loop must not turn into a stream of prompts. Counted before the body.
    before: async ({ user, deps, request }: Caller<AuthUser>) => {
      await deps.rateLimiter.check(LIMITS.paymentPerAccount, String(user.id));
      await deps.rateLimiter.check(LIMITS.paymentPerAddress, request.ip);
    },
  };
  router.route('initiatePayment', payment, async ({ body, user, deps, request }) => {
    const phone = phoneFrom('phone_number', body.phone_number, true);
    const type = body.subscription_type;
    const pending = await startPurchase(deps, user, body, phone);
    try {
      const accepted = await deps.daraja.stkPush({
        amount: pending.amount,
        phoneNumber: phone,
        callbackUrl: callbackUrl(deps),
        accountReference: `UREMBO${pending.id}`.slice(0, 12),
        transactionDesc: type === 'CONTACT' ? 'Contact' : 'Subscription',
      });
      const sent = await updatePayment(deps.db, pending.id, {
        merchantRequestId: accepted.merchantRequestId,
        checkoutRequestId: accepted.checkoutRequestId,
      });
      return created({ detail: render(INITIATED, request.locale), payment: paymentJson(sent) });
    } catch (error) {
      request.log.warn({ err: error, paymentId: pending.id }, 'M-Pesa push failed');
      await updatePayment(deps.db, pending.id, {
        status: 'failed',
        resultDesc: `Initiation failed: ${(error as Error).message}`.slice(0, 500),
        settledAt: new Date(),
      });
      throw new HttpError(502, { detail: INITIATION_FAILED });
    }
  });

  router.route('getPayment', signedIn, async ({ params, user, deps }) => {
    const payment = await paymentOfPayer(deps.db, params.checkout_request_id, user.id);
    if (!payment) throw notFound();
    return paymentJson(payment);
  });

  router.route('getSubscriptionStatus', signedIn, async ({ user, deps }) => {
    const latest = await latestSubscription(deps.db, user.id);
    if (!latest) return { status: 'inactive', subscription_type: null, expires_at: null };
    return {
      status: 'active',
      subscription_type: latest.subscriptionType,
      expires_at: latest.expiresAt!.toISOString(),
    };
  });

  router.route('getPaidContact', signedIn, async ({ params, user, deps }) => {
    if (!(await userTypeOf(deps.db, params.id))) throw notFound();
    return { has_paid_contact: await hasPaidContact(deps.db, user.id, params.id) };
  });

  router.route('receiveMpesaCallback', { access: 'public' }, async ({ params, body, deps, request }) => {
    const { callbackToken, callbackAllowedIps } = deps.config.mpesa;
    if (!sameSecret(params.token, callbackToken)) throw notFound();
    const source = request.ip.replace(/^::ffff:/, '');
    if (callbackAllowedIps.length && !callbackAllowedIps.includes(source)) throw notFound();

    const outcome = await settlePayment(deps, callbackResult(body));
    if (outcome.applied) return { ResultCode: 0, ResultDesc: 'Accepted' };
    // Daraja does not retry, so a refusal is only for our log: which push and why. Not the payload, whose
    // metadata holds the payer's number (the privacy notice keeps phone numbers out of logs).
    const { CheckoutRequestID, ResultCode } = body.Body.stkCallback;
    request.log.warn(
      { reason: outcome.reason, checkoutRequestId: CheckoutRequestID, resultCode: ResultCode },
      'M-Pesa callback not applied',
    );
    return { ResultCode: 0, ResultDesc: `Not applied: ${outcome.reason}` };
  });
}
