// Issue 32: bookings name the person who serves them (a stylist of a salon, or "anyone"), vendors who book
// instantly, walk-ins and phone bookings, a vendor's cancel with a reason, and home visits with a travel fee.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings, businessEmployees, notifications } from '../src/db/schema.ts';
import { closePastAppointments } from '../src/domains/bookings/index.ts';
import { startTestServer, type TestServer } from './harness.ts';
import {
  bookingForm,
  business,
  completeBooking,
  customer,
  day,
  professional,
  serviceIds,
  verifyPhone,
  workEveryDay,
  type User,
} from './fixtures.ts';

let server: TestServer;
let manicure: number;
let pedicure: number;
let braids: number;

beforeAll(async () => {
  server = await startTestServer();
  [manicure, pedicure, braids] = await serviceIds(server, 'Manicure', 'Pedicure', 'Box Braids');
});
afterAll(() => server.close());

/** The professional joins the business's staff, as an accepted invitation leaves it. */
async function employ(owner: User, pro: User) {
  await server.database.db
    .insert(businessEmployees)
    .values({ businessId: owner.id, employeeId: pro.id, employmentStartDate: day(0) });
}

const bookSalon = (client: User, salon: User, overrides: Record<string, string | number> = {}) =>
  client.post('/api/business-bookings/', {
    form: bookingForm({ vendor: salon.id, service: manicure, ...overrides }),
  });

const bookPro = (client: User, pro: User, overrides: Record<string, string | number> = {}) =>
  client.post('/api/bookings/', {
    form: bookingForm({
      vendor: pro.id,
      service: braids,
      county: 'Mombasa',
      sub_county: 'Nyali',
      ...overrides,
    }),
  });

const approve = (salon: User, id: number, staff?: number) =>
  salon.patch(`/api/business-bookings/${id}/`, {
    json: staff === undefined ? { status: 'confirmed' } : { status: 'confirmed', staff },
  });

async function notificationsOf(u: User) {
  return server.database.db.select().from(notifications).where(eq(notifications.userId, u.id));
}

async function bookingRow(id: number) {
  const [row] = await server.database.db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

describe('bookings name the person who serves them', () => {
  let salon: User;
  let wanjiru: User;
  let akinyi: User;
  let client: User;

  beforeAll(async () => {
    [salon, wanjiru, akinyi, client] = await Promise.all([
      business(server),
      professional(server),
      professional(server),
      customer(server),
    ]);
    await employ(salon, wanjiru);
    await employ(salon, akinyi);
  });

  it('names the professional herself on her own bookings', async () => {
    const res = await bookPro(client, wanjiru, { booking_date: day(20), booking_time: '08:00' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.staff).toEqual({ id: wanjiru.id, name: wanjiru.name });
    expect(res.body.origin).toBe('online');
    expect((await bookingRow(res.body.id)).staffId).toBe(wanjiru.id);
  });

  it('takes a chosen staff member, refuses someone who does not work there, and "anyone" is null', async () => {
    const stranger = await professional(server);
    const refused = await bookSalon(client, salon, { booking_date: day(4), staff: stranger.id });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ staff: ['Choose someone who works at this business.'] });

    const chosen = await bookSalon(client, salon, {
      booking_date: day(4),
      booking_time: '09:00',
      staff: akinyi.id,
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(201);
    expect(chosen.body).toMatchObject({ status: 'pending', staff: { id: akinyi.id, name: akinyi.name } });

    const anyone = await bookSalon(client, salon, { booking_date: day(4), booking_time: '12:00' });
    expect(anyone.status).toBe(201);
    expect(anyone.body.staff).toBeNull();
  });

  it('approving assigns the chosen or a free staff member, who is told and finds it in her agenda', async () => {
    const client = await customer(server);
    const chosen = await bookSalon(client, salon, {
      booking_date: day(5),
      booking_time: '09:00',
      staff: akinyi.id,
    });
    const approved = await approve(salon, chosen.body.id);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ status: 'confirmed', staff: { id: akinyi.id } });
    expect((await bookingRow(chosen.body.id)).chair).toBeNull();

    const told = (await notificationsOf(akinyi)).filter((n) => n.title === 'New appointment for you');
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toContain('Mama Njeri Beauty Parlour');
    const agenda = await akinyi.get('/api/bookings/professional-bookings/');
    const mine = agenda.body.results.find((b: { id: number }) => b.id === chosen.body.id);
    expect(mine).toMatchObject({
      vendor: salon.id,
      vendorName: 'Mama Njeri Beauty Parlour',
      status: 'confirmed',
    });
    // The client reads who serves her.
    const hers = await client.get('/api/user-bookings/');
    expect(hers.body.results.find((b: { id: number }) => b.id === chosen.body.id).staff).toEqual({
      id: akinyi.id,
      name: akinyi.name,
    });

    // "Anyone" at the same hour: Akinyi is busy, so Wanjiru is the one free. A third asked meanwhile.
    const anyone = await bookSalon(client, salon, { booking_date: day(5), booking_time: '09:00' });
    const other = await customer(server);
    const third = await bookSalon(other, salon, { booking_date: day(5), booking_time: '09:30' });
    expect(third.status, JSON.stringify(third.body)).toBe(201);
    const second = await approve(salon, anyone.body.id);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.staff).toMatchObject({ id: wanjiru.id });

    // Now nobody is free at 09:30: the third waits for another time.
    const slots = await client.get(`/api/vendors/${salon.id}/slots/?service=${manicure}&date=${day(5)}`);
    expect(slots.body.slots).not.toContain('09:30');
    const refused = await approve(salon, third.body.id);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(
      'No staff member is free at that time. Propose another time to the client.',
    );
    expect((await bookingRow(third.body.id)).status).toBe('pending');
  });

  it('the owner may choose on approval; someone busy is a 409, someone not on the staff a 400', async () => {
    const client = await customer(server);
    const first = await bookSalon(client, salon, { booking_date: day(6), booking_time: '10:00' });
    expect((await approve(salon, first.body.id, wanjiru.id)).body.staff).toMatchObject({ id: wanjiru.id });
    const other = await customer(server);
    const second = await bookSalon(other, salon, { booking_date: day(6), booking_time: '10:30' });
    const busy = await approve(salon, second.body.id, wanjiru.id);
    expect(busy.status).toBe(409);
    expect(busy.body.detail).toBe(
      'This staff member is busy at that time. Choose someone else or another time.',
    );
    const stranger = await professional(server);
    const notStaff = await approve(salon, second.body.id, stranger.id);
    expect(notStaff.status).toBe(400);
    expect(notStaff.body).toEqual({ staff: ['Choose someone who works at this business.'] });
  });

  it('the owner reassigns a confirmed booking to another free staff member, never to a busy one', async () => {
    const client = await customer(server);
    const booked = await bookSalon(client, salon, {
      booking_date: day(7),
      booking_time: '14:00',
      staff: wanjiru.id,
    });
    await approve(salon, booked.body.id);
    const moved = await salon.post(`/api/vendor-bookings/${booked.body.id}/staff/${akinyi.id}/`);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ status: 'confirmed', staff: { id: akinyi.id } });
    expect((await bookingRow(booked.body.id)).staffId).toBe(akinyi.id);

    // Wanjiru takes another booking at that hour; Akinyi's one cannot go back to her now.
    const other = await customer(server);
    const hers = await bookSalon(other, salon, {
      booking_date: day(7),
      booking_time: '14:15',
      staff: wanjiru.id,
    });
    expect((await approve(salon, hers.body.id)).status).toBe(200);
    const busy = await salon.post(`/api/vendor-bookings/${booked.body.id}/staff/${wanjiru.id}/`);
    expect(busy.status).toBe(409);
    expect(busy.body.detail).toBe(
      'This staff member is busy at that time. Choose someone else or another time.',
    );
    expect((await bookingRow(booked.body.id)).staffId).toBe(akinyi.id);

    const stranger = await business(server);
    expect((await stranger.post(`/api/vendor-bookings/${booked.body.id}/staff/${akinyi.id}/`)).status).toBe(
      403,
    );
    const outsider = await professional(server);
    const notStaff = await salon.post(`/api/vendor-bookings/${booked.body.id}/staff/${outsider.id}/`);
    expect(notStaff.status).toBe(400);
    expect(notStaff.body).toEqual({ staff: ['Choose someone who works at this business.'] });
  });

  it("keeps a stylist booked by the salon out of her own freelance clients' reach at that hour", async () => {
    const client = await customer(server);
    const salonBooking = await bookSalon(client, salon, {
      booking_date: day(8),
      booking_time: '11:00',
      staff: wanjiru.id,
    });
    // Her freelance client asks first for the same hour; the salon confirms before she answers.
    const freelance = await bookPro(client, wanjiru, { booking_date: day(8), booking_time: '10:00' });
    expect(freelance.status).toBe(201);
    expect((await approve(salon, salonBooking.body.id)).status).toBe(200);
    const clash = await wanjiru.patch(`/api/bookings/${freelance.body.id}/`, {
      json: { status: 'confirmed' },
    });
    expect(clash.status).toBe(409);
    expect((await bookingRow(freelance.body.id)).status).toBe('pending');
    // And a new freelance request at that hour is refused outright.
    const late = await bookPro(client, wanjiru, { booking_date: day(8), booking_time: '11:00' });
    expect(late.status).toBe(400);
  });
});

describe('instant booking', () => {
  it('confirms a request into a free slot at once, with its staff member, and tells both sides', async () => {
    const [salon, stylist, client] = await Promise.all([
      business(server),
      professional(server),
      customer(server),
    ]);
    await employ(salon, stylist);
    await workEveryDay(salon, { instant_booking: 'all' });
    const res = await bookSalon(client, salon, { booking_date: day(3), booking_time: '10:00' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ status: 'confirmed', staff: { id: stylist.id } });
    const salonNotes = await notificationsOf(salon);
    expect(salonNotes.map((n) => n.title)).toContain('New booking');
    expect((await notificationsOf(client)).map((n) => n.kind)).toContain('booking_confirmed');
    expect((await notificationsOf(stylist)).map((n) => n.title)).toContain('New appointment for you');

    // The last place is gone: the next client is told so.
    const late = await bookSalon(await customer(server), salon, {
      booking_date: day(3),
      booking_time: '10:00',
    });
    expect(late.status).toBe(400);
    expect(late.body.booking_time).toEqual(['This time is no longer available.']);
  });

  it('of clients racing for the last slot of a professional, exactly one is confirmed', async () => {
    const pro = await professional(server);
    await workEveryDay(pro, { instant_booking: 'all' });
    const clients = await Promise.all(Array.from({ length: 8 }, () => customer(server)));
    const answers = await Promise.all(
      clients.map((c) => bookPro(c, pro, { booking_date: day(9), booking_time: '09:00' })),
    );
    const confirmed = answers.filter((a) => a.status === 201 && a.body.status === 'confirmed');
    expect(confirmed).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 201)) {
      expect([400, 409]).toContain(a.status);
      expect(JSON.stringify(a.body)).toMatch(
        /This time has just been taken\.|This time is no longer available\./,
      );
    }
    const rows = await server.database.db.select().from(bookings).where(eq(bookings.vendorId, pro.id));
    expect(rows.filter((b) => b.status === 'confirmed')).toHaveLength(1);
  });

  it('for returning clients only: a first request waits, a client who came before is confirmed at once', async () => {
    const pro = await professional(server);
    await workEveryDay(pro, { instant_booking: 'returning' });
    const [newcomer, regular] = await Promise.all([customer(server), customer(server)]);
    const before = await bookPro(regular, pro, { booking_date: day(2), booking_time: '06:00' });
    await completeBooking(server, before.body.id);
    const first = await bookPro(newcomer, pro, { booking_date: day(10), booking_time: '09:00' });
    expect(first.body.status).toBe('pending');
    const again = await bookPro(regular, pro, { booking_date: day(10), booking_time: '14:00' });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ status: 'confirmed', staff: { id: pro.id } });
  });
});

describe('walk-ins and phone bookings', () => {
  let pro: User;
  beforeAll(async () => {
    pro = await professional(server);
  });

  const addBooking = (vendor: User, body: Record<string, unknown>) =>
    vendor.post('/api/vendor-bookings/', {
      json: { service: braids, booking_date: day(4), booking_time: '09:00', origin: 'walk_in', ...body },
    });

  it('adds a confirmed booking for a client without an account and texts her phone', async () => {
    const res = await addBooking(pro, { client_name: 'Mercy Atieno', client_phone: '0712 345 678' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      customer: null,
      customer_name: 'Mercy Atieno',
      customer_phone: '254712345678',
      client_name: 'Mercy Atieno',
      origin: 'walk_in',
      status: 'confirmed',
      staff: { id: pro.id },
    });
    await server.deliver();
    const text = server.texts.find((t) => t.to === '+254712345678');
    expect(text?.message).toMatch(/^Urembo: .* booked your Box Braids on /);
    // Her agenda lists it with the walk-in's name.
    const agenda = await pro.get('/api/bookings/professional-bookings/');
    expect(agenda.body.results.map((b: { id: number }) => b.id)).toContain(res.body.id);
  });

  it('refuses a number that is not a Kenyan mobile, a missing name and a taken slot in plain words', async () => {
    const bad = await addBooking(pro, {
      client_name: '',
      client_phone: '020 123 4567',
      booking_time: '15:00',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      client_name: ["Enter the client's name."],
      client_phone: ['Enter a Kenyan mobile number such as 0712 345 678 or 254712345678.'],
    });
    const taken = await addBooking(pro, { client_name: 'Zawadi', client_phone: '0722 111 222' });
    expect(taken.status).toBe(400);
    expect(taken.body.booking_time).toEqual(['This time is no longer available.']);
  });

  it('books a client who booked before by her account (a phone booking), and no stranger', async () => {
    const [regular, stranger] = await Promise.all([customer(server), customer(server)]);
    await bookPro(regular, pro, { booking_date: day(11), booking_time: '06:00' });
    const res = await addBooking(pro, {
      customer: regular.id,
      origin: 'phone',
      booking_date: day(12),
      booking_time: '10:00',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ customer: regular.id, origin: 'phone', status: 'confirmed' });
    expect((await notificationsOf(regular)).map((n) => n.title)).toContain('Booking confirmed');
    const refused = await addBooking(pro, {
      customer: stranger.id,
      booking_date: day(12),
      booking_time: '16:00',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ customer: ['Choose a client who has booked with you before.'] });
    // A client cannot add bookings for others.
    expect((await addBooking(regular as User, { client_name: 'X', client_phone: '0712345678' })).status).toBe(
      403,
    );
  });

  it('at a salon, goes to the staff member given or the first one free', async () => {
    const [salon, stylist] = await Promise.all([business(server), professional(server)]);
    await employ(salon, stylist);
    const res = await salon.post('/api/vendor-bookings/', {
      json: {
        service: pedicure,
        booking_date: day(4),
        booking_time: '11:00',
        origin: 'walk_in',
        client_name: 'Mercy',
        client_phone: '+254 722 000 333',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ staff: { id: stylist.id }, customer_phone: '254722000333' });
    expect((await notificationsOf(stylist)).map((n) => n.title)).toContain('New appointment for you');
  });
});

describe('a vendor cancels a confirmed booking with a reason', () => {
  it('tells the client at once, with a link to book again, and a second cancel is a conflict', async () => {
    const [pro, client] = await Promise.all([professional(server), customer(server)]);
    await verifyPhone(server, client);
    const booked = await bookPro(client, pro, { booking_date: day(5), booking_time: '09:00' });
    await pro.patch(`/api/bookings/${booked.body.id}/`, { json: { status: 'confirmed' } });

    const noWords = await pro.post(`/api/vendor-bookings/${booked.body.id}/cancel/`, {
      json: { reason: 'other' },
    });
    expect(noWords.status).toBe(400);
    expect(noWords.body).toEqual({ note: ['Say why in a few words.'] });
    const stranger = await professional(server);
    const forbidden = await stranger.post(`/api/vendor-bookings/${booked.body.id}/cancel/`, {
      json: { reason: 'emergency' },
    });
    expect(forbidden.status).toBe(403);

    const res = await pro.post(`/api/vendor-bookings/${booked.body.id}/cancel/`, {
      json: { reason: 'stylist_unavailable', note: 'I am unwell.' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      status: 'cancelled',
      ended_by: 'vendor',
      cancel_reason: 'stylist_unavailable',
      end_reason: 'I am unwell.',
    });
    const told = (await notificationsOf(client)).find((n) => n.kind === 'booking_cancelled');
    expect(told?.message).toContain('the stylist is not available');
    expect(told?.link).toBe(`/professional-booking/${pro.id}`);
    await server.deliver();
    expect(server.texts.some((t) => /cancelled your Box Braids/.test(t.message))).toBe(true);
    expect((await client.patch('/api/me/', { json: { language: 'sw' } })).status).toBe(200);
    const inKiswahili = await client.get('/api/notifications/');
    expect(JSON.stringify(inKiswahili.body)).toContain('mhudumu hapatikani');

    const twice = await pro.post(`/api/vendor-bookings/${booked.body.id}/cancel/`, {
      json: { reason: 'closed' },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe('This booking is cancelled: only a confirmed booking can be cancelled.');

    const pending = await bookPro(client, pro, { booking_date: day(6), booking_time: '09:00' });
    const notYet = await pro.post(`/api/vendor-bookings/${pending.body.id}/cancel/`, {
      json: { reason: 'closed' },
    });
    expect(notYet.status).toBe(409);
  });
});

describe('a vendor marks how an appointment went', () => {
  it('completed (with how the client paid) or a no-show, once it has started, and the client is told', async () => {
    const [pro, client] = await Promise.all([professional(server), customer(server)]);
    const confirmed = async (date: string) => {
      const booked = await bookPro(client, pro, { booking_date: date, booking_time: '09:00' });
      await pro.patch(`/api/bookings/${booked.body.id}/`, { json: { status: 'confirmed' } });
      return booked.body.id as number;
    };
    const [done, missed] = [await confirmed(day(5)), await confirmed(day(6))];
    const mark = (who: User, id: number, json: Record<string, string>) =>
      who.post(`/api/vendor-bookings/${id}/outcome/`, { json });

    const early = await mark(pro, done, { outcome: 'completed' });
    expect(early.status).toBe(409);
    expect(early.body.detail).toBe(
      'This booking is confirmed: only a confirmed appointment whose time has started can be marked.',
    );
    // Both appointments began earlier today, one after the other.
    for (const [hours, id] of [
      [3, done],
      [2, missed],
    ] as const) {
      const startsAt = new Date(Date.now() - hours * 3_600_000);
      await server.database.db
        .update(bookings)
        .set({ startsAt, endsAt: new Date(startsAt.getTime() + 1_800_000) })
        .where(eq(bookings.id, id));
    }

    expect((await mark(await professional(server), done, { outcome: 'completed' })).status).toBe(403);
    expect((await mark(client, done, { outcome: 'completed' })).status).toBe(403);
    const paidNothing = await mark(pro, missed, { outcome: 'no_show', paid_by: 'cash' });
    expect(paidNothing.status).toBe(400);
    expect(paidNothing.body).toEqual({ paid_by: ['A client who did not come paid nothing.'] });
    expect((await mark(pro, done, { outcome: 'finished' })).status).toBe(400);

    const completed = await mark(pro, done, { outcome: 'completed', paid_by: 'mpesa' });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    expect(completed.body).toMatchObject({ id: done, status: 'completed', paid_by: 'mpesa' });
    const noShow = await mark(pro, missed, { outcome: 'no_show' });
    expect(noShow.body).toMatchObject({ id: missed, status: 'no_show', paid_by: null });
    expect(await bookingRow(missed)).toMatchObject({ status: 'no_show', paidBy: null });

    const twice = await mark(pro, missed, { outcome: 'completed' });
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe(
      'This booking is marked as a no-show: only a confirmed appointment whose time has started can be marked.',
    );
    const told = await notificationsOf(client);
    expect(told.find((n) => n.kind === 'booking_completed')?.message).toMatch(/as done\. How was it\?/);
    expect(told.find((n) => n.kind === 'booking_no_show')?.message).toMatch(/as missed/);
    const mine = await client.get('/api/user-bookings/');
    const statuses = Object.fromEntries(
      mine.body.results.map((b: { id: number; status: string }) => [b.id, b.status]),
    );
    expect(statuses).toMatchObject({ [done]: 'completed', [missed]: 'no_show' });
  });
});

describe('appointments nobody marked', () => {
  it('are completed a day after their end, each once, and the client is asked for a review', async () => {
    const [pro, client] = await Promise.all([professional(server), customer(server)]);
    const ended = async (date: string, hoursAgo: number) => {
      const booked = await bookPro(client, pro, { booking_date: date, booking_time: '09:00' });
      await pro.patch(`/api/bookings/${booked.body.id}/`, { json: { status: 'confirmed' } });
      const endsAt = new Date(Date.now() - hoursAgo * 3_600_000);
      await server.database.db
        .update(bookings)
        .set({ startsAt: new Date(endsAt.getTime() - 1_800_000), endsAt })
        .where(eq(bookings.id, booked.body.id));
      return booked.body.id as number;
    };
    const [long, lately] = [await ended(day(7), 30), await ended(day(8), 20)];
    await closePastAppointments(server.deps);
    expect(await bookingRow(long)).toMatchObject({ status: 'completed' });
    expect(await bookingRow(lately)).toMatchObject({ status: 'confirmed' });
    // Run again (another instance's round): nothing more closes, nobody is told twice.
    await closePastAppointments(server.deps);
    const told = (await notificationsOf(client)).filter((n) => n.kind === 'booking_completed');
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toMatch(/is complete\. How was it\?/);
  });
});

describe('home visits', () => {
  it('refuses an area the vendor does not serve and adds the travel fee and time of one she does', async () => {
    const [pro, client] = await Promise.all([professional(server), customer(server)]);
    await workEveryDay(pro, {
      travel_minutes: 30,
      service_areas: [{ county: 'Mombasa', sub_county: 'Nyali', travel_fee_kes: 300 }],
    });
    const visit = { place: 'client', address: 'Links Road', landmark: 'Opposite City Mall' };
    const outside = await bookPro(client, pro, {
      ...visit,
      county: 'Turkana',
      sub_county: 'Turkana Central',
    });
    expect(outside.status).toBe(400);
    expect(outside.body).toEqual({ sub_county: ['This vendor does not visit clients in this area.'] });

    const inside = await bookPro(client, pro, { ...visit, booking_date: day(7), booking_time: '10:00' });
    expect(inside.status, JSON.stringify(inside.body)).toBe(201);
    expect(inside.body).toMatchObject({ travel_fee_kes: 300, travel_minutes: 30 });
    expect(inside.body.total_kes).toBe(inside.body.price_kes + 300);

    // At the vendor's place there is neither fee nor travel.
    const atHers = await bookPro(client, pro, {
      place: 'vendor',
      booking_date: day(7),
      booking_time: '16:00',
    });
    expect(atHers.body).toMatchObject({
      travel_fee_kes: 0,
      travel_minutes: 0,
      total_kes: atHers.body.price_kes,
    });

    // Confirmed (10:00 to 14:00), the visit keeps its 30 minutes of travel free after it.
    await pro.patch(`/api/bookings/${inside.body.id}/`, { json: { status: 'confirmed' } });
    expect((await bookingRow(inside.body.id)).travelMinutes).toBe(30);
    const other = await customer(server);
    const tooClose = await bookPro(other, pro, {
      place: 'vendor',
      booking_date: day(7),
      booking_time: '14:15',
    });
    expect(tooClose.status).toBe(400);
    const after = await bookPro(other, pro, { place: 'vendor', booking_date: day(7), booking_time: '14:30' });
    expect(after.status, JSON.stringify(after.body)).toBe(201);
  });
});

describe('staff of a business, their services and hours, and blocked time', () => {
  let salon: User;
  let wanjiru: User;
  let akinyi: User;

  beforeAll(async () => {
    [salon, wanjiru, akinyi] = await Promise.all([
      business(server),
      professional(server),
      professional(server),
    ]);
    await employ(salon, wanjiru);
    await employ(salon, akinyi);
  });

  const slotsOf = async (vendor: User, service: number, date: string, staff?: User) =>
    (
      await vendor.get(
        `/api/vendors/${vendor.id}/slots/?service=${service}&date=${date}${staff ? `&staff=${staff.id}` : ''}`,
      )
    ).body.slots?.map((s: { start: string }) => s.start) as string[];

  it('lists the staff with every service until the owner chooses, and keeps her choice within the menu', async () => {
    const listed = await salon.get(`/api/businesses/${salon.id}/staff/`);
    expect(listed.status).toBe(200);
    expect(listed.body.results.map((m: { id: number }) => m.id)).toEqual([wanjiru.id, akinyi.id]);
    expect(listed.body.results[0]).toMatchObject({ every_service: true, weekly: null, name: wanjiru.name });
    expect(listed.body.results[0].service_ids).toContain(pedicure);

    const outsider = await professional(server);
    expect((await salon.put(`/api/businesses/${salon.id}/staff/${outsider.id}/`, { json: {} })).status).toBe(
      404,
    );
    expect((await wanjiru.put(`/api/businesses/${salon.id}/staff/${wanjiru.id}/`, { json: {} })).status).toBe(
      403,
    );
    const offMenu = await salon.put(`/api/businesses/${salon.id}/staff/${wanjiru.id}/`, {
      json: { service_ids: [braids] },
    });
    expect(offMenu.status).toBe(400);
    expect(offMenu.body.service_ids[0]).toMatch(/is not on the business's menu/);

    const saved = await salon.put(`/api/businesses/${salon.id}/staff/${wanjiru.id}/`, {
      json: { service_ids: [manicure] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ service_ids: [manicure], every_service: false, weekly: null });

    // Only Akinyi does pedicures: asking Wanjiru for one is refused, and "anyone" is Akinyi.
    const notHers = await salon.get(
      `/api/vendors/${salon.id}/slots/?service=${pedicure}&date=${day(8)}&staff=${wanjiru.id}`,
    );
    expect(notHers.status).toBe(400);
    expect(notHers.body.staff).toEqual([
      'She does not do this service here. Choose someone else, or anyone available.',
    ]);
    const client = await customer(server);
    const booked = await bookSalon(client, salon, {
      service: pedicure,
      booking_date: day(8),
      booking_time: '10:00',
    });
    expect((await approve(salon, booked.body.id)).body.staff).toMatchObject({ id: akinyi.id });
  });

  it("keeps her hours within the business's and gives slots of her hours only", async () => {
    const hours = (open: string, close: string) =>
      Object.fromEntries(
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
          d,
          { open, close },
        ]),
      );
    const tooLong = await salon.put(`/api/businesses/${salon.id}/staff/${akinyi.id}/`, {
      json: { weekly: hours('05:00', '12:00') },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body['weekly.monday']).toEqual([
      "Keep her hours within the business's hours of that day.",
    ]);

    const mornings = await salon.put(`/api/businesses/${salon.id}/staff/${akinyi.id}/`, {
      json: { weekly: hours('08:00', '12:00') },
    });
    expect(mornings.status, JSON.stringify(mornings.body)).toBe(200);
    const hers = await slotsOf(salon, manicure, day(9), akinyi);
    expect(hers.at(-1)! < '12:00').toBe(true);
    expect(hers).toContain('08:00');
    const anyone = await slotsOf(salon, manicure, day(9));
    expect(anyone).toContain('15:00');
    const back = await salon.put(`/api/businesses/${salon.id}/staff/${akinyi.id}/`, {
      json: { weekly: null },
    });
    expect(back.body.weekly).toBeNull();
  });

  it('blocks time for the business, one staff member or herself, never over a confirmed booking', async () => {
    const date = day(10);
    const client = await customer(server);
    const booked = await bookSalon(client, salon, {
      booking_date: date,
      booking_time: '10:00',
      staff: wanjiru.id,
    });
    await approve(salon, booked.body.id);

    const over = await salon.post(`/api/vendors/${salon.id}/blocked-times/`, {
      json: { date, start_time: '10:30', end_time: '11:30', staff_id: wanjiru.id },
    });
    expect(over.status).toBe(400);
    expect(over.body.start_time[0]).toMatch(/has a confirmed booking on .* at 10:00/);
    const backwards = await salon.post(`/api/vendors/${salon.id}/blocked-times/`, {
      json: { date, start_time: '14:00', end_time: '13:00' },
    });
    expect(backwards.body).toEqual({ end_time: ['The end must be after the start.'] });
    const stranger = await professional(server);
    const notStaff = await salon.post(`/api/vendors/${salon.id}/blocked-times/`, {
      json: { date, start_time: '13:00', end_time: '14:00', staff_id: stranger.id },
    });
    expect(notStaff.body).toEqual({ staff_id: ['Choose someone who works at this business.'] });
    expect(
      (
        await stranger.post(`/api/vendors/${salon.id}/blocked-times/`, {
          json: { date, start_time: '13:00', end_time: '14:00' },
        })
      ).status,
    ).toBe(403);

    // The whole salon takes lunch 13:00-14:00 every week; Wanjiru runs an errand 15:00-16:00 that day.
    const lunch = await salon.post(`/api/vendors/${salon.id}/blocked-times/`, {
      json: { date, start_time: '13:00', end_time: '14:00', repeats_weekly: true, note: 'Lunch' },
    });
    expect(lunch.status, JSON.stringify(lunch.body)).toBe(201);
    expect(lunch.body).toMatchObject({
      staff_id: null,
      repeats_weekly: true,
      note: 'Lunch',
      start_time: '13:00',
    });
    const errand = await salon.post(`/api/vendors/${salon.id}/blocked-times/`, {
      json: { date, start_time: '15:00', end_time: '16:00', staff_id: wanjiru.id, note: 'Bank' },
    });
    expect(errand.status).toBe(201);

    const nextWeek = day(17);
    expect(await slotsOf(salon, manicure, date)).not.toContain('13:00');
    expect(await slotsOf(salon, manicure, nextWeek)).not.toContain('13:00');
    expect(await slotsOf(salon, manicure, date, wanjiru)).not.toContain('15:00');
    expect(await slotsOf(salon, manicure, date)).toContain('15:00');

    // Her own freelance clients cannot have her while the salon has her, nor in her own blocked time.
    await workEveryDay(wanjiru);
    const own = await wanjiru.post(`/api/vendors/${wanjiru.id}/blocked-times/`, {
      json: { date, start_time: '17:00', end_time: '18:00', note: 'School run' },
    });
    expect(own.status).toBe(201);
    const freelance = await slotsOf(wanjiru, braids, date);
    expect(freelance).not.toContain('10:00');
    expect(freelance).not.toContain('17:00');
    expect(await slotsOf(salon, manicure, date, wanjiru)).not.toContain('17:00');

    // The notes are hers: nobody else reads them.
    const listed = await salon.get(`/api/vendors/${salon.id}/blocked-times/`);
    expect(listed.body.results.map((b: { note: string }) => b.note)).toEqual(['Lunch', 'Bank']);
    expect((await client.get(`/api/vendors/${salon.id}/blocked-times/`)).status).toBe(403);

    expect((await salon.delete(`/api/vendors/${salon.id}/blocked-times/${errand.body.id}/`)).status).toBe(
      204,
    );
    expect((await salon.delete(`/api/vendors/${salon.id}/blocked-times/${errand.body.id}/`)).status).toBe(
      404,
    );
    expect((await salon.delete(`/api/vendors/${salon.id}/blocked-times/${own.body.id}/`)).status).toBe(404);
    expect(await slotsOf(salon, manicure, date, wanjiru)).toContain('15:00');
  });

  it('keeps one stylist out of two salons at the same hour', async () => {
    const other = await business(server);
    await employ(other, wanjiru);
    const date = day(11);
    const [a, b] = await Promise.all([customer(server), customer(server)]);
    const here = await bookSalon(a, salon, { booking_date: date, booking_time: '09:00', staff: wanjiru.id });
    const there = await bookSalon(b, other, { booking_date: date, booking_time: '09:30', staff: wanjiru.id });
    expect((await approve(salon, here.body.id)).status).toBe(200);
    expect(await slotsOf(other, manicure, date, wanjiru)).not.toContain('09:30');
    const refused = await approve(other, there.body.id);
    expect(refused.status).toBe(409);
  });
});
