import { formatKenyanPhone } from '@urembo/kenya';
import { LIMITS } from '../../http/rate-limit.ts';
import type { Router } from '../../http/route.ts';
import { message, render } from '../../i18n/index.ts';
import { confirmPhone, PHONE_CODE_MINUTES, sendPhoneCode } from './commands/phone.ts';
import { loadMe } from './queries.ts';

/** Verifying the account's phone number with a code texted to it (commands/phone.ts). */
export function phoneRoutes(router: Router): void {
  router.route(
    'sendPhoneCode',
    {
      access: {},
      before: async ({ request, deps }) => deps.rateLimiter.check(LIMITS.phoneCodePerAddress, request.ip),
    },
    async ({ user, deps, request }) => {
      const sent = await sendPhoneCode(deps, user);
      return {
        // "We sent a code to {phone}. It works for {minutes} minutes."
        detail: render(
          message('auth.phoneCodeSent', {
            phone: formatKenyanPhone(sent.phone),
            minutes: PHONE_CODE_MINUTES,
          }),
          request.locale,
        ),
        expires_at: sent.expiresAt.toISOString(),
      };
    },
  );

  router.route(
    'confirmPhone',
    {
      access: {},
      before: async ({ request, deps }) => deps.rateLimiter.check(LIMITS.otpPerAddress, request.ip),
    },
    async ({ body, user, deps }) => {
      await confirmPhone(deps, user, body.code);
      return (await loadMe(deps.db, user.id))!;
    },
  );
}
