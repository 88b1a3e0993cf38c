import { and, desc, eq, sql } from 'drizzle-orm';
import { notifications } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { paginated, pageOf } from '../../http/pagination.ts';
import { noContent, type Router } from '../../http/route.ts';

const notificationJson = (n: typeof notifications.$inferSelect) => ({
  id: n.id,
  title: n.title,
  message: n.message,
  is_read: n.isRead,
  created_at: n.createdAt.toISOString(),
  kind: n.kind,
  link: n.link,
});

export function notificationRoutes(router: Router): void {
  const signedIn = { access: {} } as const;

  router.route('listNotifications', signedIn, async ({ query, request, user, deps }) => {
    const page = pageOf(query);
    const mine = eq(notifications.userId, user.id);
    const [rows, [total]] = await Promise.all([
      deps.db
        .select()
        .from(notifications)
        .where(mine)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(page.size)
        .offset(page.offset),
      deps.db
        .select({ count: sql<number>`count(*)::int` })
        .from(notifications)
        .where(mine),
    ]);
    return paginated(request.url, page, total?.count ?? 0, rows.map(notificationJson));
  });

  router.route('markAllNotificationsAsRead', signedIn, async ({ user, deps }) => {
    await deps.db
      .update(notifications)
      .set({ isRead: true })
      .where(and(eq(notifications.userId, user.id), eq(notifications.isRead, false)));
    return noContent();
  });

  // Another user's notification answers 404, as if it did not exist: ids reveal nothing.
  router.route('markNotificationAsRead', signedIn, async ({ params, user, deps }) => {
    const [row] = await deps.db
      .update(notifications)
      .set({ isRead: true })
      .where(and(eq(notifications.id, Number(params.id)), eq(notifications.userId, user.id)))
      .returning();
    if (!row) throw notFound();
    return notificationJson(row);
  });

  router.route('deleteNotification', signedIn, async ({ params, user, deps }) => {
    const deleted = await deps.db
      .delete(notifications)
      .where(and(eq(notifications.id, Number(params.id)), eq(notifications.userId, user.id)))
      .returning({ id: notifications.id });
    if (!deleted.length) throw notFound();
    return noContent();
  });

  router.route('clearNotifications', signedIn, async ({ user, deps }) => {
    await deps.db.delete(notifications).where(eq(notifications.userId, user.id));
    return noContent();
  });
}
