import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../db/client.ts';

/**
 * Durable jobs in the database (pg-boss): every SMS, e-mail and reminder is a row written in the same
 * transaction as the event that causes it, so a rolled-back event sends nothing and a process that dies
 * after the commit loses nothing. Workers on any number of instances take each job once (SKIP LOCKED);
 * a failing job is retried with growing waits and kept as failed, with its error, after the last try.
 *
 * The queues are the domains': each declares its own, with what a job of it carries, beside the code
 * that sends them,
 *
 *     declare module '../../jobs/index.ts' {
 *       interface JobData { reminder: ReminderJob }
 *     }
 *
 * and names how it is retried in the table the entry points start the queue with (QueuePolicies).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface JobData {}

export type Queue = keyof JobData;

/**
 * `retried`: a failed job is tried again with growing waits (a provider's outage is ridden out).
 * `once`: a periodic round, not retried: the next slot's round does the same work.
 */
export type QueuePolicy = 'retried' | 'once';

/** Every queue with its policy: the type holds that none the domains declare is left out. */
export type QueuePolicies = { readonly [Q in Queue]: QueuePolicy };

export type Handler<Q extends Queue> = (
  data: JobData[Q],
  job: { id: string; retryCount: number },
) => Promise<unknown>;

export interface Jobs {
  /** The queues this queue serves, each created before the first job is sent. */
  readonly queues: readonly Queue[];
  /** Writes a job in the caller's transaction: it exists, and runs, only if the transaction commits. */
  send<Q extends Queue>(tx: Tx, queue: Q, data: JobData[Q], options?: { startAfter?: Date }): Promise<void>;
  /**
   * Asks for one job of the queue in the current slot of `seconds`: every instance may ask, the database
   * (pg-boss's singleton index) keeps one job per slot, so the work runs once across instances.
   */
  sendOncePer<Q extends Queue>(queue: Q, data: JobData[Q], seconds: number): Promise<void>;
  /**
   * Cancels the jobs of the queue still waiting whose data has these values (a booking's reminders), in
   * the caller's transaction.
   */
  cancelWaiting<Q extends Queue>(tx: Tx, queue: Q, match: Partial<JobData[Q]>): Promise<void>;
  /** Starts taking jobs of a queue on this process. */
  work<Q extends Queue>(queue: Q, handler: Handler<Q>): Promise<void>;
  /** Takes and runs every due job of the queues now, once: tests and drills drive the queue with it. */
  drain(handlers: { [Q in Queue]?: Handler<Q> }): Promise<number>;
  stop(): Promise<void>;
}

/** Jobs a worker takes at a time, and how many of them it sends at once (the provider's calls wait on the network). */
const BATCH = 20;
const AT_ONCE = 5;

const POLICY: Record<QueuePolicy, object> = {
  /** A retry waits 30 s, then 60, 120 ...: a provider's outage of an hour is ridden out in 8 tries. */
  retried: { retryLimit: 8, retryDelay: 30, retryBackoff: true },
  once: { retryLimit: 0 },
};

export async function startJobs(
  database: Database,
  options: {
    queues: QueuePolicies;
    onError: (error: Error) => void;
    pollingIntervalSeconds?: number;
  },
): Promise<Jobs> {
  const queues = Object.keys(options.queues) as Queue[];
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
  await createQueues(boss, options.queues);

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
    queues,
    async send(tx, queue, data, sendOptions = {}) {
      await boss.send(queue, data, { ...sendOptions, db: inTransaction(tx) });
    },
    async sendOncePer(queue, data, seconds) {
      await boss.send(queue, data, { singletonKey: queue, singletonSeconds: seconds });
    },
    async cancelWaiting(tx, queue, match) {
      const fields = Object.entries(match).map(([key, value]) => sql`data->>${key} = ${String(value)}`);
      await tx.execute(sql`
        update pgboss.job set state = 'cancelled', completed_on = now()
        where name = ${queue} and state in ('created', 'retry') and ${fields.length ? sql.join(fields, sql` and `) : sql`true`}`);
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
      for (const queue of queues) {
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
async function createQueues(boss: PgBoss, policies: QueuePolicies, tries = 5): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
      for (const [queue, policy] of Object.entries(policies) as [Queue, QueuePolicy][])
        if (!existing.has(queue)) await boss.createQueue(queue, { name: queue, ...POLICY[policy] });
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
