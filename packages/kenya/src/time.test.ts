import { describe, expect, it } from 'vitest';
import {
  addDays,
  isRealDate,
  nairobiClock,
  nairobiInstant,
  nairobiNow,
  nairobiTimestamp,
  nairobiToday,
  nairobiWallDate,
} from './time.ts';

// 21:30 UTC on 31 December is 00:30 on 1 January in Nairobi: every helper must cross the day and year.
const newYear = new Date('2026-12-31T21:30:05Z');

describe('time in Nairobi', () => {
  it('reads the wall clock three hours ahead of UTC, across a day and a year', () => {
    expect(nairobiNow(newYear)).toEqual({ date: '2027-01-01', time: '00:30' });
    expect(nairobiToday(newYear)).toBe('2027-01-01');
    expect(nairobiClock(newYear)).toBe('00:30');
    expect(nairobiTimestamp(newYear)).toBe('20270101003005');
  });

  it('gives a local Date whose fields read Nairobi time', () => {
    const wall = nairobiWallDate(newYear);
    expect([wall.getFullYear(), wall.getMonth(), wall.getDate(), wall.getHours(), wall.getMinutes()]).toEqual(
      [2027, 0, 1, 0, 30],
    );
  });

  it('turns a Nairobi date and time back into the instant', () => {
    expect(nairobiInstant('2027-01-01', '00:30').toISOString()).toBe('2026-12-31T21:30:00.000Z');
    expect(nairobiNow(nairobiInstant('2026-11-23', '14:45'))).toEqual({ date: '2026-11-23', time: '14:45' });
  });

  it('accepts only real calendar dates', () => {
    expect(isRealDate('2028-02-29')).toBe(true);
    expect(isRealDate('2026-02-29')).toBe(false);
    expect(isRealDate('2026-13-01')).toBe(false);
    expect(isRealDate('23/11/2026')).toBe(false);
  });

  it('counts calendar days across months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-11-23', 0)).toBe('2026-11-23');
    expect(addDays('2026-11-23', 90)).toBe('2027-02-21');
  });
});
