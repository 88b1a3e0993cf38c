import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nairobiNow } from '@urembo/kenya';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from './harness.ts';
import { bookingForm, business, customer, day, professional, serviceIds, type User } from './fixtures.ts';

let server: TestServer;
let pro: User;
let salon: User;
let client: User;
let braids: number;
let manicure: number;
const nyali = { county: 'Mombasa', sub_county: 'Nyali' };

beforeAll(async () => {
  server = await startTestServer();
  [pro, salon, client] = await Promise.all([professional(server), business(server), customer(server)]);
  [braids, manicure] = await serviceIds(server, 'Box Braids', 'Manicure');
});
afterAll(() => server.close());

const bookPro = (overrides: Record<string, string | number> = {}) =>
  client.post('/api/bookings/', {
    form: bookingForm({ vendor: pro.id, service: braids, ...nyali, ...overrides }),
  });

describe('booking a vendor', () => {
  it('books a professional as the spec form does and notifies the professional', async () => {
    const res = await bookPro({ booking_date: day(2), booking_time: '09:30' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      customer: client.id,
      vendor: pro.id,
      vendor_type: 'Beauty Professional',
      service: braids,
      serviceName: 'Box Braids',
      vendorName: pro.name,
      booking_date: day(2),
      booking_time: '09:30',
      // Box braids take 240 minutes.
      end_time: '13:30',
      status: 'pending',
      county: 'Mombasa',
      sub_county: 'Nyali',
    });
    const notes = await pro.get('/api/notifications/');
    expect(notes.body.results[0]).toMatchObject({
      kind: 'booking_requested',
      title: 'New booking request',
      is_read: false,
    });
    expect(notes.body.results[0].message).toContain(client.name);
  });

  it('books a business under its business name', async () => {
    const res = await client.post('/api/business-bookings/', {
      form: bookingForm({ vendor: salon.id, service: manicure }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      vendor_type: 'Business Owner',
      vendorName: 'Mama Njeri Beauty Parlour',
    });
  });

  it('refuses past dates and earlier times today in the spec words', async () => {
    const past = await bookPro({ booking_date: day(-1) });
    expect(past.status).toBe(400);
    expect(past.body.booking_date).toEqual(['Past dates cannot be booked.']);
    const now = nairobiNow();
    if (now.time > '00:00') {
      const earlier = await bookPro({ booking_date: now.date, booking_time: '00:00' });
      expect(earlier.status).toBe(400);
      expect(earlier.body.booking_time).toEqual(['Please select a time later than the current time.']);
    }
  });

  it('refuses a service the vendor does not offer, a vendor of the other kind and unknown places', async () => {
    const notOffered = await bookPro({ service: manicure });
    expect(notOffered.status).toBe(400);
    expect(notOffered.body.service).toEqual(['This vendor does not offer that service.']);
    const wrongKind = await client.post('/api/business-bookings/', {
      form: bookingForm({ vendor: pro.id, service: braids }),
    });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.vendor).toEqual(['Select a valid business.']);
    const county = await bookPro({ county: 'Atlantis' });
    expect(county.status).toBe(400);
    expect(county.body.county).toEqual(['Select a valid Kenyan county.']);
    const subCounty = await bookPro({ sub_county: 'Westlands' });
    expect(subCounty.status).toBe(400);
    expect(subCounty.body.sub_county).toEqual(['Select a sub-county of Mombasa.']);
  });

  it('answers malformed input with field errors', async () => {
    const res = await client.post('/api/bookings/', {
      form: { booking_date: '2026-02-30', booking_time: '25:00' },
    });
    expect(res.status).toBe(400);
    expect(res.body.booking_time).toEqual(['Enter a value in the expected format.']);
    expect(res.body.vendor).toEqual(['This field is required.']);
    const impossible = await bookPro({ booking_date: '2099-02-30' });
    expect(impossible.status).toBe(400);
    expect(impossible.body.booking_date).toBeDefined();
  });
});

describe('answering bookings', () => {
  it('approves, then refuses to approve an overlapping booking with 409 (the EXCLUDE constraint)', async () => {
    const first = await bookPro({ booking_date: day(5), booking_time: '10:00' });
    const overlapping = await bookPro({ booking_date: day(5), booking_time: '12:00' });
    const approved = await pro.patch(`/api/bookings/${first.body.id}/`, { form: { status: 'confirmed' } });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('confirmed');
    const clash = await pro.patch(`/api/bookings/${overlapping.body.id}/`, { form: { status: 'confirmed' } });
    expect(clash.status).toBe(409);
    expect(clash.body.detail).toContain('overlaps another confirmed booking');
    // Nothing half-written: the refused approval left the booking pending and sent no notification.
    const mine = await client.get('/api/user-bookings/?status=pending');
    expect(mine.body.results.map((b: { id: number }) => b.id)).toContain(overlapping.body.id);
    const notes = await client.get('/api/notifications/');
    expect(notes.body.results.filter((n: { kind: string }) => n.kind === 'booking_confirmed')).toHaveLength(
      1,
    );
  });

  it('denies a pending booking, notifies the customer, and will not approve it afterwards', async () => {
    const booking = await bookPro({ booking_date: day(6) });
    const denied = await pro.patch(`/api/bookings/${booking.body.id}/`, { form: { status: 'cancelled' } });
    expect(denied.body.status).toBe('cancelled');
    const notes = await client.get('/api/notifications/');
    expect(notes.body.results[0]).toMatchObject({ kind: 'booking_cancelled', title: 'Booking declined' });
    const again = await pro.patch(`/api/bookings/${booking.body.id}/`, { form: { status: 'confirmed' } });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('This booking is cancelled and can no longer be approved.');
  });

  it('lets the business answer its bookings and lists them by status', async () => {
    const booking = await client.post('/api/business-bookings/', {
      form: bookingForm({ vendor: salon.id, service: manicure, booking_date: day(7) }),
    });
    const answer = await salon.patch(`/api/business-bookings/${booking.body.id}/`, {
      form: { status: 'confirmed' },
    });
    expect(answer.status).toBe(200);
    const confirmed = await salon.get('/api/business-bookings/?status=confirmed');
    expect(confirmed.body.results.map((b: { id: number }) => b.id)).toEqual([booking.body.id]);
    const missing = await salon.patch('/api/business-bookings/999999/', { form: { status: 'confirmed' } });
    expect(missing.status).toBe(404);
    const bad = await salon.patch(`/api/business-bookings/${booking.body.id}/`, {
      form: { status: 'completed' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.status[0]).toContain('confirmed, cancelled');
  });

  it("lists a professional's requests, newest first, and pages past the end are 404", async () => {
    const list = await pro.get('/api/bookings/professional-bookings/');
    expect(list.status).toBe(200);
    expect(list.body.count).toBeGreaterThanOrEqual(4);
    expect(list.body.results.every((b: { vendor: number }) => b.vendor === pro.id)).toBe(true);
    expect((await pro.get('/api/bookings/professional-bookings/?page=99')).status).toBe(404);
    expect((await pro.get('/api/bookings/professional-bookings/?page=0')).status).toBe(400);
  });
});

describe("the customer's bookings", () => {
  it('cancels their own booking, notifying the vendor; a second cancel is 409', async () => {
    const booking = await bookPro({ booking_date: day(8) });
    const res = await client.patch(`/api/user-bookings/${booking.body.id}/`, {
      form: { status: 'cancelled' },
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('cancelled');
    const notes = await pro.get('/api/notifications/');
    expect(notes.body.results[0]).toMatchObject({ kind: 'booking_cancelled', title: 'Booking cancelled' });
    const again = await client.patch(`/api/user-bookings/${booking.body.id}/`, {
      form: { status: 'cancelled' },
    });
    expect(again.status).toBe(409);
  });

  it('cannot mark an appointment done before it starts', async () => {
    const booking = await bookPro({ booking_date: day(9) });
    await pro.patch(`/api/bookings/${booking.body.id}/`, { form: { status: 'confirmed' } });
    const res = await client.patch(`/api/user-bookings/${booking.body.id}/`, {
      form: { status: 'completed' },
    });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('Only a confirmed appointment that has started can be marked as done.');
  });

  it('lists only their own bookings; a vendor gets an empty list', async () => {
    const mine = await client.get('/api/user-bookings/');
    expect(mine.body.count).toBeGreaterThan(0);
    expect(mine.body.results.every((b: { customer: number }) => b.customer === client.id)).toBe(true);
    const vendor = await pro.get('/api/user-bookings/');
    expect(vendor.body.count).toBe(0);
    const other = await customer(server);
    expect(
      (await other.patch(`/api/user-bookings/${mine.body.results[0].id}/`, { form: { status: 'cancelled' } }))
        .status,
    ).toBe(403);
  });
});

describe('limits on free booking requests', () => {
  const tooManyWithVendor =
    "You already have 3 booking requests waiting for this vendor's answer. Wait for an answer, or cancel one, before asking again.";
  const tooManyInAll =
    'You already have 10 booking requests waiting for answers. Wait for the vendors to answer, or cancel one, before asking again.';
  const request = (by: User, vendor: User, overrides: Record<string, string | number> = {}) =>
    by.post('/api/bookings/', {
      form: bookingForm({ vendor: vendor.id, service: braids, ...nyali, booking_date: day(4), ...overrides }),
    });
  const pendingOf = async (by: User) =>
    (await by.get('/api/user-bookings/?status=pending&page_size=100')).body.results as { id: number }[];

  it('refuses dates beyond the 90 days vendors open, on the date field; the vendor cannot propose them either', async () => {
    const shopper = await customer(server);
    const horizon = `Bookings open at most 90 days ahead. Choose a date up to ${day(90)}.`;
    for (const date of ['9999-12-31', day(91)]) {
      const res = await request(shopper, pro, { booking_date: date });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ booking_date: [horizon] });
    }
    expect(await pendingOf(shopper)).toEqual([]);
    const last = await request(shopper, pro, { booking_date: day(90) });
    expect(last.status, JSON.stringify(last.body)).toBe(201);
    const proposal = await pro.post(`/api/vendor-bookings/${last.body.id}/proposal/`, {
      json: { booking_date: day(120), booking_time: '10:00' },
    });
    expect(proposal.status).toBe(400);
    expect(proposal.body.booking_date).toEqual([horizon]);
  });

  it('at most 3 requests waiting on one vendor and 10 in all; a cancelled or past one frees a place', async () => {
    const shopper = await customer(server);
    const stylists = [pro, ...(await Promise.all([1, 2, 3].map(() => professional(server))))];
    for (const time of ['09:00', '09:00', '11:00'])
      expect((await request(shopper, stylists[0]!, { booking_time: time })).status).toBe(201);
    const fourth = await request(shopper, stylists[0]!, { booking_time: '14:00' });
    expect(fourth).toMatchObject({ status: 409, body: { detail: tooManyWithVendor } });
    // Another vendor is another queue.
    expect((await request(shopper, stylists[1]!)).status).toBe(201);

    const [first] = await pendingOf(shopper);
    await shopper.patch(`/api/user-bookings/${first!.id}/`, { form: { status: 'cancelled' } });
    expect((await request(shopper, stylists[0]!, { booking_time: '14:00' })).status).toBe(201);

    for (const stylist of [stylists[1]!, stylists[1]!, stylists[2]!, stylists[2]!, stylists[2]!])
      expect((await request(shopper, stylist)).status).toBe(201);
    expect(await pendingOf(shopper)).toHaveLength(9);
    expect((await request(shopper, stylists[3]!)).status).toBe(201);
    const eleventh = await request(shopper, stylists[3]!, { booking_time: '12:00' });
    expect(eleventh).toMatchObject({ status: 409, body: { detail: tooManyInAll } });
    expect(await pendingOf(shopper)).toHaveLength(10);

    // A request whose time went by unanswered no longer holds a place.
    const [latest] = await pendingOf(shopper);
    await server.database.db.execute(
      sql`update bookings set starts_at = now() - interval '1 day', ends_at = now() - interval '20 hours' where id = ${latest!.id}`,
    );
    expect((await request(shopper, stylists[3]!, { booking_time: '12:00' })).status).toBe(201);
  });

  it('twenty identical requests at once: three are taken, the rest refused in plain words', async () => {
    const shopper = await customer(server);
    const stylist = await professional(server);
    const answers = await Promise.all(Array.from({ length: 20 }, () => request(shopper, stylist)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    for (const refused of answers.filter((a) => a.status === 409))
      expect(refused.body).toEqual({ detail: tooManyWithVendor });
    expect(await pendingOf(shopper)).toHaveLength(3);
    const notes = await stylist.get('/api/notifications/');
    expect(notes.body.count).toBe(3);
  });
});
