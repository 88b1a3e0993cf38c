import { addDays, nairobiInstant } from '@urembo/kenya';
import type { Db, Tx } from '../../db/client.ts';
import { invalid } from '../../errors.ts';
import { confirmedAppointments, loadSchedule, loadVendorOffering } from './queries.ts';
import type { StoredSchedule } from './rules.ts';
import { freeSlots, MAX_BUFFER_MINUTES, type SlotQuery } from './slots.ts';

const MINUTE_MS = 60_000;

/**
 * The vendor's confirmed appointments that matter to the slots between two dates (Nairobi calendar): the
 * window is widened by the largest buffer, which reaches across midnight.
 */
function appointmentsAround(
  db: Db | Tx,
  vendorId: number,
  dates: { first: string; last: string },
  exceptBookingId?: number,
) {
  const margin = MAX_BUFFER_MINUTES * MINUTE_MS;
  const from = new Date(nairobiInstant(dates.first, '00:00').getTime() - margin);
  const to = new Date(nairobiInstant(addDays(dates.last, 1), '00:00').getTime() + margin);
  return confirmedAppointments(db, vendorId, from, to, exceptBookingId);
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
  const now = options.now ?? new Date();
  const [schedule, appointments] = await Promise.all([
    options.schedule ?? loadSchedule(db, vendorId, now),
    appointmentsAround(db, vendorId, { first: date, last: date }, options.exceptBookingId),
  ]);
  return freeSlots(date, { schedule, appointments, durationMinutes, now }).some(
    (slot) => slot.start === time,
  );
}

/**
 * What a vendor's free slots for one service over some days are worked out from, in one round trip: the
 * vendor with its schedule and the service, and the appointments around those days.
 */
export async function slotPlan(
  db: Db,
  vendorId: number,
  serviceId: number,
  { first, days }: { first: string; days: number },
  now = new Date(),
) {
  const [{ vendor, item }, appointments] = await Promise.all([
    loadVendorOffering(db, vendorId, serviceId, now),
    appointmentsAround(db, vendorId, { first, last: addDays(first, days - 1) }),
  ]);
  if (!item) throw invalid({ service: ['This vendor does not offer that service.'] });
  const plan: SlotQuery = {
    schedule: vendor.schedule,
    appointments,
    now,
    durationMinutes: item.durationMinutes,
  };
  return { vendor, item, plan };
}
