import { addDays, nairobiInstant } from '@urembo/kenya';
import type { Database, Db, Tx } from '../../db/client.ts';
import { invalid } from '../../errors.ts';
import {
  busyAround,
  loadSchedule,
  vendorOfferingForSlots,
  type BlockRow,
  type BusyBooking,
} from './queries.ts';
import type { StoredSchedule } from './rules.ts';
import {
  freePeople,
  freeSlots,
  MAX_BUFFER_MINUTES,
  MAX_TRAVEL_MINUTES,
  type Appointment,
  type Busy,
  type Person,
  type SlotQuery,
} from './slots.ts';

const MINUTE_MS = 60_000;
/**
 * How far from the days asked for a booking or blocked time can still take a slot: the buffer, a booking's
 * travel and the slot's own travel all reach across midnight.
 */
const MARGIN_MS = (MAX_BUFFER_MINUTES + 2 * MAX_TRAVEL_MINUTES) * MINUTE_MS;

export const NOT_STAFF = 'Choose someone who works at this business.';
export const NOT_HER_SERVICE = 'She does not do this service here. Choose someone else, or anyone available.';

type Busyness = NonNullable<Awaited<ReturnType<typeof busyAround>>>;

/**
 * What a vendor's slots over some days depend on beyond its schedule and the service (see `busyAround`),
 * read in one query.
 */
async function busyness(
  db: Db | Tx | Database,
  vendorId: number,
  dates: { first: string; last: string },
  exceptBookingId?: number,
): Promise<Busyness> {
  const from = new Date(nairobiInstant(dates.first, '00:00').getTime() - MARGIN_MS);
  const to = new Date(nairobiInstant(addDays(dates.last, 1), '00:00').getTime() + MARGIN_MS);
  const found = await busyAround(
    db,
    vendorId,
    // A day on each side: blocked time on the evening before can meet a morning slot's travel.
    { from, to, first: addDays(dates.first, -1), last: addDays(dates.last, 1) },
    exceptBookingId,
  );
  return found ?? { userType: 'Retail Customer', staff: [], blocks: [], bookings: [] };
}

/** Blocked time on the Nairobi wall clock as instants, each weekly one on every matching day of the window. */
function blockedOn(blocks: readonly BlockRow[], first: string, last: string): Busy[] {
  const busy: Busy[] = [];
  const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
  for (const block of blocks) {
    const days: string[] = [];
    if (!block.weekly) days.push(block.date);
    else
      for (let date = first; date <= last; date = addDays(date, 1))
        if (date >= block.date && weekday(date) === weekday(block.date)) days.push(date);
    for (const date of days)
      busy.push({ start: nairobiInstant(date, block.start), end: nairobiInstant(date, block.end) });
  }
  return busy;
}

const appointment = (b: BusyBooking): Appointment => ({
  start: new Date(Number(b.start)),
  end: new Date(Number(b.end)),
  travelMinutes: b.travel,
});

/** How the slot rules see this vendor: whose schedule, who serves, what keeps them busy. */
export interface SlotSetting {
  /** At a business with staff, who is asked for (a staff id), or null for anyone available. */
  staffId?: number | null;
  /** The service asked for: only staff who do it count. Left out: every staff member counts. */
  serviceId?: number;
  travelMinutes?: number;
}

/**
 * The slot query of a vendor over some days. A professional: her bookings everywhere (her own and those of
 * the businesses she works for) and her blocked time. A business without staff: its chairs, as before. A
 * business with staff: the staff who do the service (the one asked for, or everyone for "anyone"), each with
 * her hours at the business, her bookings everywhere and her blocked time; the business's own blocked time
 * stops everyone.
 */
function slotQuery(
  busy: Busyness,
  vendorId: number,
  schedule: StoredSchedule,
  durationMinutes: number,
  dates: { first: string; last: string },
  setting: SlotSetting,
  now: Date,
): SlotQuery {
  const first = addDays(dates.first, -1);
  const last = addDays(dates.last, 1);
  const base = { schedule, durationMinutes, now, travelMinutes: setting.travelMinutes ?? 0 };
  const ownBlocks = busy.blocks.filter((b) => b.vendorId === vendorId && b.staffId === null);
  if (busy.userType !== 'Business Owner' || !busy.staff.length)
    return {
      ...base,
      appointments: busy.bookings
        .filter((b) => busy.userType !== 'Business Owner' || b.vendorId === vendorId)
        .map(appointment),
      blocked: blockedOn(ownBlocks, first, last),
    };
  const staffIds = new Set(busy.staff.map((s) => s.id));
  const serving = busy.staff.filter(
    (s) =>
      (setting.staffId == null || s.id === setting.staffId) &&
      (setting.serviceId === undefined || s.serviceIds === null || s.serviceIds.includes(setting.serviceId)),
  );
  const people: Person[] = serving.map((s) => ({
    id: s.id,
    weekly: s.weekly,
    appointments: busy.bookings.filter((b) => b.staffId === s.id).map(appointment),
    blocked: blockedOn(
      busy.blocks.filter(
        (b) => (b.vendorId === vendorId && b.staffId === s.id) || (b.vendorId === s.id && b.staffId === null),
      ),
      first,
      last,
    ),
  }));
  // Confirmed bookings of the business no staff member is on (from before it had staff) each take someone.
  const unassigned =
    setting.staffId == null
      ? busy.bookings.filter(
          (b) => b.vendorId === vendorId && (b.staffId === null || !staffIds.has(b.staffId)),
        )
      : [];
  return {
    ...base,
    appointments: unassigned.map(appointment),
    blocked: blockedOn(ownBlocks, first, last),
    people,
  };
}

/**
 * Refuses a staff choice the slots cannot honour: someone who is not staff of the business (a professional
 * may be asked for by her own id), or who does not do the service.
 */
function checkStaffChoice(busy: Busyness, vendorId: number, serviceId: number, staffId: number | undefined) {
  if (staffId === undefined) return;
  if (busy.userType !== 'Business Owner') {
    if (staffId !== vendorId) throw invalid({ staff: [NOT_STAFF] });
    return;
  }
  const member = busy.staff.find((s) => s.id === staffId);
  if (!member) throw invalid({ staff: [NOT_STAFF] });
  if (member.serviceIds !== null && !member.serviceIds.includes(serviceId))
    throw invalid({ staff: [NOT_HER_SERVICE] });
}

/**
 * Whether a start time (HH:MM) on a date is one of the vendor's free slots for that duration now: for the
 * staff member asked for, or anyone available at a business with staff (doing the service when it is given);
 * the travel time of a home visit kept free around it.
 */
export async function isFreeSlot(
  db: Db | Tx,
  vendorId: number,
  durationMinutes: number,
  date: string,
  time: string,
  options: {
    now?: Date;
    exceptBookingId?: number;
    schedule?: StoredSchedule;
    staffId?: number | null;
    serviceId?: number;
    travelMinutes?: number;
  } = {},
): Promise<boolean> {
  const now = options.now ?? new Date();
  const dates = { first: date, last: date };
  const [schedule, busy] = await Promise.all([
    options.schedule ?? loadSchedule(db, vendorId, now),
    busyness(db, vendorId, dates, options.exceptBookingId),
  ]);
  let staffId = options.staffId;
  if (busy.userType !== 'Business Owner' || !busy.staff.length) staffId = null;
  else if (staffId != null && !busy.staff.some((s) => s.id === staffId)) return false;
  const query = slotQuery(busy, vendorId, schedule, durationMinutes, dates, { ...options, staffId }, now);
  return freeSlots(date, query).some((slot) => slot.start === time);
}

/**
 * Staff ids free for that slot (do the service, work then at the business, free everywhere: bookings at every
 * business and freelance, blocked times, travel), fewest confirmed bookings that day first; [] when none or
 * when the business has no staff.
 */
export async function freeStaff(
  db: Db | Tx,
  q: {
    businessId: number;
    serviceId: number;
    durationMinutes: number;
    date: string;
    time: string;
    travelMinutes?: number;
    exceptBookingId?: number;
    now?: Date;
  },
): Promise<number[]> {
  const now = q.now ?? new Date();
  const dates = { first: q.date, last: q.date };
  const [schedule, busy] = await Promise.all([
    loadSchedule(db, q.businessId, now),
    busyness(db, q.businessId, dates, q.exceptBookingId),
  ]);
  if (busy.userType !== 'Business Owner' || !busy.staff.length) return [];
  const query = slotQuery(
    busy,
    q.businessId,
    schedule,
    q.durationMinutes,
    dates,
    { serviceId: q.serviceId, travelMinutes: q.travelMinutes },
    now,
  );
  const free = freePeople(q.date, q.time, query);
  const load = (id: number) => busy.bookings.filter((b) => b.staffId === id && b.date === q.date).length;
  const order = new Map(free.map((id, i) => [id, i]));
  return free.sort((a, b) => load(a) - load(b) || order.get(a)! - order.get(b)!);
}

/**
 * What a vendor's free slots for one service over some days are worked out from, in two queries at once: the
 * vendor with its schedule and the service, and what keeps it (or its staff) busy around those days. A
 * `staff` choice that is not staff there or does not do the service is a 400.
 */
export async function slotPlan(
  database: Database,
  vendorId: number,
  serviceId: number,
  { first, days }: { first: string; days: number },
  choice: { staff?: number; place?: 'vendor' | 'client' } = {},
  now = new Date(),
) {
  const dates = { first, last: addDays(first, days - 1) };
  const [{ vendor, item }, busy] = await Promise.all([
    vendorOfferingForSlots(database, vendorId, serviceId, now),
    busyness(database, vendorId, dates),
  ]);
  if (!item) throw invalid({ service: ['This vendor does not offer that service.'] });
  checkStaffChoice(busy, vendorId, serviceId, choice.staff);
  const plan = slotQuery(
    busy,
    vendorId,
    vendor.schedule,
    item.durationMinutes,
    dates,
    {
      staffId: busy.userType === 'Business Owner' ? choice.staff : undefined,
      serviceId,
      travelMinutes: choice.place === 'client' ? vendor.schedule.travelMinutes : 0,
    },
    now,
  );
  return { vendor, item, plan };
}
