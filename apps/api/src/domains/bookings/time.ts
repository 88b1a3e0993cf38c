/** Kenya keeps East Africa Time all year: UTC+3, no daylight saving. */
const OFFSET_MS = 3 * 60 * 60 * 1000;

/** Date (YYYY-MM-DD) and time (HH:MM) on the wall clock in Nairobi at the given instant. */
export function nairobiNow(now = new Date()): { date: string; time: string } {
  const local = new Date(now.getTime() + OFFSET_MS).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/** The instant of a Nairobi wall-clock date and time. */
export function nairobiInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+03:00`);
}

export function nairobiClock(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(11, 16);
}

/** True for a real calendar date (rejects 2026-02-30). */
export function isRealDate(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}
