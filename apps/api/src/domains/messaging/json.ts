import type { Locale } from '@urembo/i18n';
import type { notifications } from '../../db/schema.ts';
import { renderText } from '../../i18n/text.ts';

type Row = typeof notifications.$inferSelect;

/** A notification as stored, in English (the data export keeps what was written). */
export const notificationJson = (n: Row) => ({
  id: n.id,
  title: n.title,
  message: n.message,
  is_read: n.isRead,
  created_at: n.createdAt.toISOString(),
  kind: n.kind,
  link: n.link,
});

/**
 * A notification as its reader reads it: in the language she has chosen now (an old notification follows
 * a switch), or as stored for rows written before issue 20.
 */
export const readerNotificationJson = (n: Row, locale: Locale): ReturnType<typeof notificationJson> => ({
  ...notificationJson(n),
  ...(n.content
    ? { title: renderText(n.content.title, locale), message: renderText(n.content.message, locale) }
    : {}),
});
