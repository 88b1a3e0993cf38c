import type { Deps } from '../../deps.ts';
import { refuseUnsafeNames, trimmed } from '../../http/fields.ts';
import type { BodyOf } from '../../http/route.ts';
import { saveContactMessage } from './queries.ts';

/** Where a message saved but not e-mailed to the team is told (the request's log). */
export interface ContactLog {
  error(details: object, message: string): void;
}

/** A visitor writes to the team: the message is kept, and e-mailed to the team's address. */
export async function sendContactMessage(deps: Deps, form: BodyOf<'sendContactMessage'>, log: ContactLog) {
  refuseUnsafeNames({ full_name: form.full_name, business: form.business });
  const message = {
    fullName: trimmed(form.full_name),
    email: trimmed(form.email),
    phone: trimmed(form.phone),
    business: trimmed(form.business),
    message: trimmed(form.message),
  };
  await saveContactMessage(deps.db, message);
  // The message is saved first: a mail failure must not lose it.
  try {
    await deps.mailer.send({
      to: deps.config.teamEmail,
      replyTo: message.email,
      subject: `Contact form: ${message.fullName}${message.business ? ` (${message.business})` : ''}`,
      text: `From: ${message.fullName} <${message.email}>\nPhone: ${message.phone}\nBusiness: ${message.business || '-'}\n\n${message.message}`,
    });
  } catch (error) {
    log.error({ err: error }, 'contact message saved but not e-mailed');
  }
}
