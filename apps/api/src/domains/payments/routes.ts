import { timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import { ANNUAL_SUBSCRIPTION_KES, ONE_TIME_CONTACT_KES } from '@urembo/kenya';
import { entitlements, payments, users } from '../../db/schema.ts';
import type { UserType } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { HttpError, badRequest, conflict, notFound } from '../../http/errors.ts';
import { LIMITS } from '../../http/rate-limit.ts';
import { created, type Router } from '../../http/route.ts';
import { phoneFrom } from '../auth/routes.ts';
import type { AuthUser } from '../auth/tokens.ts';
import { activeSubscription, hasPaidContact, SUBSCRIPTION } from './entitlements.ts';
import { settlePayment, type Payment } from './settle.ts';

export const INITIATED = 'Payment initiated successfully, check your mobile device!';
export const INITIATION_FAILED = 'Payment initiation failed. Please try again later.';

const ANNUAL_PLANS: Record<string, UserType> = {
  BO_ANNUAL: 'Business Owner',
  PRO_ANNUAL: 'Beauty Professional',
};
const PLAN_FOR: Record<string, string> = {
  'Business Owner': 'BO_ANNUAL',
  'Beauty Professional': 'PRO_ANNUAL',
};

const paymentJson = (p: Payment) => ({
  id: p.id,
  checkout_request_id: p.checkoutRequestId ?? '',
  merchant_request_id: p.merchantRequestId ?? '',
  subscription_type: p.subscriptionType,
  target: p.targetId,
  amount: p.amount,
  phone_number: p.phoneNumber,
  status: p.status,
  result_code: p.resultCode,
  result_desc: p.resultDesc,
  receipt: p.receipt,
  created_at: p.createdAt.toISOString(),
});

/** What is being bought and its price; refuses what this user cannot or need not buy. */
async function purchase(deps: Deps, user: AuthUser, type: string, target: unknown) {
  if (type !== 'CONTACT') {
    if (ANNUAL_PLANS[type] !== user.userType)
      throw badRequest({
        subscription_type: [`Your account's annual plan is ${PLAN_FOR[user.userType]}.`],
      });
    return { targetId: null, amount: ANNUAL_SUBSCRIPTION_KES };
  }
  const targetId = Number(target);
  const [profile] = await deps.db
    .select({ userType: users.userType })
    .from(users)
    .where(eq(users.id, targetId));
  if (!profile || profile.userType === 'Retail Customer' || targetId === user.id)
    throw badRequest({ target: ['Select the business or beauty professional whose contact you want.'] });
  if (await activeSubscription(deps.db, user.id))
    throw conflict('You already have an active subscription, which includes all contact details.');
  if (await hasPaidContact(deps.db, user.id, targetId)) throw conflict('You already paid for this contact.');
  return { targetId, amount: ONE_TIME_CONTACT_KES };
}

function callbackUrl(deps: Deps): string {
  const { mpesa, publicUrl } = deps.config;
  const base = (mpesa.callbackBaseUrl ?? publicUrl).replace(/\/+$/, '');
  return `${base}/api/payments/mpesa-callback/${encodeURIComponent(mpesa.callbackToken)}/`;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && b.length > 0 && timingSafeEqual(a, b);
}

type CallbackItem = { Name: string; Value?: number | string };

export function paymentRoutes(router: Router): void {
  const payers = { access: { roles: ['Business Owner', 'Beauty Professional'] } } as const;
  const signedIn = { access: {} } as const;

  router.route('initiatePayment', payers, async ({ body, user, deps, request }) => {
    // Each attempt rings a phone: a loop must not turn into a stream of prompts.
    await deps.rateLimiter.check(LIMITS.paymentPerAccount, String(user.id));
    await deps.rateLimiter.check(LIMITS.paymentPerAddress, request.ip);
    const phone = phoneFrom(body, 'phone_number', true)!;
    const type = String(body.subscription_type);
    const { targetId, amount } = await purchase(deps, user, type, body.target);
    const [pending] = await deps.db
      .insert(payments)
      .values({ payerId: user.id, subscriptionType: type, targetId, amount, phoneNumber: phone })
      .returning();
    try {
      const accepted = await deps.daraja.stkPush({
        amount,
        phoneNumber: phone,
        callbackUrl: callbackUrl(deps),
        accountReference: `UREMBO${pending!.id}`.slice(0, 12),
        transactionDesc: type === 'CONTACT' ? 'Contact' : 'Subscription',
      });
      const [sent] = await deps.db
        .update(payments)
        .set({ merchantRequestId: accepted.merchantRequestId, checkoutRequestId: accepted.checkoutRequestId })
        .where(eq(payments.id, pending!.id))
        .returning();
      return created({ detail: INITIATED, payment: paymentJson(sent!) });
    } catch (error) {
      request.log.warn({ err: error, paymentId: pending!.id }, 'M-Pesa push failed');
      await deps.db
        .update(payments)
        .set({
          status: 'failed',
          resultDesc: `Initiation failed: ${(error as Error).message}`.slice(0, 500),
          settledAt: new Date(),
        })
        .where(eq(payments.id, pending!.id));
      throw new HttpError(502, { detail: INITIATION_FAILED });
    }
  });

  router.route('getPayment', signedIn, async ({ params, user, deps }) => {
    const [payment] = await deps.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.checkoutRequestId, String(params.checkout_request_id)),
          eq(payments.payerId, user.id),
        ),
      );
    if (!payment) throw notFound();
    return paymentJson(payment);
  });

  router.route('getSubscriptionStatus', signedIn, async ({ user, deps }) => {
    // The furthest expiry: a renewal bought while subscribed starts when the current year ends.
    const [latest] = await deps.db
      .select({ expiresAt: entitlements.expiresAt, subscriptionType: payments.subscriptionType })
      .from(entitlements)
      .innerJoin(payments, eq(payments.id, entitlements.paymentId))
      .where(
        and(
          eq(entitlements.userId, user.id),
          eq(entitlements.kind, SUBSCRIPTION),
          gt(entitlements.expiresAt, new Date()),
        ),
      )
      .orderBy(desc(entitlements.expiresAt))
      .limit(1);
    if (!latest) return { status: 'inactive', subscription_type: null, expires_at: null };
    return {
      status: 'active',
      subscription_type: latest.subscriptionType,
      expires_at: latest.expiresAt!.toISOString(),
    };
  });

  router.route('getPaidContact', signedIn, async ({ params, user, deps }) => {
    const targetId = Number(params.id);
    const [profile] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, targetId));
    if (!profile) throw notFound();
    return { has_paid_contact: await hasPaidContact(deps.db, user.id, targetId) };
  });

  router.route('receiveMpesaCallback', { access: 'public' }, async ({ params, body, deps, request }) => {
    const { callbackToken, callbackAllowedIps } = deps.config.mpesa;
    if (!sameSecret(String(params.token), callbackToken)) throw notFound();
    const source = request.ip.replace(/^::ffff:/, '');
    if (callbackAllowedIps.length && !callbackAllowedIps.includes(source)) throw notFound();

    const callback = (body as { Body: { stkCallback: Record<string, unknown> } }).Body.stkCallback;
    const items = ((callback.CallbackMetadata as { Item?: CallbackItem[] } | undefined)?.Item ?? []).filter(
      (item) => item.Value !== undefined,
    );
    const item = (name: string) => items.find((i) => i.Name === name)?.Value;
    const amount = item('Amount');
    const receipt = item('MpesaReceiptNumber');
    const phone = item('PhoneNumber');
    const outcome = await settlePayment(deps, {
      source: 'callback',
      checkoutRequestId: String(callback.CheckoutRequestID),
      resultCode: Number(callback.ResultCode),
      resultDesc: String(callback.ResultDesc),
      amount: amount === undefined ? undefined : Number(amount),
      receipt: receipt === undefined ? undefined : String(receipt),
      phoneNumber: phone === undefined ? undefined : String(phone),
      raw: body,
    });
    if (outcome.applied) return { ResultCode: 0, ResultDesc: 'Accepted' };
    // Daraja does not retry, so a refusal is only for our log; the payload is kept there.
    request.log.warn({ reason: outcome.reason, callback: body }, 'M-Pesa callback not applied');
    return { ResultCode: 0, ResultDesc: `Not applied: ${outcome.reason}` };
  });
}
