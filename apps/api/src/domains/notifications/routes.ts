import { notFound } from '../../http/errors.ts';
import { pageOf, pageOfRows } from '../../http/pagination.ts';
import { noContent, type Router } from '../../http/route.ts';
import { notificationJson } from './json.ts';
import {
  clearNotifications,
  deleteNotification,
  markAllRead,
  markRead,
  notificationPage,
} from './queries.ts';

export function notificationRoutes(router: Router): void {
  const signedIn = { access: {} } as const;

  router.route('listNotifications', signedIn, ({ query, request, user, deps }) => {
    const page = pageOf(query);
    return pageOfRows(request.url, page, notificationPage(deps.db, user.id, page), notificationJson);
  });

  router.route('markAllNotificationsAsRead', signedIn, async ({ user, deps }) => {
    await markAllRead(deps.db, user.id);
    return noContent();
  });

  // Another user's notification answers 404, as if it did not exist: ids reveal nothing.
  router.route('markNotificationAsRead', signedIn, async ({ params, user, deps }) => {
    const row = await markRead(deps.db, user.id, params.id);
    if (!row) throw notFound();
    return notificationJson(row);
  });

  router.route('deleteNotification', signedIn, async ({ params, user, deps }) => {
    if (!(await deleteNotification(deps.db, user.id, params.id))) throw notFound();
    return noContent();
  });

  router.route('clearNotifications', signedIn, async ({ user, deps }) => {
    await clearNotifications(deps.db, user.id);
    return noContent();
  });
}
