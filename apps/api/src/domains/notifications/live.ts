import { and, count, eq } from 'drizzle-orm';
import { notifications, users } from '../../db/schema.ts';
import type { Database, Db, Tx } from '../../db/client.ts';
import { sql } from 'drizzle-orm';
import { readerNotificationJson, type notificationJson } from './json.ts';

/** The channel notify() signals on; every instance listens, so a bell updates whichever one made the event. */
const CHANNEL = 'urembo_notifications';

export type Pulse = { unread: number; latest: ReturnType<typeof notificationJson> | null };

interface Stream {
  send(pulse: Pulse): void;
  end(): void;
}

export interface LiveHub {
  /** Adds an open stream of the user; returns how to remove it. */
  subscribe(userId: number, stream: Stream): () => void;
  /** Streams open for the user on this instance. */
  open(userId: number): number;
  /** Ends every open stream (the instance is draining): browsers reconnect, through the proxy, elsewhere. */
  endStreams(): void;
  /** Ends every open stream (the server is stopping) and stops listening. */
  close(): Promise<void>;
}

/** Signals, once the transaction commits, that the user has a new notification. */
export async function signalNotification(tx: Tx, userId: number, notificationId: number) {
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${`${userId}:${notificationId}`})`);
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
  const stop = await database.listen(CHANNEL, (payload) => void pulse(payload).catch(onError));
  const endStreams = () => {
    for (const open of streams.values()) for (const stream of open) stream.end();
    streams.clear();
  };
  return {
    subscribe(userId, stream) {
      const open = streams.get(userId) ?? streams.set(userId, new Set()).get(userId)!;
      open.add(stream);
      return () => {
        open.delete(stream);
        if (!open.size) streams.delete(userId);
      };
    },
    open: (userId) => streams.get(userId)?.size ?? 0,
    endStreams,
    async close() {
      endStreams();
      await stop();
    },
  };
}
