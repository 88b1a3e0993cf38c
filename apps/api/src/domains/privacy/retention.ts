import { and, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  contactMessages,
  domainEvents,
  entitlements,
  notifications,
  passwordResetCodes,
  payments,
  users,
} from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { RETENTION_DAYS, type RetentionKind } from './notice.ts';
import { sweepOutboxes } from './outboxes.ts';

const DAY_MS = 86_400_000;

/**
 * Deletes what has outlived its period in RETENTION_DAYS (the privacy notice's promise); answers how many
 * rows of each kind went. Payments go only once their payer's account was deleted: a live account's
 * history and what it bought still need them.
 */
export async function sweepExpiredData(
  db: Db,
  now = new Date(),
  dataDir = 'memory://',
): Promise<Partial<Record<RetentionKind, number>>> {
  const before = (
    kind: 'payments' | 'notifications' | 'password_reset_codes' | 'contact_messages' | 'message_jobs',
  ) => new Date(now.getTime() - RETENTION_DAYS[kind] * DAY_MS);
  const swept = await db.transaction(async (tx) => {
    const notes = await tx
      .delete(notifications)
      .where(lt(notifications.createdAt, before('notifications')))
      .returning({ id: notifications.id });
    const codes = await tx
      .delete(passwordResetCodes)
      .where(lt(passwordResetCodes.createdAt, before('password_reset_codes')))
      .returning({ id: passwordResetCodes.id });
    const messages = await tx
      .delete(contactMessages)
      .where(lt(contactMessages.createdAt, before('contact_messages')))
      .returning({ id: contactMessages.id });
    // The outbox of the events that caused the messages is kept as long as the messages' jobs.
    const events = await tx
      .delete(domainEvents)
      .where(lt(domainEvents.createdAt, before('message_jobs')))
      .returning({ id: domainEvents.id });
    const ofDeletedAccounts = sql`${payments.payerId} in (select ${users.id} from ${users} where ${isNotNull(users.deletedAt)})`;
    const expired = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(lt(payments.createdAt, before('payments')), ofDeletedAccounts));
    const ids = expired.map((row) => row.id);
    if (ids.length) {
      // Erasure deleted the account's entitlements already; this keeps the foreign key safe regardless.
      await tx.delete(entitlements).where(inArray(entitlements.paymentId, ids));
      await tx.delete(payments).where(inArray(payments.id, ids));
    }
    return {
      notifications: notes.length,
      password_reset_codes: codes.length,
      contact_messages: messages.length,
      payments: ids.length,
      events: events.length,
    };
  });
  const { events, ...kept } = swept;
  const jobs = await sweepMessageJobs(db, before('message_jobs'));
  const copies = await sweepOutboxes(dataDir, before('message_jobs'));
  return { ...kept, message_jobs: events + jobs + copies };
}

/**
 * The SMS and e-mail jobs finished before then, wherever pg-boss keeps them (its own schedule archives
 * them after a week or a month and drops them a month later: this keeps the stated period).
 */
async function sweepMessageJobs(db: Db, before: Date): Promise<number> {
  const ready = (await db.execute(
    sql`select to_regclass('pgboss.archive') is not null as ready`,
  )) as unknown as { rows: { ready: boolean }[] };
  // A database the job queue never started on holds no jobs.
  if (!ready.rows[0]?.ready) return 0;
  const at = before.toISOString();
  const done = (await db.execute(sql`
    delete from pgboss.job
    where name in ('sms', 'email') and state in ('completed', 'failed', 'cancelled')
      and completed_on < ${at}::timestamptz
    returning id`)) as unknown as { rows: unknown[] };
  const archived = (await db.execute(sql`
    delete from pgboss.archive
    where name in ('sms', 'email') and coalesce(completed_on, archived_on) < ${at}::timestamptz
    returning id`)) as unknown as { rows: unknown[] };
  return done.rows.length + archived.rows.length;
}

/**
 * Sweeps when the server is ready and then daily. The first sweep is awaited, so it never runs under a
 * caller's requests; a failure is logged and the server serves regardless.
 */
export function scheduleRetention(app: FastifyInstance, db: Db, dataDir: string, everyMs = DAY_MS): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = sweepExpiredData(db, new Date(), dataDir).catch((error: unknown) =>
      app.log.error({ err: error }, 'retention sweep'),
    );
    return running;
  };
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
