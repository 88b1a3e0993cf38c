import { and, count, eq } from 'drizzle-orm';
import { notifications, users } from '../../db/schema.ts';
import type { Database, Db, Tx } from '../../db/client.ts';
import { sql } from 'drizzle-orm';
import { readerNotificationJson, type notificationJson } from './json.ts';

/** The channel notify() signals on; every instance listens, so a bell updates whichever one made the event. */
const CHANNEL = 'urembo_notifications';
/**
 * The channel a moved token version is signalled on: a stream lives only as long as the session it was
 * opened with, whichever instance holds it and whichever one ended the session.
 */
const SESSIONS_CHANNEL = 'urembo_sessions';

export type Pulse = { unread: number; latest: ReturnType<typeof notificationJson> | null };

interface Stream {
  /** The token version of the session the stream was opened with. */
  version: number;
  send(pulse: Pulse): void;
  /** Ends the stream: its session is over, or the instance is draining (the browser comes back elsewhere). */
  end(why: 'session' | 'draining'): void;
}

export interface LiveHub {
  /** Adds an open stream of the user; returns how to remove it. */
  subscribe(userId: number, stream: Stream): () => void;
  /** Streams open for the user on this instance. */
  open(userId: number): number;
  /**
   * Whether the session of this token version is still the user's: the safety net for a signal this
   * instance missed (its LISTEN connection was down when the session ended).
   */
  sessionLive(userId: number, version: number): Promise<boolean>;
  /** Ends every open stream (the instance is draining): browsers reconnect, through the proxy, elsewhere. */
  endStreams(): void;
  /** Ends every open stream (the server is stopping) and stops listening. */
  close(): Promise<void>;
}

declare module '../../deps.ts' {
  interface Deps {
    /** Open notification streams of this instance, told of new notifications by any instance. */
    live: LiveHub;
  }
}

/** Signals, once the transaction commits, that the user has a new notification. */
export async function signalNotification(tx: Tx, userId: number, notificationId: number) {
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${`${userId}:${notificationId}`})`);
}

/**
 * Signals, once the transaction commits, that the user's sessions so far have ended: called after the
 * token version was moved (sign-out, password or e-mail change, erasure), in the same transaction.
 */
export async function signalSessionsEnded(tx: Tx, userId: number) {
  await tx.execute(
    sql`select pg_notify(${SESSIONS_CHANNEL}, ${users.id} || ':' || ${users.tokenVersion}) from ${users} where ${users.id} = ${userId}`,
  );
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return row?.n ?? 0;
}

export async function startLiveHub(database: Database, onError: (error: unknown) => void): Promise<LiveHub> {
  const streams = new Map<number, Set<Stream>>();
  const pulse = async (payload: string) => {
    const [userId, notificationId] = payload.split(':').map(Number) as [number, number];
    const open = streams.get(userId);
    if (!open?.size) return;
    // In the language the reader has chosen by now, as the list would answer it.
    const [row] = await database.db
      .select({ notification: notifications, language: users.language })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)));
    const message = {
      unread: await unreadCount(database.db, userId),
      latest: row ? readerNotificationJson(row.notification, row.language) : null,
    };
    for (const stream of open) stream.send(message);
  };
  // Streams of older versions end; one opened with a newer token (the same browser, signed in again) stays.
  const sessionsEnded = (payload: string) => {
    const [userId, version] = payload.split(':').map(Number) as [number, number];
    for (const stream of streams.get(userId) ?? []) if (stream.version < version) stream.end('session');
  };
  const stopPulses = await database.listen(CHANNEL, (payload) => void pulse(payload).catch(onError));
  const stopSessions = await database.listen(SESSIONS_CHANNEL, sessionsEnded);
  const endStreams = () => {
    for (const open of streams.values()) for (const stream of open) stream.end('draining');
    streams.clear();
  };
  return {
    subscribe(userId, stream) {
      const open = streams.get(userId) ?? streams.set(userId, new Set()).get(userId)!;
      open.add(stream);
      return () => {
        open.delete(stream);
        // After endStreams() the user may have a new set by now, which stays.
        if (!open.size && streams.get(userId) === open) streams.delete(userId);
      };
    },
    open: (userId) => streams.get(userId)?.size ?? 0,
    async sessionLive(userId, version) {
      const [row] = await database.db
        .select({ version: users.tokenVersion })
        .from(users)
        .where(eq(users.id, userId));
      return row?.version === version;
    },
    endStreams,
    async close() {
      endStreams();
      await Promise.all([stopPulses(), stopSessions()]);
    },
  };
}
