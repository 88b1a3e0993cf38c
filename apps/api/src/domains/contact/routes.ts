import { contactMessages } from '../../db/schema.ts';
import { trimmed } from '../../http/fields.ts';
import { created, type Router } from '../../http/route.ts';
import { LIMITS } from '../../http/rate-limit.ts';

export function contactRoutes(router: Router): void {
  router.route('sendContactMessage', { access: 'public' }, async ({ body, deps, request }) => {
    await deps.rateLimiter.check(LIMITS.contactPerAddress, request.ip);
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
    return created({ detail: 'Message sent' });
  });
}
