import { notFound } from '../../errors.ts';
import type { Router } from '../../http/route.ts';
import { sameSecret } from '../../http/secrets.ts';
import { STOPPED_REASONS, optOut } from './opt-outs.ts';

const RECEIVED = { detail: 'Received.' };

/** Africa's Talking's calls back: delivery reports and opt-outs, behind the secret in their URLs. */
export function smsRoutes(router: Router): void {
  router.route('receiveSmsDeliveryReport', { access: 'public' }, async ({ params, body, deps, request }) => {
    if (!sameSecret(params.token, deps.config.sms.callbackToken)) throw notFound();
    if (body.phoneNumber && STOPPED_REASONS.has(body.failureReason ?? ''))
      await optOut(deps.db, body.phoneNumber);
    // The state only: the number is personal data and stays out of the log.
    request.log.info(
      { sms: { status: body.status, failureReason: body.failureReason } },
      'SMS delivery report',
    );
    return RECEIVED;
  });

  router.route('receiveSmsOptOut', { access: 'public' }, async ({ params, body, deps }) => {
    if (!sameSecret(params.token, deps.config.sms.callbackToken)) throw notFound();
    await optOut(deps.db, body.phoneNumber);
    return RECEIVED;
  });
}
