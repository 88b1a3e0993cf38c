import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { bookings } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';

declare module '../../events/index.ts' {
  interface DomainEvents {
    /** The booking's staff member no longer works for the business: it waits for someone else now. */
    'booking.staff_released': { bookingId: number };
  }
}

/**
 * Future bookings (pending or confirmed, starting after now) assigned to `staffId` at `businessId` go back
 * to "anyone": staff null; a confirmed one goes back to pending, since a confirmed booking needs a person
 * or a chair, so the owner assigns someone else or declines. Raises 'booking.staff_released' for each so
 * its client is told. Returns how many. Runs inside the caller's transaction (employment ending).
 */
export async function releaseStaffBookings(
  deps: Deps,
  tx: Tx,
  businessId: number,
  staffId: number,
): Promise<number> {
  const released = await tx
    .update(bookings)
    .set({ staffId: null, status: 'pending' })
    .where(
      and(
        eq(bookings.vendorId, businessId),
        eq(bookings.staffId, staffId),
        inArray(bookings.status, ['pending', 'confirmed']),
        gt(bookings.startsAt, sql`now()`),
      ),
    )
    .returning({ id: bookings.id });
  for (const { id } of released) await deps.events.raise(tx, 'booking.staff_released', { bookingId: id });
  return released.length;
}
