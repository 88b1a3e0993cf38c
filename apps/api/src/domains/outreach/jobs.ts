import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import type { Topic } from './preferences.ts';
import type { SmsText } from './templates.ts';
import type { Text } from '../notifications/content.ts';

/**
 * Durable jobs in the database (pg-boss): every SMS, e-mail and reminder is a row written in the same
 * transaction as the event that causes it, so a rolled-back event sends nothing and a process that dies
 * after the commit loses nothing. Workers on any number of instances take each job once (SKIP LOCKED);
 * a failing job is retried with growing waits and kept as failed, with its error, after the last try.
 */
export const QUEUES = ['sms', 'email', 'reminder', 'reconcile'] as const;
export type Queue = (typeof QUEUES)[number];

/** The other users a message names (notify()), so erasing one of them finds it. */
interface Naming {
  about?: number[];
}

/** Job data names the user, not her number or address: a changed or erased contact is read at send time. */
export interface SmsJob extends Naming {
  user: number;
  /** What it is about: the user may have turned the topic's SMS off (preferences.ts). */
  topic: Topic;
  /** Rendered in the recipient's language when sent (a finished string in jobs queued before issue 20). */
  text: SmsText;
  /**
   * A verification code's number (normalised): the one SMS a number gets before it is verified, sent only
   * while the account still has that number. Every other SMS goes to the account's verified number.
   */
  verifies?: string;
}
export interface EmailJob extends Naming {
  user: number;
  topic: Topic;
  /** Rendered in the recipient's language when sent (finished strings in jobs queued before issue 20). */
  subject: Text;
  message: Text;
  /** A page of the app the message is about. */
  link: string | null;
}
export interface ReminderJob {
  booking: number;
  /** The appointment's start the reminder was planned for: a moved appointment makes it stale. */
  startsAt: string;
  lead: '24h' | '2h';
}
/** A round of the payment reconciler: however many instances ask, one runs per interval. */
export type ReconcileJob = Record<string, never>;
interface JobData {
  sms: SmsJob;
  email: EmailJob;
  reminder: ReminderJob;
  reconcile: ReconcileJob;
}

export type Handler<Q extends Queue> = (
  data: JobData[Q],
  job: { id: string; retryCount: number },
) => Promise<unknown>;

export interface Jobs {
  /** Writes a job in the caller's transaction: it exists, and runs, only if the transaction commits. */
  send<Q extends Queue>(tx: Tx, queue: Q, data: JobData[Q], options?: { startAfter?: Date }): Promise<void>;
  /**
   * Asks for one job of the queue in the current slot of `seconds`: every instance may ask, the database
   * (pg-boss's singleton index) keeps one job per slot, so the work runs once across instances.
   */
  sendOncePer<Q extends Queue>(queue: Q, data: JobData[Q], seconds: number): Promise<void>;
  /** Cancels the reminders still waiting for a booking, in the caller's transaction. */
  cancelReminders(tx: Tx, bookingId: number): Promise<void>;
  /** Starts taking jobs of a queue on this process. */
  work<Q extends Queue>(queue: Q, handler: Handler<Q>): Promise<void>;
  /** Takes and runs every due job of the queues now, once: tests and drills drive the queue with it. */
  drain(handlers: { [Q in Queue]?: Handler<Q> }): Promise<number>;
  stop(): Promise<void>;
}

declare module '../../deps.ts' {
  interface Deps {
    /** Durable jobs: every SMS, e-mail and reminder goes through them. */
    jobs: Jobs;
  }
}

/** Jobs a worker takes at a time, and how many of them it sends at once (the provider's calls wait on the network). */
const BATCH = 20;
const AT_ONCE = 5;

/** A retry waits 30 s, then 60, 120 ...: a provider's outage of an hour is ridden out in 8 tries. */
const RETRY = { retryLimit: 8, retryDelay: 30, retryBackoff: true } as const;
/** A periodic round is not retried: the next slot's round does the same work. */
const POLICY: Record<Queue, object> = {
  sms: RETRY,
  email: RETRY,
  reminder: RETRY,
  reconcile: { retryLimit: 0 },
};

export async function startJobs(
  database: Database,
  options: { onError: (error: Error) => void; pollingIntervalSeconds?: number },
): Promise<Jobs> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    // Cron schedules are not used: a reminder is a job whose start is in the future.
    schedule: false,
    // A send that takes more than a minute is presumed lost (its process died) and tried again; pg-boss
    // looks for such jobs every 30 s rather than its default 2 minutes.
    expireInSeconds: 60,
    maintenanceIntervalSeconds: 30,
    // Completed jobs are kept a week for questions ("did she get the SMS?"), failed ones a month.
    archiveCompletedAfterSeconds: 7 * 86_400,
    archiveFailedAfterSeconds: 30 * 86_400,
    deleteAfterDays: 30,
  });
  boss.on('error', options.onError);
  await boss.start();
  await createQueues(boss);

  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: BATCH };
  /**
   * Each job on its own: its answer kept as its output, a throw failing it alone (to be retried), so one
   * provider error does not take the rest of its batch down.
   */
  const run = async <Q extends Queue>(
    queue: Q,
    handler: Handler<Q>,
    job: { id: string; retryCount: number; data: JobData[Q] },
  ) => {
    try {
      const output = await handler(job.data, job);
      await boss.complete(queue, job.id, output && typeof output === 'object' ? output : undefined);
    } catch (error) {
      await boss.fail(queue, job.id, { message: error instanceof Error ? error.message : String(error) });
    }
  };
  return {
    async send(tx, queue, data, sendOptions = {}) {
      await boss.send(queue, data, { ...sendOptions, db: inTransaction(tx) });
    },
    async sendOncePer(queue, data, seconds) {
      await boss.send(queue, data, { singletonKey: queue, singletonSeconds: seconds });
    },
    async cancelReminders(tx, bookingId) {
      await tx.execute(sql`
        update pgboss.job set state = 'cancelled', completed_on = now()
        where name = 'reminder' and state in ('created', 'retry') and (data->>'booking')::int = ${bookingId}`);
    },
    async work(queue, handler) {
      // Set once work() answers; a batch back before then (it cannot be full so soon) needs no nudge.
      let worker = '';
      worker = await boss.work<JobData[typeof queue]>(
        queue,
        { ...polling, includeMetadata: true },
        async (jobs) => {
          for (let i = 0; i < jobs.length; i += AT_ONCE)
            await Promise.all(jobs.slice(i, i + AT_ONCE).map((job) => run(queue, handler, job)));
          // A full batch means more are waiting: the next is taken at once, not after the interval.
          if (jobs.length === BATCH) boss.notifyWorker(worker);
        },
      );
    },
    async drain(handlers) {
      let ran = 0;
      for (const queue of QUEUES) {
        const handler = handlers[queue] as Handler<Queue> | undefined;
        if (!handler) continue;
        for (;;) {
          const [job] = await boss.fetch<JobData[Queue]>(queue, { includeMetadata: true });
          if (!job) break;
          ran += 1;
          await run(queue, handler, job);
        }
      }
      return ran;
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}

/**
 * The queues, made by the first process that needs them (`pnpm migrate` makes them before any instance
 * starts). Instances starting together on a new database may both create: one finds the queue already
 * there, or PostgreSQL picks one of them as a deadlock's victim; either looks again after a moment.
 */
async function createQueues(boss: PgBoss, tries = 5): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
      for (const queue of QUEUES)
        if (!existing.has(queue)) await boss.createQueue(queue, { name: queue, ...POLICY[queue] });
      return;
    } catch (error) {
      const raced = /already exists|deadlock detected/.test(String(error));
      if (!raced || attempt >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
    }
  }
}

/**
 * pg-boss's statements run on the caller's transaction: its `$n` parameters become drizzle parameters,
 * so the job row commits or rolls back with the event on either driver.
 */
function inTransaction(tx: Tx): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const chunks: SQL[] = [];
      let last = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, match.index)), sql`${values[Number(match[1]) - 1] ?? null}`);
        last = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      // Both drivers answer raw statements with { rows }.
      const result = (await tx.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}
