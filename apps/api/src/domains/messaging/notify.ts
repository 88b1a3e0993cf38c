import { and, eq, isNull } from 'drizzle-orm';
import { notifications, users } from '../../db/schema.ts';
import type { Tx } from '../../db/client.ts';
import type { Jobs } from '../../jobs/index.ts';
import { NOTIFICATION_KINDS, type NotificationKind, type TextedKind } from './kinds.ts';
import { signalNotification } from './live.ts';
import type { SmsText } from './templates.ts';
import type { Topic } from './preferences.ts';
import { peopleIn, renderText, type Text } from '../../i18n/text.ts';

export interface Notice<K extends NotificationKind = NotificationKind> {
  to: number;
  kind: K;
  /**
   * Catalogue ids and values (i18n/text.ts), rendered in each reader's language when read or sent; a plain
   * string is a finished text, the same in every language (kept for callers not yet translated).
   */
  title: Text;
  message: Text;
  link: string | null;
  /**
   * The SMS to send as well (templates.ts `sms`), rendered in the recipient's language when
   * sent; only kinds the table marks `texted` may carry one (kinds.ts).
   */
  sms?: K extends TextedKind ? SmsText : never;
}

/**
 * Written in the caller's transaction with its e-mail and SMS jobs, so an event, its notification and its
 * messages land together or not at all.
 */
export async function notify<K extends NotificationKind>(
  tx: Tx,
  jobs: Jobs,
  notice: Notice<K>,
): Promise<void> {
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
  const { topic } = NOTIFICATION_KINDS[kind];
  // Whom the messages name goes with them too, for erasure to find (privacy/forget.ts).
  const named = about.length ? { about } : {};
  await jobs.send(tx, 'email', { user: to, topic, subject: title, message, link, ...named });
  if (notice.sms) await jobs.send(tx, 'sms', { user: to, topic, text: notice.sms, ...named });
}

/** A booking as far as telling its client goes: her account, or the number a vendor wrote for her. */
export interface BookingClient {
  customerId: number | null;
  clientPhone: string;
  vendorId: number;
}

/**
 * Tells a booking's client: her account as `notify` does, or, for a walk-in or phone client without one,
 * the notice's SMS alone at the number the vendor wrote on the booking (she has no bell or e-mail).
 */
export async function tellClient<K extends NotificationKind>(
  tx: Tx,
  jobs: Jobs,
  booking: BookingClient,
  notice: Omit<Notice<K>, 'to'>,
): Promise<void> {
  if (booking.customerId !== null)
    return notify(tx, jobs, { ...notice, to: booking.customerId } as Notice<K>);
  if (notice.sms) await textClientPhone(tx, jobs, booking, NOTIFICATION_KINDS[notice.kind].topic, notice.sms);
}

/**
 * An SMS to a walk-in or phone client's number, in the vendor's language: the client chose none, and it is
 * the language the vendor spoke with her.
 */
export async function textClientPhone(
  tx: Tx,
  jobs: Jobs,
  booking: Pick<BookingClient, 'clientPhone' | 'vendorId'>,
  topic: Topic,
  text: SmsText,
): Promise<void> {
  if (!booking.clientPhone) return;
  const [vendor] = await tx
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, booking.vendorId));
  await jobs.send(tx, 'sms', { phone: booking.clientPhone, language: vendor?.language ?? 'en', topic, text });
}
