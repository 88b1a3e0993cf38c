/** Dates as the API sends them: 'YYYY-MM-DD' in the user's local calendar (no time zone shifts). */
export function toIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

export function fromIsoDate(iso: string): Date {
  const [year = 1970, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(year, month - 1, day);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** Same day of the month in another month, clamped to its last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(date.getFullYear(), date.getMonth() + months, 1);
  const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  target.setDate(Math.min(date.getDate(), lastDay));
  return target;
}

export function startOfMonth(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), 1);
}

/** The month as weeks of seven cells, Sunday first; null pads the days of other months. */
export function monthWeeks(month: Date): (Date | null)[][] {
  const first = startOfMonth(month);
  const daysInMonth = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
  const cells: (Date | null)[] = Array.from({ length: first.getDay() }, () => null);
  for (let day = 1; day <= daysInMonth; day++)
    cells.push(new Date(first.getFullYear(), first.getMonth(), day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (Date | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

/** 'HH:MM' from hours and minutes. */
export function toTime(hours: number, minutes: number): string {
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

export function parseTime(time: string): { hours: number; minutes: number } {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return { hours, minutes };
}

export const MINUTE_STEP = 15;

/**
 * The earliest quarter hour that is not before `now`, or null when none is left today
 * (23:50 has no later slot).
 */
export function earliestSlotToday(now: Date): string | null {
  const minutes = now.getHours() * 60 + now.getMinutes() + (now.getSeconds() > 0 ? 1 : 0);
  const slot = Math.ceil(minutes / MINUTE_STEP) * MINUTE_STEP;
  if (slot >= 24 * 60) return null;
  return toTime(Math.floor(slot / 60), slot % 60);
}

/** Whether 'HH:MM' on today's date is earlier than `now` (to the minute). */
export function isPastTimeToday(time: string, now: Date): boolean {
  const { hours, minutes } = parseTime(time);
  return hours * 60 + minutes < now.getHours() * 60 + now.getMinutes();
}
