import { and, eq, inArray, lt } from 'drizzle-orm';
import { bookings } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';

/** A vendor has a day after an appointment's end to mark how it went; then it counts as done. */
export const MARK_WITHIN_MS = 24 * 3_600_000;
/** How many are closed in one transaction: a round after a long outage works through them in steps. */
const BATCH = 200;
const EVERY_MS = 10 * 60_000;

/**
 * Confirmed appointments that ended more than a day ago and were never marked become completed, and
 * each client is asked for a review as when the vendor marks it. Answers how many were closed.
 */
export async function closePastAppointments(deps: Deps, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - MARK_WITHIN_MS);
  let closed = 0;
  for (;;) {
    const round = await deps.db.transaction(async (tx) => {
      const due = tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.status, 'confirmed'), lt(bookings.endsAt, before)))
        .limit(BATCH)
        // Two instances in the same round take different rows instead of waiting on each other.
        .for('update', { skipLocked: true });
      const done = await tx
        .update(bookings)
        .set({ status: 'completed' })
        .where(and(inArray(bookings.id, due), eq(bookings.status, 'confirmed')))
        .returning({ id: bookings.id });
      for (const { id } of done) await deps.events.raise(tx, 'booking.closed_unmarked', { bookingId: id });
      return done.length;
    });
    closed += round;
    if (round < BATCH) return closed;
  }
}

declare module '../../jobs/index.ts' {
  interface JobData {
    /** A round of closing unmarked appointments: however many instances ask, one runs per interval. */
    'close-appointments': Record<string, never>;
  }
}

/** A round is not tried again: the next interval's round does the same work. */
export const BOOKING_QUEUES = { 'close-appointments': 'once' } as const;

/** Every instance asks for a round each interval; the job queue lets one of them run it. Returns the stop. */
export function startAppointmentCloser(deps: Deps, log: (error: unknown) => void): Promise<() => void> {
  const timer = setInterval(() => {
    deps.jobs.sendOncePer('close-appointments', {}, EVERY_MS / 1000).catch(log);
  }, EVERY_MS);
  timer.unref();
  return deps.jobs
    .work('close-appointments', async () => ({ closed: await closePastAppointments(deps) }))
    .then(() => () => clearInterval(timer));
}
