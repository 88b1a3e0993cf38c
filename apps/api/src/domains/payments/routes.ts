import { notFound } from '../../errors.ts';
import { pageOf, pageOfRows } from '../../http/pagination.ts';
import { phoneFrom } from '../../http/fields.ts';
import { LIMITS } from '../../http/rate-limit.ts';
import { sameSecret } from '../../http/secrets.ts';
import { created, type AuthUser, type Caller, type Router } from '../../http/route.ts';
import { render } from '../../i18n/index.ts';
import { userTypeOf } from '../accounts/index.ts';
import { hasPaidContact } from '../entitlements/index.ts';
import { callbackResult } from './callback.ts';
import { startStkPush } from './commands.ts';
import { paymentJson } from './json.ts';
import { PURCHASE_KINDS } from './kinds.ts';
import { latestSubscription, paymentOfPayer, paymentsOfPayer } from './queries.ts';
import { settlePayment } from './settle.ts';

const INITIATED = 'Payment initiated successfully, check your mobile device!';

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
    const kind = body.subscription_type;
    const subject = PURCHASE_KINDS[kind].subjectOf(user, body);
    const sent = await startStkPush(deps, { kind, subject, payer: user, phone }, request.log);
    return created({ detail: render(INITIATED, request.locale), payment: paymentJson(sent) });
  });

  router.route('listMyPayments', signedIn, ({ query, user, deps, request }) => {
    const page = pageOf(query);
    return pageOfRows(request.url, page, paymentsOfPayer(deps.db, user.id, page), paymentJson);
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
