import { created, type Caller, type Router } from '../../http/route.ts';
import { LIMITS } from '../../http/rate-limit.ts';
import { render } from '../../i18n/index.ts';
import { sendContactMessage } from './commands.ts';

export function contactRoutes(router: Router): void {
  const contactForm = {
    access: 'public',
    // Counted before the body is read: a flood of messages costs no parsing.
    before: ({ request, deps }: Caller) => deps.rateLimiter.check(LIMITS.contactPerAddress, request.ip),
  } as const;
  router.route('sendContactMessage', contactForm, async ({ body, deps, request }) => {
    await sendContactMessage(deps, body, request.log);
    return created({ detail: render('Message sent', request.locale) });
  });
}
