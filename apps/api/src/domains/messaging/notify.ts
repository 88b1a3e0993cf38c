import { and, eq, isNull } from 'drizzle-orm';
import { notifications, users } from '../../db/schema.ts';
import type { Tx } from '../../db/client.ts';
import type { Jobs } from '../../jobs/index.ts';
import { NOTIFICATION_KINDS, type NotificationKind, type TextedKind } from './kinds.ts';
import { signalNotification } from './live.ts';
import type { SmsText } from './templates.ts';
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
