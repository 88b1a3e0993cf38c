import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nairobiToday } from '@urembo/kenya';
import { startTestServer, type TestServer } from './harness.ts';
import {
  bookingForm,
  business,
  customer,
  day,
  professional,
  professionalSetupForm,
  serviceIds,
  workEveryDay,
  type User,
} from './fixtures.ts';

let server: TestServer;
let pro: User;
let salon: User;
let client: User;
let haircut: number;
let braids: number;
let manicure: number;

const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const nineToFive = Object.fromEntries(WEEK.map((d) => [d, { open: '09:00', close: '17:00' }]));

beforeAll(async () => {
  server = await startTestServer();
  [haircut, braids, manicure] = await serviceIds(server, 'Haircut', 'Box Braids', 'Manicure');
  [pro, salon, client] = await Promise.all([
    professional(server, { services: [haircut, braids] }),
    business(server, { services_business: [manicure] }),
    customer(server),
  ]);
});
afterAll(() => server.close());

/** A weekday date (Mon-Sat) at least `n` days ahead. */
function workday(n: number): string {
  for (let i = n; ; i += 1) if (new Date(`${day(i)}T12:00:00Z`).getUTCDay() !== 0) return day(i);
}

describe('service menu', () => {
  it('shows the catalogue price and duration until the vendor sets its own, cheapest first', async () => {
    const res = await client.get(`/api/vendors/${pro.id}/menu/`);
    expect(res.status).toBe(200);
    expect(res.body.items.map((i: { service: number }) => i.service)).toEqual([haircut, braids]);
    expect(res.body.items[0]).toMatchObject({ name: 'Haircut', duration_minutes: 45 });
    expect(res.body.items[0].price_kes).toBeGreaterThan(0);
  });

  it('replaces the menu and categories in one go; cards show the lowest price and the list filters on it', async () => {
    const res = await pro.put(`/api/vendors/${pro.id}/menu/`, {
      json: {
        items: [
          { service: haircut, price_kes: 600, duration_minutes: 30 },
          { service: braids, price_kes: 5000, duration_minutes: 300 },
        ],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.items).toEqual([
      { service: haircut, name: 'Haircut', price_kes: 600, duration_minutes: 30 },
      { service: braids, name: 'Box Braids', price_kes: 5000, duration_minutes: 300 },
    ]);
    const card = await client.get(`/api/beauty-professionals/${pro.id}/`);
    expect(card.body.price_from).toBe(600);
    expect(card.body.services).toEqual(expect.arrayContaining([haircut, braids]));

    const cheap = await client.get('/api/beauty-professionals/?max_price=600&page_size=100');
    expect(cheap.body.results.map((p: { id: number }) => p.id)).toContain(pro.id);
    const cheaper = await client.get('/api/beauty-professionals/?max_price=599&page_size=100');
    expect(cheaper.body.results.map((p: { id: number }) => p.id)).not.toContain(pro.id);
  });

  it('refuses prices, durations, services and categories out of range in plain words, saving nothing', async () => {
    const res = await pro.put(`/api/vendors/${pro.id}/menu/`, {
      json: {
        categories: [1, 2, 3, 4],
        items: [
          { service: haircut, price_kes: 0 },
          { service: braids, price_kes: 600_000, duration_minutes: 50 },
          { service: 999_999, price_kes: 100 },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.items).toEqual([
      'Set a price from KES 1 to KES 500,000 (whole shillings) for Haircut.',
      'Set a price from KES 1 to KES 500,000 (whole shillings) for Box Braids.',
      'Box Braids must last 15 to 480 minutes, in steps of 15.',
      'Service 999999 is not in the catalogue.',
    ]);
    expect(res.body.categories).toEqual(['Choose 1 to 3 different categories.']);
    expect((await client.get(`/api/vendors/${pro.id}/menu/`)).body.items[0].price_kes).toBe(600);
  });

  it('keeps the prices of services still offered when the setup form saves the services again', async () => {
    const res = await pro.put(`/api/beauty-professionals/${pro.id}/`, {
      form: await professionalSetupForm(server, pro, { services: [haircut, braids, manicure] }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const menu = await client.get(`/api/vendors/${pro.id}/menu/`);
    expect(menu.body.items.find((i: { service: number }) => i.service === haircut).price_kes).toBe(600);
    expect(menu.body.items).toHaveLength(3);
    await pro.put(`/api/vendors/${pro.id}/menu/`, {
      json: {
        items: [
          { service: haircut, price_kes: 600, duration_minutes: 30 },
          { service: braids, price_kes: 5000, duration_minutes: 300 },
        ],
      },
    });
  });

  it('lists a vendor under every category of its menu, not only the main one', async () => {
    const menu = await client.get(`/api/vendors/${pro.id}/menu/`);
    const [main] = menu.body.categories as number[];
    const other = (await client.get('/api/service-categories/?page_size=100')).body.results
      .map((c: { id: number }) => c.id)
      .find((id: number) => id !== main);
    const underOther = () => client.get(`/api/beauty-professionals/?service_category=${other}&page_size=100`);
    expect((await underOther()).body.results.map((p: { id: number }) => p.id)).not.toContain(pro.id);
    const res = await pro.put(`/api/vendors/${pro.id}/menu/`, {
      json: {
        categories: [main, other],
        items: menu.body.items.map((i: { service: number; price_kes: number; duration_minutes: number }) => ({
          service: i.service,
          price_kes: i.price_kes,
          duration_minutes: i.duration_minutes,
        })),
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await underOther()).body.results.map((p: { id: number }) => p.id)).toContain(pro.id);
    const byMain = await client.get(`/api/beauty-professionals/?service_category=${main}&page_size=100`);
    expect(byMain.body.results.map((p: { id: number }) => p.id)).toContain(pro.id);
  });

  it('lets only the vendor change its menu', async () => {
    const other = await salon.put(`/api/vendors/${pro.id}/menu/`, {
      json: { items: [{ service: haircut, price_kes: 1 }] },
    });
    expect(other.status).toBe(403);
    const asClient = await client.put(`/api/vendors/${client.id}/menu/`, {
      json: { items: [{ service: haircut, price_kes: 1 }] },
    });
    expect(asClient.status).toBe(403);
  });
});

describe('working hours', () => {
  it('gives a vendor that never saved hours Monday to Saturday from its setup hours', async () => {
    const fresh = await professional(server);
    // The fixtures save a week for every vendor: forget it to see the default.
    await server.database.db.execute(`delete from vendor_schedules where vendor_id = ${fresh.id}`);
    await fresh.patch(`/api/beauty-professionals/${fresh.id}/`, {
      json: { working_hours_start: '07:30', working_hours_end: '19:00' },
    });
    const res = await client.get(`/api/vendors/${fresh.id}/schedule/`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      timezone: 'Africa/Nairobi',
      weekly: {
        monday: { open: '07:30', close: '19:00' },
        saturday: { open: '07:30', close: '19:00' },
        sunday: null,
      },
      exceptions: [],
      buffer_minutes: 0,
      capacity: 1,
      places: ['vendor', 'client'],
      is_available: true,
    });
  });

  it('refuses hours that close before they open, off the grid, exceptions in the past and odd buffers', async () => {
    const res = await pro.put(`/api/vendors/${pro.id}/schedule/`, {
      json: {
        weekly: {
          ...nineToFive,
          monday: { open: '17:00', close: '09:00' },
          tuesday: { open: '09:10', close: '17:00' },
        },
        exceptions: [
          { date: day(-1), hours: null },
          { date: day(91), hours: null },
          { date: '2026-02-30', hours: null },
        ],
        buffer_minutes: 90,
        capacity: 3,
        places: ['vendor'],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      'weekly.monday': ['Closing time must be after opening time.'],
      'weekly.tuesday': ['Times must be on the quarter hour (:00, :15, :30 or :45).'],
      exceptions: [
        `${day(-1)} is in the past.`,
        `${day(91)} is more than 90 days ahead.`,
        '2026-02-30 is not a real date written YYYY-MM-DD.',
      ],
      buffer_minutes: ['The buffer must be 0 to 60 minutes.'],
      capacity: ['A professional takes one client at a time.'],
    });
  });

  it('saves hours, exceptions, buffer and places, and the slots follow them', async () => {
    const date = workday(3);
    // The very next day, whatever weekday it is: the two-day strip below shows exactly these two.
    const dayOff = day(Math.round((Date.parse(date) - Date.parse(nairobiToday())) / 86_400_000) + 1);
    const res = await pro.put(`/api/vendors/${pro.id}/schedule/`, {
      json: {
        weekly: nineToFive,
        exceptions: [
          { date: dayOff, hours: null },
          { date, hours: { open: '10:00', close: '12:00' } },
        ],
        buffer_minutes: 15,
        places: ['client', 'vendor'],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.exceptions).toEqual([
      { date, hours: { open: '10:00', close: '12:00' } },
      { date: dayOff, hours: null },
    ]);

    const slots = await client.get(`/api/vendors/${pro.id}/slots/?service=${haircut}&date=${date}`);
    expect(slots.status).toBe(200);
    expect(slots.body).toMatchObject({
      vendor: pro.id,
      service: haircut,
      date,
      timezone: 'Africa/Nairobi',
      duration_minutes: 30,
      price_kes: 600,
    });
    expect(slots.body.slots.map((s: { start: string }) => s.start)).toEqual([
      '10:00',
      '10:15',
      '10:30',
      '10:45',
      '11:00',
      '11:15',
      '11:30',
    ]);
    expect(slots.body.slots.at(-1)).toEqual({ start: '11:30', end: '12:00' });

    const strip = await client.get(`/api/vendors/${pro.id}/slots/?service=${haircut}&from=${date}&days=2`);
    expect(strip.body.days).toEqual([
      { date, free: 7, closed: false },
      { date: dayOff, free: 0, closed: true },
    ]);
  });

  it('keeps several opening ranges a day (a lunch break), refuses overlapping ones, and the slots skip the break', async () => {
    const date = workday(4);
    const weekday = WEEK[(new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7]!;
    const lunch = { open: '09:00', close: '13:00' };
    const afternoon = { open: '14:00', close: '17:00' };
    const refused = await pro.put(`/api/vendors/${pro.id}/schedule/`, {
      json: {
        weekly: {
          ...nineToFive,
          [weekday]: { open: '09:00', close: '17:00', ranges: [lunch, { open: '12:30', close: '17:00' }] },
        },
        exceptions: [],
        buffer_minutes: 0,
        places: ['vendor'],
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body[`weekly.${weekday}`]).toEqual(['Opening ranges must not overlap.']);

    const saved = await pro.put(`/api/vendors/${pro.id}/schedule/`, {
      json: {
        weekly: { ...nineToFive, [weekday]: { open: '10:00', close: '11:00', ranges: [afternoon, lunch] } },
        exceptions: [],
        buffer_minutes: 0,
        places: ['vendor'],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // The ranges decide; open and close are their ends. A day of one range answers as before.
    expect(saved.body.weekly[weekday]).toEqual({ open: '09:00', close: '17:00', ranges: [lunch, afternoon] });
    expect(saved.body.weekly[weekday === 'monday' ? 'tuesday' : 'monday']).toEqual({
      open: '09:00',
      close: '17:00',
    });
    const again = await client.get(`/api/vendors/${pro.id}/schedule/`);
    expect(again.body.weekly[weekday].ranges).toEqual([lunch, afternoon]);

    const slots = await client.get(`/api/vendors/${pro.id}/slots/?service=${haircut}&date=${date}`);
    const starts = slots.body.slots.map((s: { start: string }) => s.start);
    expect(starts).toContain('12:30');
    expect(starts).not.toContain('12:45');
    expect(starts).not.toContain('13:30');
    expect(starts).toContain('14:00');
    expect(starts.at(-1)).toBe('16:30');
  });

  it('answers slots questions with bad input in plain words', async () => {
    const notOffered = await client.get(`/api/vendors/${pro.id}/slots/?service=${manicure}&date=${day(1)}`);
    expect(notOffered.status).toBe(400);
    expect(notOffered.body).toEqual({ service: ['This vendor does not offer that service.'] });
    const badDate = await client.get(`/api/vendors/${pro.id}/slots/?service=${haircut}&date=14-03-2026`);
    expect(badDate.status).toBe(400);
    expect(badDate.body.date).toHaveLength(1);
    const noDate = await client.get(`/api/vendors/${pro.id}/slots/?service=${haircut}`);
    expect(noDate.body).toEqual({ date: ['Give a date, or from and days.'] });
    const tooMany = await client.get(
      `/api/vendors/${pro.id}/slots/?service=${haircut}&from=${day(1)}&days=32`,
    );
    expect(tooMany.status).toBe(400);
    const nobody = await client.get(`/api/vendors/${client.id}/slots/?service=${haircut}&date=${day(1)}`);
    expect(nobody.status).toBe(404);
  });
});

describe('booking into free slots', () => {
  let stylist: User;
  let date: string;
  beforeAll(async () => {
    stylist = await professional(server, { services: [haircut] });
    await workEveryDay(stylist, { weekly: nineToFive, buffer_minutes: 15 });
    date = workday(5);
  });
  const book = (time: string, extra: Record<string, string | number> = {}) =>
    client.post('/api/bookings/', {
      form: bookingForm({
        vendor: stylist.id,
        service: haircut,
        booking_date: date,
        booking_time: time,
        ...extra,
      }),
    });

  it('books a free slot with the price of the menu, and refuses times that are not free slots', async () => {
    const res = await book('09:00');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      end_time: '09:45',
      duration_minutes: 45,
      place: 'vendor',
      ended_by: null,
    });
    for (const time of ['08:45', '16:30', '09:10']) {
      const refused = await book(time);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ booking_time: ['This time is no longer available.'] });
    }
  });

  it('keeps the buffer free around a confirmed appointment and shows both phones once confirmed', async () => {
    const first = await book('10:00');
    const before = first.body;
    expect(before.vendor_phone).toBeNull();
    const approved = await stylist.patch(`/api/bookings/${before.id}/`, { form: { status: 'confirmed' } });
    expect(approved.status).toBe(200);
    expect(approved.body.customer_phone).toMatch(/^254/);
    expect(approved.body.vendor_phone).toMatch(/^254/);
    const mine = await client.get('/api/user-bookings/?status=confirmed');
    expect(mine.body.results.find((b: { id: number }) => b.id === before.id).vendor_phone).toMatch(/^254/);

    const slots = await client.get(`/api/vendors/${stylist.id}/slots/?service=${haircut}&date=${date}`);
    const starts = slots.body.slots.map((s: { start: string }) => s.start);
    // 10:00-10:45 confirmed, 15 minutes of buffer each side: 09:00 (45 min) would end at 09:45, the buffer's start.
    expect(starts).toContain('09:00');
    expect(starts).not.toContain('09:15');
    expect(starts).not.toContain('10:45');
    expect(starts).toContain('11:00');
    expect((await book('10:45')).body).toEqual({ booking_time: ['This time is no longer available.'] });
  });

  it('needs an address and a landmark for a home visit, and a place the vendor offers', async () => {
    const visit = await book('13:00', { place: 'client' });
    expect(visit.status).toBe(400);
    expect(visit.body).toEqual({ address: ['Enter the address.'], landmark: ['Enter a landmark.'] });
    const ok = await book('13:00', {
      place: 'client',
      address: 'Muthithi Road',
      landmark: 'Opposite Naivas, 2nd floor',
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({
      place: 'client',
      address: 'Muthithi Road',
      landmark: 'Opposite Naivas, 2nd floor',
    });

    await workEveryDay(stylist, { weekly: nineToFive, buffer_minutes: 15, places: ['vendor'] });
    const notOffered = await book('14:00', { place: 'client', address: 'x', landmark: 'y' });
    expect(notOffered.body).toEqual({ place: ['This vendor does not come to homes or offices.'] });
  });

  it('stops new requests while the vendor is not available', async () => {
    await workEveryDay(stylist, { weekly: nineToFive, is_available: false });
    const res = await book('15:00');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ vendor: ['This vendor is not taking bookings right now.'] });
    await workEveryDay(stylist, { weekly: nineToFive, is_available: true });
  });
});

describe('decisions with words and another time', () => {
  let stylist: User;
  let date: string;
  beforeAll(async () => {
    stylist = await professional(server, { services: [haircut] });
    await workEveryDay(stylist, { weekly: nineToFive });
    date = workday(6);
  });
  const book = (time: string) =>
    client.post('/api/bookings/', {
      form: bookingForm({ vendor: stylist.id, service: haircut, booking_date: date, booking_time: time }),
    });

  it('records who cancelled and why', async () => {
    const denied = await book('09:00');
    const res = await stylist.patch(`/api/bookings/${denied.body.id}/`, {
      form: { status: 'cancelled', reason: 'Fully booked at that time' },
    });
    expect(res.body).toMatchObject({
      status: 'cancelled',
      ended_by: 'vendor',
      end_reason: 'Fully booked at that time',
    });
    const notes = await client.get('/api/notifications/');
    expect(notes.body.results[0].message).toContain('Fully booked at that time');

    const cancelled = await book('10:00');
    const own = await client.patch(`/api/user-bookings/${cancelled.body.id}/`, {
      form: { status: 'cancelled', reason: 'I travel that day' },
    });
    expect(own.body).toMatchObject({ ended_by: 'customer', end_reason: 'I travel that day' });
  });

  it('moves a booking to the time the vendor proposes once the client accepts; a decline keeps it', async () => {
    const booked = await book('11:00');
    const proposed = await stylist.post(`/api/vendor-bookings/${booked.body.id}/proposal/`, {
      json: { booking_date: date, booking_time: '14:00' },
    });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);
    expect(proposed.body.proposal).toEqual({ booking_date: date, booking_time: '14:00', end_time: '14:45' });
    const notes = await client.get('/api/notifications/');
    expect(notes.body.results[0]).toMatchObject({ kind: 'booking_rescheduled', title: 'New time proposed' });

    expect(
      (
        await salon.post(`/api/vendor-bookings/${booked.body.id}/proposal/`, {
          json: { booking_date: date, booking_time: '15:00' },
        })
      ).status,
    ).toBe(403);

    const accepted = await client.post(`/api/user-bookings/${booked.body.id}/proposal/`, {
      json: { accept: true },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      status: 'confirmed',
      booking_time: '14:00',
      end_time: '14:45',
      proposal: null,
    });
    expect(accepted.body.vendor_phone).toMatch(/^254/);
    const again = await client.post(`/api/user-bookings/${booked.body.id}/proposal/`, {
      json: { accept: true },
    });
    expect(again.status).toBe(409);

    const second = await book('12:00');
    await stylist.post(`/api/vendor-bookings/${second.body.id}/proposal/`, {
      json: { booking_date: date, booking_time: '15:00' },
    });
    const declined = await client.post(`/api/user-bookings/${second.body.id}/proposal/`, {
      json: { accept: false },
    });
    expect(declined.body).toMatchObject({ status: 'pending', booking_time: '12:00', proposal: null });
  });

  it('refuses to propose a time that is not free', async () => {
    const booked = await book('09:30');
    const res = await stylist.post(`/api/vendor-bookings/${booked.body.id}/proposal/`, {
      json: { booking_date: date, booking_time: '14:15' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ booking_time: ['This time is no longer available.'] });
  });

  it('lists a day of the agenda with date_from and date_to', async () => {
    const res = await stylist.get(
      `/api/bookings/professional-bookings/?date_from=${date}&date_to=${date}&page_size=100`,
    );
    expect(res.status).toBe(200);
    expect(res.body.results.length).toBeGreaterThan(0);
    expect(res.body.results.every((b: { booking_date: string }) => b.booking_date === date)).toBe(true);
    const none = await stylist.get(`/api/bookings/professional-bookings/?date_from=${day(80)}`);
    expect(none.body.count).toBe(0);
  });
});

describe('capacity of a business', () => {
  it('confirms up to capacity overlapping appointments, then answers 409', async () => {
    const spa = await business(server, { services_business: [manicure] });
    await workEveryDay(spa, { weekly: nineToFive, capacity: 2, places: ['vendor'] });
    const date = workday(7);
    const requests = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await client.post('/api/business-bookings/', {
        form: bookingForm({ vendor: spa.id, service: manicure, booking_date: date, booking_time: '10:00' }),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      requests.push(res.body.id);
    }
    const answers = [];
    for (const id of requests)
      answers.push(
        (await spa.patch(`/api/business-bookings/${id}/`, { form: { status: 'confirmed' } })).status,
      );
    expect(answers).toEqual([200, 200, 409]);
    const slots = await client.get(`/api/vendors/${spa.id}/slots/?service=${manicure}&date=${date}`);
    expect(slots.body.slots.map((s: { start: string }) => s.start)).not.toContain('10:00');
  });
});
