import { addDays, findCounty, findSubCounty, isRealDate, nairobiToday } from '@urembo/kenya';
import type { BookingPlace, InstantBooking, UserType } from '../../db/schema.ts';
import { invalid, type FieldErrors } from '../../errors.ts';
import type { BodyOf, QueryOf } from '../../http/route.ts';
import {
  DAYS_AHEAD,
  MAX_BUFFER_MINUTES,
  MAX_DURATION_MINUTES,
  MAX_STRIP_DAYS,
  MAX_TRAVEL_MINUTES,
  MIN_DURATION_MINUTES,
  SLOT_STEP_MINUTES,
  WEEKDAYS,
  type HoursException,
  type OpeningHours,
  type VendorSchedule,
  type WeeklyHours,
} from './slots.ts';
import { message, type Text } from '../../i18n/index.ts';

export const MAX_PRICE_KES = 500_000;
export const MAX_MENU_ITEMS = 15;
export const MAX_CATEGORIES = 3;
export const MAX_CAPACITY = 50;
export const MAX_TRAVEL_FEE_KES = 50_000;
export const MAX_SERVICE_AREAS = 100;

/** A vendor's schedule as stored, with where it serves clients and how requests are confirmed. */
export interface StoredSchedule extends Required<VendorSchedule> {
  places: BookingPlace[];
  instantBooking: InstantBooking;
  /** Minutes kept free before and after a home visit. */
  travelMinutes: number;
}

/** Where a vendor makes home visits (sub-county '' = the whole county) and the travel fee there. */
export interface ServiceArea {
  county: string;
  subCounty: string;
  travelFeeKes: number;
}

const WORKDAYS = new Set(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']);
const DEFAULT_HOURS: OpeningHours = { open: '08:00', close: '18:00' };

/**
 * The week of a vendor that never saved one: Monday to Saturday, on the professional's working hours of the
 * spec's setup form when both are given (and make sense), else 08:00 to 18:00. Professionals, most of them
 * freelancers, serve at their place and at the client's; a business at its premises.
 */
export function defaultSchedule(
  vendorType: UserType,
  workingHours: { start: string; end: string } = { start: '', end: '' },
): StoredSchedule {
  const given = { open: workingHours.start, close: workingHours.end };
  const hours = hoursProblem(given) ? DEFAULT_HOURS : given;
  const weekly = Object.fromEntries(
    WEEKDAYS.map((day) => [day, WORKDAYS.has(day) ? hours : null]),
  ) as WeeklyHours;
  return {
    weekly,
    exceptions: [],
    bufferMinutes: 0,
    capacity: 1,
    places: vendorType === 'Business Owner' ? ['vendor'] : ['vendor', 'client'],
    instantBooking: 'off',
    travelMinutes: 0,
  };
}

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** What is wrong with opening hours, in plain words; undefined when they are fine. */
export function hoursProblem({ open, close }: OpeningHours): string | undefined {
  const from = HH_MM.exec(open);
  const to = HH_MM.exec(close);
  if (!from || !to) return 'Write times as HH:MM, from 00:00 to 23:59.';
  if (Number(from[2]) % SLOT_STEP_MINUTES || Number(to[2]) % SLOT_STEP_MINUTES)
    return 'Times must be on the quarter hour (:00, :15, :30 or :45).';
  if (close <= open) return 'Closing time must be after opening time.';
  return undefined;
}

/**
 * What is wrong with a day's hours (each range, and ranges that overlap), in plain words; undefined when
 * they are fine.
 */
export function dayProblem(hours: OpeningHours): string | undefined {
  if (!hours.ranges?.length) return hoursProblem(hours);
  for (const range of hours.ranges) {
    const problem = hoursProblem(range);
    if (problem) return problem;
  }
  const sorted = [...hours.ranges].sort((a, b) => a.open.localeCompare(b.open));
  for (let i = 1; i < sorted.length; i++)
    if (sorted[i]!.open < sorted[i - 1]!.close) return 'Opening ranges must not overlap.';
  return undefined;
}

/** A day as stored: several ranges in order with open and close their ends; one range as open and close. */
export function dayToStore(hours: OpeningHours | null): OpeningHours | null {
  if (!hours?.ranges?.length) return hours && { open: hours.open, close: hours.close };
  const ranges = [...hours.ranges]
    .sort((a, b) => a.open.localeCompare(b.open))
    .map(({ open, close }) => ({ open, close }));
  if (ranges.length === 1) return ranges[0]!;
  return { open: ranges[0]!.open, close: ranges.at(-1)!.close, ranges };
}

type ScheduleUpdate = BodyOf<'updateVendorSchedule'>;

/**
 * Checks a schedule the vendor sends: hours on the quarter-hour grid with closing after opening, exceptions
 * from today up to 90 days ahead (one per date), a buffer of 0 to 60 minutes and, for a business, a capacity
 * of 1 to 50, travel of 0 to 120 minutes and home-visit areas of Kenya. Answers the schedule to store (and
 * the areas, when sent), or field errors in plain words.
 */
export function checkSchedule(
  body: ScheduleUpdate,
  vendorType: UserType,
  current: StoredSchedule,
  now = new Date(),
): { schedule: StoredSchedule; areas: ServiceArea[] | undefined } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  for (const day of WEEKDAYS) {
    const hours = body.weekly[day];
    const problem = hours && dayProblem(hours);
    if (problem) errors[`weekly.${day}`] = [problem];
  }

  const today = nairobiToday(now);
  const lastDate = addDays(today, DAYS_AHEAD);
  const seen = new Set<string>();
  const exceptionErrors: Text[] = [];
  for (const { date, hours } of body.exceptions) {
    if (!isRealDate(date))
      exceptionErrors.push(
        date ? message('schedule.notARealDate', { date }) : 'A date is not a real date written YYYY-MM-DD.',
      );
    else if (date < today) exceptionErrors.push(message('schedule.datePast', { date }));
    else if (date > lastDate)
      exceptionErrors.push(message('schedule.dateTooFar', { date, days: DAYS_AHEAD }));
    else if (seen.has(date)) exceptionErrors.push(message('schedule.dateTwice', { date }));
    else {
      const problem = hours && dayProblem(hours);
      // The problem is an English sentence: as a Message it is rendered in the reader's language too.
      if (problem) exceptionErrors.push(message('schedule.dateProblem', { date, problem: message(problem) }));
    }
    seen.add(date);
  }
  if (exceptionErrors.length) errors.exceptions = exceptionErrors;

  const buffer = body.buffer_minutes;
  if (!Number.isInteger(buffer) || buffer < 0 || buffer > MAX_BUFFER_MINUTES)
    errors.buffer_minutes = [message('schedule.buffer', { max: MAX_BUFFER_MINUTES })];

  let capacity = current.capacity;
  if (body.capacity !== undefined) {
    if (vendorType !== 'Business Owner' && body.capacity !== 1)
      errors.capacity = ['A professional takes one client at a time.'];
    else if (!Number.isInteger(body.capacity) || body.capacity < 1 || body.capacity > MAX_CAPACITY)
      errors.capacity = [message('schedule.capacity', { max: MAX_CAPACITY })];
    else capacity = body.capacity;
  }

  const travel = body.travel_minutes ?? current.travelMinutes;
  if (!Number.isInteger(travel) || travel < 0 || travel > MAX_TRAVEL_MINUTES)
    errors.travel_minutes = [message('schedule.travel', { max: MAX_TRAVEL_MINUTES })];
  const areas = body.service_areas && checkServiceAreas(body.service_areas, errors);

  if (Object.keys(errors).length) return { errors };
  return {
    areas,
    schedule: {
      weekly: Object.fromEntries(
        WEEKDAYS.map((day) => [day, dayToStore(body.weekly[day] ?? null)]),
      ) as WeeklyHours,
      exceptions: [...body.exceptions]
        .sort((a, b) => a.date.localeCompare(b.date))
        .map(({ date, hours }) => ({ date, hours: dayToStore(hours) })) as HoursException[],
      bufferMinutes: buffer,
      capacity,
      places: [...new Set(body.places)],
      instantBooking: body.instant_booking ?? current.instantBooking,
      travelMinutes: travel,
    },
  };
}

/**
 * Home-visit areas: counties and sub-counties of Kenya (stored under their official names), each once, with
 * a whole-shilling fee of 0 to 50,000. Adds `service_areas` errors; answers the areas to store.
 */
function checkServiceAreas(
  sent: NonNullable<ScheduleUpdate['service_areas']>,
  errors: FieldErrors,
): ServiceArea[] {
  const problems: Text[] = [];
  const areas: ServiceArea[] = [];
  const seen = new Set<string>();
  if (sent.length > MAX_SERVICE_AREAS) problems.push(message('area.tooMany', { max: MAX_SERVICE_AREAS }));
  for (const area of sent) {
    const county = findCounty(area.county)?.name;
    const subCounty = county && area.sub_county.trim() ? findSubCounty(county, area.sub_county) : '';
    if (!county) {
      problems.push(message('area.county', { county: area.county }));
      continue;
    }
    if (subCounty === undefined) {
      problems.push(message('area.subCounty', { county, subCounty: area.sub_county }));
      continue;
    }
    const fee = area.travel_fee_kes;
    if (!Number.isInteger(fee) || fee < 0 || fee > MAX_TRAVEL_FEE_KES)
      problems.push(message('area.fee', { place: subCounty || county, max: MAX_TRAVEL_FEE_KES }));
    const key = `${county}/${subCounty}`;
    if (seen.has(key)) problems.push(message('area.twice', { place: subCounty || county }));
    seen.add(key);
    areas.push({ county, subCounty, travelFeeKes: fee });
  }
  if (problems.length) errors.service_areas = problems;
  return areas;
}

/** Exceptions of days already past are history: the schedule shows and uses only today's and later ones. */
export const upcomingExceptions = (exceptions: readonly HoursException[], now = new Date()) => {
  const today = nairobiToday(now);
  return exceptions.filter((e) => e.date >= today);
};

type MenuUpdate = BodyOf<'updateVendorMenu'>;

export interface MenuEntry {
  serviceId: number;
  priceKes: number;
  durationMinutes: number | null;
}

/**
 * Checks a menu the vendor sends: 1 to 15 services known to the catalogue, once each, priced KES 1 to
 * 500,000 in whole shillings, lasting 15 to 480 minutes in 15-minute steps; 1 to 3 known categories.
 */
export function checkMenu(
  body: MenuUpdate,
  catalogue: { services: Map<number, string>; categories: Set<number> },
): { entries: MenuEntry[] } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const itemErrors: Text[] = [];
  if (body.items.length < 1 || body.items.length > MAX_MENU_ITEMS)
    itemErrors.push(message('menu.itemCount', { max: MAX_MENU_ITEMS }));
  const seen = new Set<number>();
  for (const item of body.items) {
    const name = catalogue.services.get(item.service);
    if (!name) {
      itemErrors.push(message('menu.unknownService', { service: item.service }));
      continue;
    }
    if (seen.has(item.service)) itemErrors.push(message('menu.twice', { name }));
    seen.add(item.service);
    if (!Number.isInteger(item.price_kes) || item.price_kes < 1 || item.price_kes > MAX_PRICE_KES)
      itemErrors.push(message('menu.price', { name }));
    const minutes = item.duration_minutes;
    if (
      minutes !== undefined &&
      (!Number.isInteger(minutes) ||
        minutes < MIN_DURATION_MINUTES ||
        minutes > MAX_DURATION_MINUTES ||
        minutes % SLOT_STEP_MINUTES)
    )
      itemErrors.push(
        message('menu.duration', {
          name,
          min: MIN_DURATION_MINUTES,
          max: MAX_DURATION_MINUTES,
          step: SLOT_STEP_MINUTES,
        }),
      );
  }
  if (itemErrors.length) errors.items = itemErrors;
  if (body.categories !== undefined) {
    const categories = body.categories;
    if (
      categories.length < 1 ||
      categories.length > MAX_CATEGORIES ||
      new Set(categories).size !== categories.length
    )
      errors.categories = [message('menu.categories', { max: MAX_CATEGORIES })];
    else if (categories.some((id) => !catalogue.categories.has(id)))
      errors.categories = ['Choose categories from the catalogue.'];
  }
  if (Object.keys(errors).length) return { errors };
  return {
    entries: body.items.map((item) => ({
      serviceId: item.service,
      priceKes: item.price_kes,
      durationMinutes: item.duration_minutes ?? null,
    })),
  };
}

/** The days a slots query asks for: one date, or a strip of them (14 unless it says, 31 at most) from `from`. */
export function slotDays(query: QueryOf<'getVendorSlots'>): { first: string; days: number } {
  const errors: FieldErrors = {};
  if (query.date === undefined && query.from === undefined) errors.date = ['Give a date, or from and days.'];
  for (const field of ['date', 'from'] as const) {
    const value = query[field];
    if (value !== undefined && !isRealDate(value)) errors[field] = ['Date has wrong format. Use YYYY-MM-DD.'];
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return {
    first: (query.date ?? query.from)!,
    days: query.date !== undefined ? 1 : Math.min(query.days ?? 14, MAX_STRIP_DAYS),
  };
}

export const MAX_NOTE_CHARS = 200;
/** Upcoming and weekly blocked times one vendor may keep. */
export const MAX_BLOCKS = 300;

/** Blocked time to store: a range on a day (HH:MM), weekly or not, whose, and the private note. */
export interface BlockToStore {
  date: string;
  start: string;
  end: string;
  repeatsWeekly: boolean;
  note: string;
}

/**
 * Checks blocked time a vendor sends: a real date from today up to 90 days ahead, a range on the quarter-hour
 * grid ending after it starts, and a note of at most 200 characters. Field errors in plain words.
 */
export function checkBlock(
  body: BodyOf<'createBlockedTime'>,
  now = new Date(),
): { block: BlockToStore } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const today = nairobiToday(now);
  if (!isRealDate(body.date)) errors.date = ['Date has wrong format. Use YYYY-MM-DD.'];
  else if (body.date < today) errors.date = [message('schedule.datePast', { date: body.date })];
  else if (body.date > addDays(today, DAYS_AHEAD))
    errors.date = [message('schedule.dateTooFar', { date: body.date, days: DAYS_AHEAD })];
  const timeProblem = (time: string) => {
    const match = HH_MM.exec(time);
    if (!match) return 'Write times as HH:MM, from 00:00 to 23:59.';
    if (Number(match[2]) % SLOT_STEP_MINUTES)
      return 'Times must be on the quarter hour (:00, :15, :30 or :45).';
    return undefined;
  };
  const startProblem = timeProblem(body.start_time);
  const endProblem = timeProblem(body.end_time);
  if (startProblem) errors.start_time = [startProblem];
  if (endProblem) errors.end_time = [endProblem];
  else if (!startProblem && body.end_time <= body.start_time)
    errors.end_time = ['The end must be after the start.'];
  const note = body.note?.trim() ?? '';
  if ([...note].length > MAX_NOTE_CHARS) errors.note = [message('block.note', { max: MAX_NOTE_CHARS })];
  if (Object.keys(errors).length) return { errors };
  return {
    block: {
      date: body.date,
      start: body.start_time,
      end: body.end_time,
      repeatsWeekly: body.repeats_weekly ?? false,
      note,
    },
  };
}

type MinuteRange = { open: number; close: number };
const minutesOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const rangesOfDay = (hours: OpeningHours): MinuteRange[] =>
  (hours.ranges?.length ? hours.ranges : [hours]).map((r) => ({
    open: minutesOfDay(r.open),
    close: minutesOfDay(r.close),
  }));

/**
 * Checks what an owner sets for a staff member: services of the business's menu (each once), and hours that
 * keep within the business's hours of each weekday. Answers the settings to store (undefined: unchanged).
 */
export function checkStaffSettings(
  body: BodyOf<'updateStaffSettings'>,
  menu: ReadonlySet<number>,
  businessWeek: WeeklyHours,
):
  | { serviceIds: number[] | null | undefined; weekly: WeeklyHours | null | undefined }
  | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const services = body.service_ids;
  if (services) {
    const problems: Text[] = [];
    if (!services.length) problems.push('Choose at least one service, or every service.');
    if (new Set(services).size !== services.length) problems.push('Choose each service once.');
    for (const service of services)
      if (!menu.has(service)) problems.push(message('staff.notOnMenu', { service }));
    if (problems.length) errors.service_ids = problems;
  }
  let weekly: WeeklyHours | null | undefined = body.weekly === undefined ? undefined : null;
  if (body.weekly) {
    for (const day of WEEKDAYS) {
      const hours = body.weekly[day];
      if (!hours) continue;
      const problem = dayProblem(hours);
      if (problem) {
        errors[`weekly.${day}`] = [problem];
        continue;
      }
      const business = businessWeek[day];
      if (!business) {
        errors[`weekly.${day}`] = ['The business is closed that day.'];
        continue;
      }
      const open = rangesOfDay(business);
      const within = rangesOfDay(hours).every((r) =>
        open.some((b) => b.open <= r.open && r.close <= b.close),
      );
      if (!within) errors[`weekly.${day}`] = ["Keep her hours within the business's hours of that day."];
    }
    weekly = Object.fromEntries(
      WEEKDAYS.map((day) => [day, dayToStore(body.weekly![day] ?? null)]),
    ) as WeeklyHours;
  }
  if (Object.keys(errors).length) return { errors };
  return { serviceIds: services, weekly };
}
