/**
 * Time in Kenya. The server checks booking dates and times on the wall clock in Nairobi and Daraja
 * checks its password timestamp the same way, whatever the time zone of the server or the phone.
 * Kenya keeps East Africa Time all year (UTC+3, no daylight saving), so a fixed offset is exact and
 * needs no time-zone data.
 */
const OFFSET_MS = 3 * 60 * 60 * 1000;

/** The instant as an ISO string read on the Nairobi wall clock (YYYY-MM-DDTHH:MM:SS.sssZ, Z meaning nothing). */
function wall(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString();
}

/** Date (YYYY-MM-DD) and time (HH:MM) on the wall clock in Nairobi at the given instant. */
export function nairobiNow(now: Date = new Date()): { date: string; time: string } {
  const local = wall(now);
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/** Today in Nairobi as YYYY-MM-DD. */
export function nairobiToday(now: Date = new Date()): string {
  return wall(now).slice(0, 10);
}

/** HH:MM on the wall clock in Nairobi at the given instant. */
export function nairobiClock(instant: Date): string {
  return wall(instant).slice(11, 16);
}

/** YYYYMMDDHHmmss in Nairobi (Daraja's timestamp). */
export function nairobiTimestamp(instant: Date = new Date()): string {
  return wall(instant).slice(0, 19).replace(/[-T:]/g, '');
}

/**
 * A Date whose local fields (getFullYear, getHours ...) read the Nairobi wall clock, for calendar
 * widgets that work in the device's local time.
 */
export function nairobiWallDate(now: Date = new Date()): Date {
  const local = new Date(now.getTime() + OFFSET_MS);
  return new Date(
    local.getUTCFullYear(),
    local.getUTCMonth(),
    local.getUTCDate(),
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
  );
}

/** The instant of a Nairobi wall-clock date (YYYY-MM-DD) and time (HH:MM). */
export function nairobiInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+03:00`);
}

/** True for a real calendar date written YYYY-MM-DD (rejects 2026-02-30). */
export function isRealDate(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/**
 * The calendar day `days` after a YYYY-MM-DD date (negative goes back). Counted in UTC, where no zone or
 * daylight shift can move a day, so the device's time zone never changes the answer.
 */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
