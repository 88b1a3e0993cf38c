import { and, eq, isNull } from 'drizzle-orm';
import { notifications, users } from '../../db/schema.ts';
import type { Tx } from '../../db/client.ts';
import type { Jobs } from '../outreach/jobs.ts';
import { signalNotification } from './live.ts';
import type { Topic } from '../outreach/preferences.ts';
import type { SmsText } from '../outreach/templates.ts';
import { peopleIn, renderText, type Text } from './content.ts';

/** As openapi.yaml's NotificationKind: a vendor's denial is a booking_cancelled too. */
export type NotificationKind =
  | 'booking_requested'
  | 'booking_confirmed'
  | 'booking_cancelled'
  | 'booking_completed'
  | 'booking_rescheduled'
  | 'employment_requested'
  | 'employment_accepted'
  | 'employment_declined'
  | 'employment_invited'
  | 'employment_invitation_accepted'
  | 'employment_invitation_declined'
  | 'employment_withdrawn'
  | 'employee_added'
  | 'review_received'
  | 'payment_confirmed'
  | 'payment_failed';

/** Which of the user's choices (outreach/preferences.ts) decides whether a kind is sent by SMS or e-mail. */
const TOPIC_OF_KIND: Record<NotificationKind, Topic> = {
  booking_requested: 'bookings',
  booking_confirmed: 'bookings',
  booking_cancelled: 'bookings',
  booking_completed: 'bookings',
  booking_rescheduled: 'bookings',
  employment_requested: 'hiring',
  employment_accepted: 'hiring',
  employment_declined: 'hiring',
  employment_invited: 'hiring',
  employment_invitation_accepted: 'hiring',
  employment_invitation_declined: 'hiring',
  employment_withdrawn: 'hiring',
  employee_added: 'hiring',
  review_received: 'reviews',
  payment_confirmed: 'payments',
  payment_failed: 'payments',
};

export interface Notice {
  to: number;
  kind: NotificationKind;
  /**
   * Catalogue ids and values (content.ts), rendered in each reader's language when read or sent; a plain
   * string is a finished text, the same in every language (kept for callers not yet translated).
   */
  title: Text;
  message: Text;
  link: string | null;
  /**
   * The SMS to send as well (outreach/templates.ts `sms`), rendered in the recipient's language when
   * sent; none for events that are not worth a text.
   */
  sms?: SmsText;
}

/**
 * Written in the caller's transaction with its e-mail and SMS jobs, so an event, its notification and its
 * messages land together or not at all.
 */
export async function notify(tx: Tx, jobs: Jobs, notice: Notice): Promise<void> {
  const { to, kind, title, message, link } = notice;
  // An erased account is told nothing more (a payment it started may settle after), nor written to.
  const [recipient] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, to), isNull(users.deletedAt)));
  if (!recipient) return;
  // The English rendering stays in title and message for whatever reads the columns (export, privacy).
  const content = typeof title === 'object' && typeof message === 'object' ? { title, message } : null;
  const about = [...new Set([...peopleIn(title), ...peopleIn(message)])].filter((id) => id !== to);
  const [row] = await tx
    .insert(notifications)
    .values({
      userId: to,
      kind,
      title: renderText(title, 'en'),
      message: renderText(message, 'en'),
      content,
      aboutUserIds: about,
      link,
    })
    .returning({ id: notifications.id });
  await signalNotification(tx, to, row!.id);
  const topic = TOPIC_OF_KIND[kind];
  // Whom the messages name goes with them too, for erasure to find (privacy/forget.ts).
  const named = about.length ? { about } : {};
  await jobs.send(tx, 'email', { user: to, topic, subject: title, message, link, ...named });
  if (notice.sms) await jobs.send(tx, 'sms', { user: to, topic, text: notice.sms, ...named });
}
