import { describe, expect, it } from 'vitest';
import { nairobiInstant } from '@urembo/kenya';
import {
  freeDays,
  freeSlots,
  type Appointment,
  type Person,
  type SlotQuery,
  type VendorSchedule,
  type WeeklyHours,
} from '../src/domains/scheduling/slots.ts';

// Monday 23 November 2026, 08:00 in Nairobi (05:00 UTC).
const NOW = nairobiInstant('2026-11-23', '08:00');
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
const SATURDAY = '2026-11-28';
const SUNDAY = '2026-11-29';

const weekdayHours = { open: '09:00', close: '17:00' };
const weekly: WeeklyHours = {
  sunday: null,
  monday: weekdayHours,
  tuesday: weekdayHours,
  wednesday: weekdayHours,
  thursday: weekdayHours,
  friday: weekdayHours,
  saturday: { open: '10:00', close: '14:00' },
};

interface Options {
  schedule?: Partial<VendorSchedule>;
  durationMinutes?: number;
  appointments?: Appointment[];
  now?: Date;
}

const query = ({ schedule, ...rest }: Options = {}): SlotQuery => ({
  durationMinutes: 60,
  appointments: [],
  now: NOW,
  ...rest,
  schedule: { weekly, ...schedule },
});

const appointment = (date: string, start: string, end: string): Appointment => ({
  start: nairobiInstant(date, start),
  end: nairobiInstant(date, end),
});

const starts = (date: string, options?: Options) => freeSlots(date, query(options)).map((s) => s.start);

/** Every quarter hour from `first` to `last`, both included. */
function quarterHours(first: string, last: string): string[] {
  const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const list: string[] = [];
  for (let m = toMinutes(first); m <= toMinutes(last); m += 15)
    list.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  return list;
}

function rangeErrorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof RangeError) return error.message;
    throw error;
  }
  throw new Error('Expected a RangeError.');
}

describe('working hours', () => {
  it('offers every quarter hour from opening while the service ends by closing time', () => {
    expect(freeSlots(SATURDAY, query({ durationMinutes: 90 }))).toEqual([
      { start: '10:00', end: '11:30' },
      { start: '10:15', end: '11:45' },
      { start: '10:30', end: '12:00' },
      { start: '10:45', end: '12:15' },
      { start: '11:00', end: '12:30' },
      { start: '11:15', end: '12:45' },
      { start: '11:30', end: '13:00' },
      { start: '11:45', end: '13:15' },
      { start: '12:00', end: '13:30' },
      { start: '12:15', end: '13:45' },
      { start: '12:30', end: '14:00' },
    ]);
  });

  it('reads the weekday of the date asked for', () => {
    expect(starts(TUESDAY)).toEqual(quarterHours('09:00', '16:00'));
    expect(freeSlots(TUESDAY, query()).at(-1)).toEqual({ start: '16:00', end: '17:00' });
    expect(starts(SATURDAY)).toEqual(quarterHours('10:00', '13:00'));
  });

  it('offers nothing on a closed weekday', () => {
    expect(freeSlots(SUNDAY, query())).toEqual([]);
  });

  it('starts on the next quarter hour when the vendor opens off the grid', () => {
    const schedule = { weekly: { ...weekly, saturday: { open: '10:10', close: '12:00' } } };
    expect(freeSlots(SATURDAY, query({ schedule }))).toEqual([
      { start: '10:15', end: '11:15' },
      { start: '10:30', end: '11:30' },
      { start: '10:45', end: '11:45' },
      { start: '11:00', end: '12:00' },
    ]);
  });

  it('never lets a long service run past closing time', () => {
    expect(freeSlots(SATURDAY, query({ durationMinutes: 240 }))).toEqual([{ start: '10:00', end: '14:00' }]);
    expect(freeSlots(SATURDAY, query({ durationMinutes: 255 }))).toEqual([]);
    expect(freeSlots(TUESDAY, query({ durationMinutes: 480 }))).toEqual([{ start: '09:00', end: '17:00' }]);
    expect(starts(TUESDAY, { durationMinutes: 300 })).toEqual(quarterHours('09:00', '12:00'));
  });
});

describe('date exceptions', () => {
  it('closes a day off and leaves the other days alone', () => {
    const schedule = { exceptions: [{ date: TUESDAY, hours: null }] };
    expect(freeSlots(TUESDAY, query({ schedule }))).toEqual([]);
    expect(starts('2026-11-25', { schedule })).toEqual(quarterHours('09:00', '16:00'));
  });

  it('uses the other hours of an exception instead of the weekday', () => {
    const schedule = { exceptions: [{ date: TUESDAY, hours: { open: '12:00', close: '14:00' } }] };
    expect(starts(TUESDAY, { schedule })).toEqual(['12:00', '12:15', '12:30', '12:45', '13:00']);
  });

  it('opens a day that is closed every week', () => {
    const schedule = { exceptions: [{ date: SUNDAY, hours: { open: '10:00', close: '11:30' } }] };
    expect(freeSlots(SUNDAY, query({ schedule }))).toEqual([
      { start: '10:00', end: '11:00' },
      { start: '10:15', end: '11:15' },
      { start: '10:30', end: '11:30' },
    ]);
  });
});

describe('confirmed appointments and buffers', () => {
  const longSaturday = { weekly: { ...weekly, saturday: { open: '09:00', close: '14:00' } } };
  const eleven = [appointment(SATURDAY, '11:00', '12:00')];

  it('without a buffer, a slot may end as an appointment starts and start as it ends', () => {
    expect(starts(SATURDAY, { appointments: eleven })).toEqual([
      '10:00',
      '12:00',
      '12:15',
      '12:30',
      '12:45',
      '13:00',
    ]);
  });

  it('keeps the buffer free before and after an appointment', () => {
    expect(
      starts(SATURDAY, { appointments: eleven, schedule: { ...longSaturday, bufferMinutes: 15 } }),
    ).toEqual(['09:00', '09:15', '09:30', '09:45', '12:15', '12:30', '12:45', '13:00']);
    expect(
      starts(SATURDAY, { appointments: eleven, schedule: { ...longSaturday, bufferMinutes: 60 } }),
    ).toEqual(['09:00', '13:00']);
  });

  it('reads appointments in any order and ignores those of other days', () => {
    const appointments = [
      appointment('2026-11-29', '10:00', '12:00'),
      appointment(SATURDAY, '12:30', '13:00'),
      appointment('2026-11-27', '10:00', '17:00'),
      appointment(SATURDAY, '10:00', '10:30'),
    ];
    expect(starts(SATURDAY, { appointments })).toEqual([
      '10:30',
      '10:45',
      '11:00',
      '11:15',
      '11:30',
      '13:00',
    ]);
  });

  it('a service longer than the gap between two appointments does not fit in it', () => {
    const appointments = [appointment(SATURDAY, '10:00', '11:00'), appointment(SATURDAY, '12:30', '14:00')];
    expect(starts(SATURDAY, { appointments, durationMinutes: 90 })).toEqual(['11:00']);
    expect(starts(SATURDAY, { appointments, durationMinutes: 105 })).toEqual([]);
  });
});

describe('capacity', () => {
  const threeAtTen = [1, 2, 3].map(() => appointment(SATURDAY, '10:00', '11:00'));

  it('with capacity 1 one appointment takes the time', () => {
    const appointments = threeAtTen.slice(0, 1);
    expect(starts(SATURDAY, { appointments, schedule: { capacity: 1 } })).toEqual(
      quarterHours('11:00', '13:00'),
    );
  });

  it('with capacity 3 the time stays free while fewer than 3 appointments overlap it', () => {
    const schedule = { capacity: 3 };
    expect(starts(SATURDAY, { appointments: threeAtTen.slice(0, 2), schedule })).toEqual(
      quarterHours('10:00', '13:00'),
    );
    expect(starts(SATURDAY, { appointments: threeAtTen, schedule })).toEqual(quarterHours('11:00', '13:00'));
    expect(
      starts(SATURDAY, { appointments: threeAtTen, schedule: { ...schedule, bufferMinutes: 15 } }),
    ).toEqual(quarterHours('11:15', '13:00'));
  });

  it('counts every appointment the slot overlaps, even ones that do not overlap each other', () => {
    const appointments = [
      appointment(SATURDAY, '10:00', '10:30'),
      appointment(SATURDAY, '11:00', '11:30'),
      appointment(SATURDAY, '12:00', '12:30'),
    ];
    expect(starts(SATURDAY, { appointments, durationMinutes: 180, schedule: { capacity: 3 } })).toEqual([
      '10:30',
      '10:45',
      '11:00',
    ]);
  });
});

describe('lead time and the 90-day window', () => {
  it('starts today at least 60 minutes from now, on the grid', () => {
    expect(starts(MONDAY)).toEqual(quarterHours('09:00', '16:00'));
    expect(starts(MONDAY, { now: nairobiInstant(MONDAY, '08:05') })).toEqual(quarterHours('09:15', '16:00'));
    expect(freeSlots(MONDAY, query({ now: nairobiInstant(MONDAY, '15:00') }))).toEqual([
      { start: '16:00', end: '17:00' },
    ]);
    expect(freeSlots(MONDAY, query({ now: nairobiInstant(MONDAY, '15:01') }))).toEqual([]);
  });

  it('offers nothing on a past date', () => {
    expect(freeSlots('2026-11-20', query())).toEqual([]);
  });

  it('offers the 90th day after today and not the 91st', () => {
    const hours = { open: '09:00', close: '10:00' };
    const schedule = {
      exceptions: [
        { date: '2027-02-21', hours },
        { date: '2027-02-22', hours },
      ],
    };
    expect(freeSlots('2027-02-21', query({ schedule }))).toEqual([{ start: '09:00', end: '10:00' }]);
    expect(freeSlots('2027-02-22', query({ schedule }))).toEqual([]);
    // 21:30 UTC on 23 November is already 24 November in Nairobi: the window moves a day.
    const lateNight = new Date('2026-11-23T21:30:00Z');
    expect(freeSlots('2027-02-22', query({ schedule, now: lateNight }))).toEqual([
      { start: '09:00', end: '10:00' },
    ]);
  });
});

describe('Nairobi time across UTC midnight', () => {
  const night = { open: '00:00', close: '03:00' };
  const schedule = {
    exceptions: [
      { date: MONDAY, hours: night },
      { date: TUESDAY, hours: night },
    ],
  };

  it('places an appointment at 21:30 UTC on the next Nairobi day', () => {
    // 00:30 to 01:30 on 24 November in Nairobi.
    const appointments = [{ start: new Date('2026-11-23T21:30:00Z'), end: new Date('2026-11-23T22:30:00Z') }];
    const now = nairobiInstant('2026-11-20', '08:00');
    expect(freeSlots(TUESDAY, query({ schedule, appointments, now }))).toEqual([
      { start: '01:30', end: '02:30' },
      { start: '01:45', end: '02:45' },
      { start: '02:00', end: '03:00' },
    ]);
    expect(starts(MONDAY, { schedule, appointments, now })).toEqual(quarterHours('00:00', '02:00'));
  });

  it('counts today and the lead time on the Nairobi clock', () => {
    const now = new Date('2026-11-23T21:30:00Z'); // 00:30 on 24 November in Nairobi
    expect(freeSlots(TUESDAY, query({ schedule, now }))).toEqual([
      { start: '01:30', end: '02:30' },
      { start: '01:45', end: '02:45' },
      { start: '02:00', end: '03:00' },
    ]);
    expect(freeSlots(MONDAY, query({ schedule, now }))).toEqual([]);
  });
});

describe('free days for a date strip', () => {
  it('counts the free slots of each day', () => {
    const appointments = [appointment(TUESDAY, '11:00', '12:00')];
    expect(freeDays(MONDAY, 7, query({ appointments }))).toEqual([
      { date: '2026-11-23', free: 29, closed: false },
      { date: '2026-11-24', free: 22, closed: false },
      { date: '2026-11-25', free: 29, closed: false },
      { date: '2026-11-26', free: 29, closed: false },
      { date: '2026-11-27', free: 29, closed: false },
      { date: '2026-11-28', free: 13, closed: false },
      { date: '2026-11-29', free: 0, closed: true },
    ]);
  });

  it('counts nothing before today or after the 90th day', () => {
    expect(freeDays('2026-11-21', 3, query())).toEqual([
      { date: '2026-11-21', free: 0, closed: false },
      { date: '2026-11-22', free: 0, closed: true },
      { date: '2026-11-23', free: 29, closed: false },
    ]);
    const schedule = { exceptions: [{ date: '2027-02-21', hours: { open: '09:00', close: '10:00' } }] };
    expect(freeDays('2027-02-19', 4, query({ schedule }))).toEqual([
      { date: '2027-02-19', free: 29, closed: false },
      { date: '2027-02-20', free: 13, closed: false },
      { date: '2027-02-21', free: 1, closed: false },
      { date: '2027-02-22', free: 0, closed: false },
    ]);
  });

  it('crosses month and year ends', () => {
    expect(freeDays('2026-12-30', 4, query()).map((d) => d.date)).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });

  it('allows up to 31 days', () => {
    expect(freeDays(MONDAY, 31, query())).toHaveLength(31);
    expect(rangeErrorOf(() => freeDays(MONDAY, 32, query()))).toBe(
      'Days must be a whole number from 1 to 31.',
    );
    expect(rangeErrorOf(() => freeDays(MONDAY, 0, query()))).toBe(
      'Days must be a whole number from 1 to 31.',
    );
    expect(rangeErrorOf(() => freeDays(MONDAY, 1.5, query()))).toBe(
      'Days must be a whole number from 1 to 31.',
    );
  });
});

describe('bad input', () => {
  it('refuses a date that is not a real YYYY-MM-DD', () => {
    expect(rangeErrorOf(() => freeSlots('2026-02-30', query()))).toBe(
      '2026-02-30 is not a real date written YYYY-MM-DD.',
    );
    expect(rangeErrorOf(() => freeSlots('2026-2-3', query()))).toBe(
      '2026-2-3 is not a real date written YYYY-MM-DD.',
    );
    expect(rangeErrorOf(() => freeSlots('', query()))).toBe(
      'The date is not a real date written YYYY-MM-DD.',
    );
    expect(rangeErrorOf(() => freeDays('24/11/2026', 7, query()))).toBe(
      '24/11/2026 is not a real date written YYYY-MM-DD.',
    );
  });

  it('refuses a duration off the 15-minute steps or outside 15 to 480 minutes', () => {
    for (const durationMinutes of [0, 10, 50, 22.5, 495, 600])
      expect(rangeErrorOf(() => freeSlots(TUESDAY, query({ durationMinutes })))).toBe(
        'Duration must be 15 to 480 minutes in steps of 15.',
      );
  });

  it('refuses hours that close before they open or are not HH:MM', () => {
    const weeklyWith = (monday: { open: string; close: string }) => ({ weekly: { ...weekly, monday } });
    expect(
      rangeErrorOf(() =>
        freeSlots(TUESDAY, query({ schedule: weeklyWith({ open: '17:00', close: '09:00' }) })),
      ),
    ).toBe('Monday: closing time must be after opening time.');
    expect(
      rangeErrorOf(() =>
        freeSlots(TUESDAY, query({ schedule: weeklyWith({ open: '09:00', close: '09:00' }) })),
      ),
    ).toBe('Monday: closing time must be after opening time.');
    expect(
      rangeErrorOf(() =>
        freeSlots(TUESDAY, query({ schedule: weeklyWith({ open: '9:00', close: '17:00' }) })),
      ),
    ).toBe('Monday: opening time must be written HH:MM, from 00:00 to 23:59.');
    expect(
      rangeErrorOf(() =>
        freeSlots(TUESDAY, query({ schedule: weeklyWith({ open: '09:00', close: '24:00' }) })),
      ),
    ).toBe('Monday: closing time must be written HH:MM, from 00:00 to 23:59.');
    const exceptions = [{ date: TUESDAY, hours: { open: '14:00', close: '12:00' } }];
    expect(rangeErrorOf(() => freeSlots(TUESDAY, query({ schedule: { exceptions } })))).toBe(
      '2026-11-24: closing time must be after opening time.',
    );
  });

  it('refuses bad exception dates', () => {
    expect(
      rangeErrorOf(() =>
        freeSlots(TUESDAY, query({ schedule: { exceptions: [{ date: '2026-13-01', hours: null }] } })),
      ),
    ).toBe('2026-13-01 is not a real date written YYYY-MM-DD.');
    const twice = [
      { date: TUESDAY, hours: null },
      { date: TUESDAY, hours: { open: '10:00', close: '12:00' } },
    ];
    expect(rangeErrorOf(() => freeSlots(TUESDAY, query({ schedule: { exceptions: twice } })))).toBe(
      'There are two exceptions for 2026-11-24.',
    );
  });

  it('refuses a buffer or capacity out of range', () => {
    for (const bufferMinutes of [-15, 61, 7.5])
      expect(rangeErrorOf(() => freeSlots(TUESDAY, query({ schedule: { bufferMinutes } })))).toBe(
        'Buffer must be a whole number of minutes from 0 to 60.',
      );
    for (const capacity of [0, -1, 2.5])
      expect(rangeErrorOf(() => freeSlots(TUESDAY, query({ schedule: { capacity } })))).toBe(
        'Capacity must be a whole number of at least 1.',
      );
  });

  it('refuses an appointment that does not end after it starts', () => {
    const appointments = [appointment(TUESDAY, '11:00', '11:00')];
    expect(rangeErrorOf(() => freeSlots(TUESDAY, query({ appointments })))).toBe(
      'An appointment must end after it starts.',
    );
    const unreadable = [{ start: new Date('not a date'), end: nairobiInstant(TUESDAY, '12:00') }];
    expect(rangeErrorOf(() => freeSlots(TUESDAY, query({ appointments: unreadable })))).toBe(
      'An appointment must end after it starts.',
    );
  });

  it('refuses a now that is not an instant', () => {
    expect(rangeErrorOf(() => freeSlots(TUESDAY, query({ now: new Date(Number.NaN) })))).toBe(
      'Now must be a valid instant.',
    );
  });
});

describe('against a plain reference', () => {
  /** Small seeded random numbers, so a failure reproduces. */
  function random(seed: number) {
    return () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  /** The rule as the issue words it, checked slot by slot against every appointment. */
  function reference(date: string, q: SlotQuery) {
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    const w = q.schedule.weekly;
    const hours = [w.sunday, w.monday, w.tuesday, w.wednesday, w.thursday, w.friday, w.saturday][weekday];
    if (!hours) return [];
    const buffer = (q.schedule.bufferMinutes ?? 0) * 60_000;
    const result: string[] = [];
    for (const start of quarterHours('00:00', '23:45')) {
      const s = nairobiInstant(date, start).getTime();
      const e = s + q.durationMinutes * 60_000;
      const end = new Date(e + 3 * 3_600_000).toISOString().slice(11, 16);
      if (start < hours.open || end > hours.close || end < start) continue;
      if (s < q.now.getTime() + 60 * 60_000) continue;
      const clashes = q.appointments.filter(
        ({ start: a, end: b }) => s < b.getTime() + buffer && a.getTime() < e + buffer,
      ).length;
      if (clashes < (q.schedule.capacity ?? 1)) result.push(start);
    }
    return result;
  }

  it('agrees with it for 200 appointments over a month', () => {
    const next = random(14);
    for (let round = 0; round < 12; round++) {
      const appointments = Array.from({ length: 200 }, () => {
        const start = NOW.getTime() + Math.floor(next() * 30 * 24 * 12) * 5 * 60_000;
        return { start: new Date(start), end: new Date(start + (1 + Math.floor(next() * 24)) * 10 * 60_000) };
      });
      const q = query({
        appointments,
        durationMinutes: 15 * (1 + Math.floor(next() * 16)),
        schedule: { bufferMinutes: [0, 5, 15, 30, 60][round % 5], capacity: 1 + (round % 3) },
      });
      const strip = freeDays(MONDAY, 31, q);
      for (const { date, free } of strip) {
        const expected = reference(date, q);
        expect(
          freeSlots(date, q).map((slot) => slot.start),
          `${date}, round ${round}`,
        ).toEqual(expected);
        expect(free).toBe(expected.length);
      }
    }
  });
});

describe('several opening ranges a day', () => {
  const lunchBreak = {
    open: '09:00',
    close: '17:00',
    ranges: [
      { open: '14:00', close: '17:00' },
      { open: '09:00', close: '13:00' },
    ],
  };

  it('offers slots in each range and none that runs through the break', () => {
    const list = starts(MONDAY, { schedule: { weekly: { ...weekly, monday: lunchBreak } } });
    expect(list).toEqual([...quarterHours('09:00', '12:00'), ...quarterHours('14:00', '16:00')]);
  });

  it('keeps the ranges of a date exception too, and a booking still blocks its range', () => {
    const list = starts(TUESDAY, {
      schedule: { exceptions: [{ date: TUESDAY, hours: lunchBreak }] },
      appointments: [appointment(TUESDAY, '15:00', '16:00')],
    });
    expect(list).toEqual([...quarterHours('09:00', '12:00'), '14:00', '16:00']);
  });

  it('refuses ranges that overlap or end before they start, in plain words', () => {
    const overlapping = {
      ...lunchBreak,
      ranges: [
        { open: '09:00', close: '13:00' },
        { open: '12:00', close: '17:00' },
      ],
    };
    expect(() => starts(MONDAY, { schedule: { weekly: { ...weekly, monday: overlapping } } })).toThrow(
      'Monday: opening ranges overlap.',
    );
    const backwards = { ...lunchBreak, ranges: [{ open: '13:00', close: '09:00' }] };
    expect(() => starts(MONDAY, { schedule: { weekly: { ...weekly, monday: backwards } } })).toThrow(
      'Monday: closing time must be after opening time.',
    );
  });
});

describe('slots of the people of a business (issue 32)', () => {
  const person = (id: number, more: Partial<Person> = {}): Person => ({ id, appointments: [], ...more });
  const peopleStarts = (people: Person[], more: Partial<SlotQuery> = {}) =>
    freeSlots(MONDAY, { ...query(), ...more, people }).map((s) => s.start);

  it('keeps a person busy wherever she was booked: her appointments at other businesses and her own block her', () => {
    // Wanjiru has a freelance client 10:00-11:00 and another salon's client 13:00-14:00.
    const wanjiru = person(1, {
      appointments: [appointment(MONDAY, '10:00', '11:00'), appointment(MONDAY, '13:00', '14:00')],
    });
    const free = peopleStarts([wanjiru]);
    expect(free).not.toContain('09:15');
    expect(free).not.toContain('10:30');
    expect(free).not.toContain('12:15');
    expect(free).toContain('09:00');
    expect(free).toContain('11:00');
    expect(free).toContain('14:00');
  });

  it('"anyone" is free while at least one of the people is, and an unassigned booking takes one of them', () => {
    const busyAt10 = person(1, { appointments: [appointment(MONDAY, '10:00', '11:00')] });
    const free = person(2);
    expect(peopleStarts([busyAt10, free])).toContain('10:00');
    // A confirmed booking with nobody on it yet, 10:00-11:00, needs the one who is free.
    expect(
      peopleStarts([busyAt10, free], { appointments: [appointment(MONDAY, '10:00', '11:00')] }),
    ).not.toContain('10:00');
    // Nobody who does the service: no slot at all (the capacity does not count).
    expect(peopleStarts([], { schedule: { weekly, capacity: 5 } })).toEqual([]);
  });

  it('keeps a person within her own hours at the business, and her breaks', () => {
    const mornings = person(1, {
      weekly: {
        ...weekly,
        monday: {
          open: '09:00',
          close: '13:00',
          ranges: [
            { open: '09:00', close: '11:00' },
            { open: '11:30', close: '13:00' },
          ],
        },
      },
    });
    const free = peopleStarts([mornings]);
    expect(free[0]).toBe('09:00');
    expect(free).toContain('10:00');
    expect(free).not.toContain('10:15'); // 10:15-11:15 runs into her break
    expect(free).toContain('11:30');
    expect(free.at(-1)).toBe('12:00');
  });

  it('blocked time of the business stops everyone; hers stops only her', () => {
    const block = (start: string, end: string) => ({
      start: nairobiInstant(MONDAY, start),
      end: nairobiInstant(MONDAY, end),
    });
    const akinyi = person(1, { blocked: [block('12:00', '13:00')] });
    expect(peopleStarts([akinyi])).not.toContain('12:00');
    expect(peopleStarts([akinyi, person(2)])).toContain('12:00');
    expect(peopleStarts([akinyi, person(2)], { blocked: [block('15:00', '16:00')] })).not.toContain('15:00');
    // Without people (a business with no staff), blocked time stops the chairs too.
    expect(starts(MONDAY, { schedule: { weekly, capacity: 3 } })).toContain('15:00');
    expect(
      freeSlots(MONDAY, {
        ...query({ schedule: { weekly, capacity: 3 } }),
        blocked: [block('15:00', '16:00')],
      }).map((s) => s.start),
    ).not.toContain('15:00');
  });

  it('keeps travel time free around a home visit, hers and the one asked for', () => {
    // A visit 11:00-12:00 with 30 minutes of travel keeps 10:30-12:30 busy.
    const visit = { ...appointment(MONDAY, '11:00', '12:00'), travelMinutes: 30 };
    const free = peopleStarts([person(1, { appointments: [visit] })]);
    expect(free).not.toContain('09:45'); // ends 10:45, inside her travel
    expect(free).toContain('09:30');
    expect(free).not.toContain('12:15');
    expect(free).toContain('12:30');
    // A visit asked for with 30 minutes of travel needs 30 minutes free on both sides.
    const asked = peopleStarts([person(1, { appointments: [appointment(MONDAY, '14:00', '15:00')] })], {
      travelMinutes: 30,
    });
    expect(asked).not.toContain('12:45'); // 12:45-13:45 + 30 runs into 14:00
    expect(asked).toContain('12:30');
    expect(asked).not.toContain('15:15');
    expect(asked).toContain('15:30');
  });
});
