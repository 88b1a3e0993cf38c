import { contactMessages } from '../../db/schema.ts';
import { refuseUnsafeNames, trimmed } from '../../http/fields.ts';
import { created, type Caller, type Router } from '../../http/route.ts';
import { LIMITS } from '../../http/rate-limit.ts';
import { render } from '../../i18n/index.ts';

export function contactRoutes(router: Router): void {
  const contactForm = {
    access: 'public',
    // Counted before the body is read: a flood of messages costs no parsing.
    before: ({ request, deps }: Caller) => deps.rateLimiter.check(LIMITS.contactPerAddress, request.ip),
  } as const;
  router.route('sendContactMessage', contactForm, async ({ body, deps, request }) => {
    refuseUnsafeNames({ full_name: body.full_name, business: body.business });
    const message = {
      fullName: trimmed(body.full_name),
      email: trimmed(body.email),
      phone: trimmed(body.phone),
      business: trimmed(body.business),
      message: trimmed(body.message),
    };
    await deps.db.insert(contactMessages).values(message);
    // The message is saved first: a mail failure must not lose it.
    try {
      await deps.mailer.send({
        to: deps.config.teamEmail,
        replyTo: message.email,
        subject: `Contact form: ${message.fullName}${message.business ? ` (${message.business})` : ''}`,
        text: `From: ${message.fullName} <${message.email}>\nPhone: ${message.phone}\nBusiness: ${message.business || '-'}\n\n${message.message}`,
      });
    } catch (error) {
      request.log.error({ err: error }, 'contact message saved but not e-mailed');
    }
    return created({ detail: render('Message sent', request.locale) });
  });
}
