import { addDays, isRealDate, nairobiInstant, nairobiToday } from '@urembo/kenya';

/**
 * Free slots of a vendor, computed on the Nairobi wall clock from the working hours, the date
 * exceptions, the buffer, the capacity, the confirmed appointments and the blocked time; at a business
 * with staff, from each staff member's hours, appointments everywhere and blocked time instead of the
 * capacity. Pure and without database access, so the slots route, the booking request check and the
 * benchmarks all share one rule.
 * Bad input throws a RangeError in plain words; the routes turn it into a 400 field error.
 */

/** Slots start on the quarter hours of the clock (09:00, 09:15 ...). */
export const SLOT_STEP_MINUTES = 15;
/** A slot starts at least this long after the request, so the vendor has time to answer. */
export const LEAD_MINUTES = 60;
/** Slots are offered up to this many days after today on the Nairobi calendar, today included. */
export const DAYS_AHEAD = 90;
/** The longest date strip one call may count. */
export const MAX_STRIP_DAYS = 31;
export const MIN_DURATION_MINUTES = 15;
export const MAX_DURATION_MINUTES = 480;
export const MAX_BUFFER_MINUTES = 60;
export const MAX_TRAVEL_MINUTES = 120;
const MINUTE_MS = 60_000;

/** Ordered as Date.getUTCDay counts them, so a date's weekday indexes this list. */
export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Opening and closing time on the Nairobi wall clock, HH:MM; closing is after opening on the same day. */
export interface OpeningRange {
  open: string;
  close: string;
}

/**
 * A day's hours: one range, or several (a lunch break) in `ranges`, which then decide; `open` and `close`
 * are their first opening and last closing.
 */
export interface OpeningHours extends OpeningRange {
  ranges?: readonly OpeningRange[];
}

/** null: closed that weekday. */
export type WeeklyHours = Record<Weekday, OpeningHours | null>;

/** A date (YYYY-MM-DD) with other hours than its weekday, or null hours for a day off. */
export interface HoursException {
  date: string;
  hours: OpeningHours | null;
}

export interface VendorSchedule {
  weekly: WeeklyHours;
  exceptions?: readonly HoursException[];
  /** Minutes kept free before and after every confirmed appointment (0 to 60). */
  bufferMinutes?: number;
  /** How many appointments may run at the same time; 1 unless a business has more chairs. */
  capacity?: number;
}

/** A confirmed appointment of the vendor, as instants. */
export interface Appointment {
  start: Date;
  end: Date;
  /** A home visit's travel time, kept free before and after it. */
  travelMinutes?: number;
}

/** Time no slot may use, as instants (blocked time is not widened by the buffer). */
export interface Busy {
  start: Date;
  end: Date;
}

/**
 * A staff member of a business who may serve the service asked for: free when the slot is inside her
 * hours there and meets none of her appointments (at every business and her own) nor her blocked time.
 */
export interface Person {
  id: number;
  /** Her hours at the business, kept within the business's hours of the date; null: the business's. */
  weekly?: WeeklyHours | null;
  appointments: readonly Appointment[];
  blocked?: readonly Busy[];
}

export interface SlotQuery {
  schedule: VendorSchedule;
  /** The service's duration: 15 to 480 minutes in steps of 15. */
  durationMinutes: number;
  /**
   * The vendor's confirmed appointments, in any order. With `people`: those no staff member is on yet (each
   * takes one of the people free then).
   */
  appointments: readonly Appointment[];
  now: Date;
  /** The vendor's blocked time (the whole vendor's). */
  blocked?: readonly Busy[];
  /** Minutes kept free before and after the slot itself (a home visit), 0 to 120. */
  travelMinutes?: number;
  /**
   * A business with staff: the staff members who do the service (one, when the client chose her). A slot is
   * free when at least one of them is; the capacity does not count. Undefined: the capacity rule.
   */
  people?: readonly Person[];
}

/** A free slot on the Nairobi wall clock of the date asked for. */
export interface Slot {
  start: string;
  end: string;
}

export interface DayCount {
  date: string;
  free: number;
  /** The vendor does not work that day (as opposed to a day fully booked). */
  closed: boolean;
}

/** The free slots of one date (YYYY-MM-DD, Nairobi calendar), earliest first. */
export function freeSlots(date: string, query: SlotQuery): Slot[] {
  checkDate(date);
  return slotsOn(date, prepare(query));
}

/** How many free slots each of `days` dates from `from` has, for a date strip. */
export function freeDays(from: string, days: number, query: SlotQuery): DayCount[] {
  checkDate(from);
  if (!Number.isInteger(days) || days < 1 || days > MAX_STRIP_DAYS)
    throw new RangeError(`Days must be a whole number from 1 to ${MAX_STRIP_DAYS}.`);
  const plan = prepare(query);
  return Array.from({ length: days }, (_, i) => {
    const date = addDays(from, i);
    return { date, free: slotsOn(date, plan).length, closed: !hoursOn(date, plan) };
  });
}

interface Minutes {
  open: number;
  close: number;
}

/** Starts and ends (ms) of busy intervals, each sorted on its own (see `overlapping`). */
interface Intervals {
  starts: number[];
  ends: number[];
}

/** A staff member as the slot loop reads her. */
interface PersonPlan {
  id: number;
  /** Her weekly ranges, or null: the business's hours. */
  weekly: (Minutes[] | null)[] | null;
  busy: Intervals;
}

/** The checked query in the form the slot loop reads; built once per call, also for a 31-day strip. */
interface Plan {
  weekly: (Minutes[] | null)[];
  exceptions: Map<string, Minutes[] | null>;
  durationMinutes: number;
  capacity: number;
  /** The appointments widened by the buffer and their travel, and the blocked time. */
  busy: Intervals;
  /** Blocked time of the whole vendor, which no one may use even when `people` serve. */
  blocked: Intervals;
  people: PersonPlan[] | undefined;
  travel: number;
  earliestStart: number;
  firstDate: string;
  lastDate: string;
}

function prepare({
  schedule,
  durationMinutes,
  appointments,
  now,
  blocked = [],
  travelMinutes = 0,
  people,
}: SlotQuery): Plan {
  const { bufferMinutes = 0, capacity = 1 } = schedule;
  if (
    !Number.isInteger(durationMinutes) ||
    durationMinutes < MIN_DURATION_MINUTES ||
    durationMinutes > MAX_DURATION_MINUTES ||
    durationMinutes % SLOT_STEP_MINUTES !== 0
  )
    throw new RangeError(
      `Duration must be ${MIN_DURATION_MINUTES} to ${MAX_DURATION_MINUTES} minutes in steps of ${SLOT_STEP_MINUTES}.`,
    );
  if (!Number.isInteger(bufferMinutes) || bufferMinutes < 0 || bufferMinutes > MAX_BUFFER_MINUTES)
    throw new RangeError(`Buffer must be a whole number of minutes from 0 to ${MAX_BUFFER_MINUTES}.`);
  if (!Number.isInteger(capacity) || capacity < 1)
    throw new RangeError('Capacity must be a whole number of at least 1.');
  if (Number.isNaN(now.getTime())) throw new RangeError('Now must be a valid instant.');
  if (!Number.isInteger(travelMinutes) || travelMinutes < 0 || travelMinutes > MAX_TRAVEL_MINUTES)
    throw new RangeError(`Travel must be a whole number of minutes from 0 to ${MAX_TRAVEL_MINUTES}.`);

  const weekly = WEEKDAYS.map((day) => {
    const hours = schedule.weekly[day];
    return hours ? rangesOf(hours, capitalized(day)) : null;
  });
  const exceptions = new Map<string, Minutes[] | null>();
  for (const { date, hours } of schedule.exceptions ?? []) {
    checkDate(date);
    if (exceptions.has(date)) throw new RangeError(`There are two exceptions for ${date}.`);
    exceptions.set(date, hours ? rangesOf(hours, date) : null);
  }

  const buffer = bufferMinutes * MINUTE_MS;
  const today = nairobiToday(now);
  return {
    weekly,
    exceptions,
    durationMinutes,
    capacity,
    busy: intervals(appointments, buffer, []),
    blocked: intervals([], 0, blocked),
    people: people?.map((person) => ({
      id: person.id,
      weekly: person.weekly
        ? WEEKDAYS.map((day) => {
            const hours = person.weekly![day];
            return hours ? rangesOf(hours, capitalized(day)) : null;
          })
        : null,
      busy: intervals(person.appointments, buffer, person.blocked ?? []),
    })),
    travel: travelMinutes * MINUTE_MS,
    earliestStart: now.getTime() + LEAD_MINUTES * MINUTE_MS,
    firstDate: today,
    lastDate: addDays(today, DAYS_AHEAD),
  };
}

/** Appointments (widened by the buffer and their own travel) and blocked time as sorted intervals. */
function intervals(
  appointments: readonly Appointment[],
  buffer: number,
  blocked: readonly Busy[],
): Intervals {
  const starts: number[] = [];
  const ends: number[] = [];
  for (const { start, end, travelMinutes = 0 } of appointments) {
    if (!(start.getTime() < end.getTime())) throw new RangeError('An appointment must end after it starts.');
    const around = buffer + travelMinutes * MINUTE_MS;
    starts.push(start.getTime() - around);
    ends.push(end.getTime() + around);
  }
  for (const { start, end } of blocked) {
    if (!(start.getTime() < end.getTime())) throw new RangeError('Blocked time must end after it starts.');
    starts.push(start.getTime());
    ends.push(end.getTime());
  }
  starts.sort((a, b) => a - b);
  ends.sort((a, b) => a - b);
  return { starts, ends };
}

function slotsOn(date: string, plan: Plan): Slot[] {
  if (date < plan.firstDate || date > plan.lastDate) return [];
  const ranges = hoursOn(date, plan);
  if (!ranges) return [];
  const midnight = nairobiInstant(date, '00:00').getTime();
  const hoursOf = plan.people && peopleHours(date, ranges, plan.people);
  const slots: Slot[] = [];
  // A service fits inside one range: it does not run through the break.
  for (const hours of ranges) {
    const firstStart = Math.ceil(hours.open / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES;
    for (let start = firstStart; start + plan.durationMinutes <= hours.close; start += SLOT_STEP_MINUTES) {
      const from = midnight + start * MINUTE_MS;
      if (from < plan.earliestStart) continue;
      const free = hoursOf ? freePeopleAt(plan, hoursOf, start, from).length > 0 : chairFree(plan, from);
      if (free) slots.push({ start: clock(start), end: clock(start + plan.durationMinutes) });
    }
  }
  return slots;
}

/** The instants a slot starting at `from` keeps busy: the travel before and after it included. */
function busyWindow(plan: Plan, from: number): [number, number] {
  return [from - plan.travel, from + plan.durationMinutes * MINUTE_MS + plan.travel];
}

/** The capacity rule: no blocked time, and fewer appointments than chairs then. */
function chairFree(plan: Plan, from: number): boolean {
  const [busyFrom, busyTo] = busyWindow(plan, from);
  return (
    overlapping(plan.blocked, busyFrom, busyTo) === 0 &&
    overlapping(plan.busy, busyFrom, busyTo) < plan.capacity
  );
}

/** Each person's ranges on the date: hers, within the business's of that date (a day off closes for all). */
function peopleHours(date: string, business: Minutes[], people: PersonPlan[]): Minutes[][] {
  const weekday = weekdayOf(date);
  return people.map((person) => {
    if (!person.weekly) return business;
    return intersect(person.weekly[weekday] ?? [], business);
  });
}

/**
 * The people free for the slot starting at `start` (minutes of the day, `from` as an instant): inside their
 * hours, clear of their busy time and the vendor's blocked time, travel included; as many of them taken as
 * the vendor has confirmed appointments with no one on them then.
 */
function freePeopleAt(plan: Plan, hoursOf: Minutes[][], start: number, from: number): number[] {
  const people = plan.people!;
  const end = start + plan.durationMinutes;
  const [busyFrom, busyTo] = busyWindow(plan, from);
  if (overlapping(plan.blocked, busyFrom, busyTo) > 0) return [];
  const free: number[] = [];
  for (let i = 0; i < people.length; i++) {
    const inHours = hoursOf[i]!.some((range) => range.open <= start && end <= range.close);
    if (inHours && overlapping(people[i]!.busy, busyFrom, busyTo) === 0) free.push(people[i]!.id);
  }
  const unassigned = overlapping(plan.busy, busyFrom, busyTo);
  return unassigned >= free.length ? [] : free;
}

/**
 * The staff free for a slot of the date starting at `time` (HH:MM), in the order of `query.people`; [] when
 * the slot is not one of the free ones or the query has no people.
 */
export function freePeople(date: string, time: string, query: SlotQuery): number[] {
  checkDate(date);
  const plan = prepare(query);
  if (!plan.people || date < plan.firstDate || date > plan.lastDate) return [];
  const ranges = hoursOn(date, plan);
  if (!ranges) return [];
  const start = clockMinutes(time, 'The time');
  if (start % SLOT_STEP_MINUTES) return [];
  const from = nairobiInstant(date, '00:00').getTime() + start * MINUTE_MS;
  const end = start + plan.durationMinutes;
  if (from < plan.earliestStart) return [];
  if (!ranges.some((range) => range.open <= start && end <= range.close)) return [];
  return freePeopleAt(plan, peopleHours(date, ranges, plan.people), start, from);
}

/** The parts of `a` inside `b` (both sorted and not overlapping within themselves). */
function intersect(a: Minutes[], b: Minutes[]): Minutes[] {
  const out: Minutes[] = [];
  for (const x of a)
    for (const y of b) {
      const open = Math.max(x.open, y.open);
      const close = Math.min(x.close, y.close);
      if (open < close) out.push({ open, close });
    }
  return out.sort((p, q) => p.open - q.open);
}

function hoursOn(date: string, plan: Plan): Minutes[] | null | undefined {
  return plan.exceptions.has(date) ? plan.exceptions.get(date) : plan.weekly[weekdayOf(date)];
}

/**
 * How many busy intervals overlap [from, to). An interval that ends by `from` started before `to`
 * too, so the overlapping ones are those starting before `to` minus those ending by `from`: two
 * binary searches instead of a walk over every appointment.
 */
function overlapping(busy: Intervals, from: number, to: number): number {
  return countWhile(busy.starts, (t) => t < to) - countWhile(busy.ends, (t) => t <= from);
}

/** Length of the leading run of a sorted list for which `holds` is true. */
function countWhile(sorted: number[], holds: (value: number) => boolean): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (holds(sorted[middle]!)) low = middle + 1;
    else high = middle;
  }
  return low;
}

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The day's ranges in minutes, in order; overlapping ranges are refused. */
function rangesOf(hours: OpeningHours, day: string): Minutes[] {
  const ranges = (hours.ranges?.length ? hours.ranges : [hours]).map((range) => minutesOf(range, day));
  ranges.sort((a, b) => a.open - b.open);
  for (let i = 1; i < ranges.length; i++)
    if (ranges[i]!.open < ranges[i - 1]!.close) throw new RangeError(`${day}: opening ranges overlap.`);
  return ranges;
}

function minutesOf({ open, close }: OpeningRange, day: string): Minutes {
  const from = clockMinutes(open, `${day}: opening time`);
  const to = clockMinutes(close, `${day}: closing time`);
  if (to <= from) throw new RangeError(`${day}: closing time must be after opening time.`);
  return { open: from, close: to };
}

function clockMinutes(time: string, what: string): number {
  const match = HH_MM.exec(time);
  if (!match) throw new RangeError(`${what} must be written HH:MM, from 00:00 to 23:59.`);
  return Number(match[1]) * 60 + Number(match[2]);
}

function clock(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

function checkDate(date: string) {
  if (!isRealDate(date)) throw new RangeError(`${date || 'The date'} is not a real date written YYYY-MM-DD.`);
}

/** Calendar arithmetic at UTC noon of the date, so the server's time zone cannot shift the day. */
function calendarNoon(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}

function weekdayOf(date: string): number {
  return calendarNoon(date).getUTCDay();
}

function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
