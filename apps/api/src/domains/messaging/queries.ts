import { and, desc, eq } from 'drizzle-orm';
import { notifications } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { total, type Page } from '../../http/pagination.ts';

/** A user's own notification: another user's id matches nothing, as if it did not exist. */
const own = (userId: number, id: number) => and(eq(notifications.id, id), eq(notifications.userId, userId));

/** A page of the user's notifications, newest first, and how many there are. */
export function notificationPage(db: Db, userId: number, page: Page) {
  const mine = eq(notifications.userId, userId);
  return {
    rows: db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(page.size)
      .offset(page.offset),
    counted: db.select(total).from(notifications).where(mine),
  };
}

export async function markAllRead(db: Db, userId: number) {
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
}

export async function markRead(db: Db, userId: number, id: number) {
  const [row] = await db.update(notifications).set({ isRead: true }).where(own(userId, id)).returning();
  return row;
}

/** True when the notification was the user's and is gone. */
export async function deleteNotification(db: Db, userId: number, id: number): Promise<boolean> {
  const deleted = await db.delete(notifications).where(own(userId, id)).returning({ id: notifications.id });
  return deleted.length > 0;
}

export async function clearNotifications(db: Db, userId: number) {
  await db.delete(notifications).where(eq(notifications.userId, userId));
}
