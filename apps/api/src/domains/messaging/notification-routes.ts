import { notFound, throttled } from '../../errors.ts';
import { unreadCount, type Pulse } from './live.ts';
import { pageOf, pageOfRows } from '../../http/pagination.ts';
import { noContent, type Router } from '../../http/route.ts';
import { readerNotificationJson } from './json.ts';
import {
  clearNotifications,
  deleteNotification,
  markAllRead,
  markRead,
  notificationPage,
} from './queries.ts';

/** Tabs of one person: more streams than this would only hold connections open for nothing. */
const MAX_STREAMS_PER_USER = 5;
/** Proxies close a connection silent for a minute or so. */
const PING_MS = 25_000;
/** How soon a browser whose stream this instance ended comes back (EventSource's `retry`). */
const RECONNECT_MS = 1000;
/** setTimeout's longest delay: a token good for longer has its stream ended early, and the browser reconnects. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export function notificationRoutes(router: Router): void {
  const signedIn = { access: {} } as const;

  router.route('listNotifications', signedIn, ({ query, request, user, deps }) => {
    const page = pageOf(query);
    // In the language the reader has chosen by now: an old notification follows her switch.
    return pageOfRows(request.url, page, notificationPage(deps.db, user.id, page), (row) =>
      readerNotificationJson(row, user.language),
    );
  });

  router.route('streamNotifications', signedIn, async ({ request, reply, user, deps }) => {
    if (deps.live.open(user.id) >= MAX_STREAMS_PER_USER) throw throttled(60);
    const first: Pulse = { unread: await unreadCount(deps.db, user.id), latest: null };
    // The answer is written by hand from here on, event by event, until the browser leaves.
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      // nginx would hold events back in its buffer.
      'x-accel-buffering': 'no',
      ...(deps.lifecycle.draining ? { connection: 'close' } : {}),
    });
    // A stream ended by this instance (draining after SIGTERM, or its session over) asks the browser to come
    // back within a second: its next connection goes through the proxy to an instance that is staying, with
    // the session the browser has by then (one that has ended is answered 401, and the browser stops). A
    // session's end is said first (`session-ended`), so the page can close the stream rather than earn that
    // 401, and open a new one when it has a session still (this tab changed the password, say).
    const end = (why: 'session' | 'draining') =>
      res.end(`${why === 'session' ? 'event: session-ended\ndata: {}\n\n' : ''}retry: ${RECONNECT_MS}\n\n`);
    if (deps.lifecycle.draining) {
      end('draining');
      return;
    }
    const send = (pulse: Pulse) => res.write(`event: notifications\ndata: ${JSON.stringify(pulse)}\n\n`);
    send(first);
    // The stream lives as long as its session: the hub ends it when the token version moves (on any
    // instance), the timer when the token expires.
    const { version, expiresAt } = user.session;
    let open = true;
    const stop = () => {
      open = false;
      clearInterval(ping);
      clearTimeout(expiry);
      unsubscribe();
    };
    const finish = (why: 'session' | 'draining') => {
      if (!open) return;
      stop();
      end(why);
    };
    // Each ping asks the database too, should a signal have been missed. When the database does not
    // answer, the stream goes on: no session can end without it, and the next ping sees any that did.
    const beat = async () => {
      const live = await deps.live.sessionLive(user.id, version).catch((error: unknown) => {
        request.log.error({ err: error }, 'live notifications: session check');
        return true;
      });
      if (!open) return;
      if (live) res.write(': ping\n\n');
      else finish('session');
    };
    const unsubscribe = deps.live.subscribe(user.id, { version, send, end: finish });
    const expiry = setTimeout(() => finish('session'), Math.min(expiresAt - Date.now(), MAX_TIMER_MS));
    const ping = setInterval(() => void beat(), PING_MS);
    request.raw.on('close', stop);
    // A session ended between authentication and subscribing was signalled before this stream listened.
    await beat();
  });

  router.route('markAllNotificationsAsRead', signedIn, async ({ user, deps }) => {
    await markAllRead(deps.db, user.id);
    return noContent();
  });

  // Another user's notification answers 404, as if it did not exist: ids reveal nothing.
  router.route('markNotificationAsRead', signedIn, async ({ params, user, deps }) => {
    const row = await markRead(deps.db, user.id, params.id);
    if (!row) throw notFound();
    return readerNotificationJson(row, user.language);
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
