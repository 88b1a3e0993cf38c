import { nairobiInstant } from '@urembo/kenya';
import type { Db, Tx } from '../../db/client.ts';
import { confirmedAppointments, loadSchedule } from './queries.ts';
import type { StoredSchedule } from './rules.ts';
import { addDays, freeSlots, MAX_BUFFER_MINUTES, type SlotQuery } from './slots.ts';

const MINUTE_MS = 60_000;

/**
 * Everything the slot rule needs to answer for a vendor between two dates (Nairobi calendar) but the
 * duration: its schedule and its confirmed appointments in that window, read in two queries at once
 * whatever the number of days.
 */
export async function slotWindow(
  db: Db | Tx,
  vendorId: number,
  dates: { first: string; last: string },
  options: { now?: Date; exceptBookingId?: number; schedule?: StoredSchedule } = {},
): Promise<Omit<SlotQuery, 'durationMinutes'>> {
  const now = options.now ?? new Date();
  // A buffer reaches across midnight: widen the window so appointments just outside it still count.
  const margin = MAX_BUFFER_MINUTES * MINUTE_MS;
  const from = new Date(nairobiInstant(dates.first, '00:00').getTime() - margin);
  const to = new Date(nairobiInstant(addDays(dates.last, 1), '00:00').getTime() + margin);
  const [schedule, appointments] = await Promise.all([
    options.schedule ?? loadSchedule(db, vendorId, now),
    confirmedAppointments(db, vendorId, from, to, options.exceptBookingId),
  ]);
  return { schedule, appointments, now };
}

/** Whether a start time (HH:MM) on a date is one of the vendor's free slots for that duration now. */
export async function isFreeSlot(
  db: Db | Tx,
  vendorId: number,
  durationMinutes: number,
  date: string,
  time: string,
  options: { now?: Date; exceptBookingId?: number; schedule?: StoredSchedule } = {},
): Promise<boolean> {
  const window = await slotWindow(db, vendorId, { first: date, last: date }, options);
  return freeSlots(date, { ...window, durationMinutes }).some((slot) => slot.start === time);
}
