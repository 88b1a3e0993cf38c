import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import {
  bookingForm,
  business,
  completeBooking,
  customer,
  day,
  entitle,
  professional,
  serviceIds,
  type User,
} from './fixtures.ts';

let server: TestServer;
let pro: User;
let salon: User;
let client: User;
let braids: number;
let manicure: number;

beforeAll(async () => {
  server = await startTestServer();
  [pro, salon, client] = await Promise.all([professional(server), business(server), customer(server)]);
  [braids, manicure] = await serviceIds(server, 'Box Braids', 'Manicure');
});
afterAll(() => server.close());

async function completedBookingWith(vendor: User) {
  const path = vendor.role === 'business' ? '/api/business-bookings/' : '/api/bookings/';
  const where = vendor.role === 'business' ? {} : { county: 'Mombasa', sub_county: 'Nyali' };
  const res = await client.post(path, {
    form: bookingForm({
      vendor: vendor.id,
      service: vendor.role === 'business' ? manicure : braids,
      booking_date: day(4),
      ...where,
    }),
  });
  expect(res.status).toBe(201);
  await completeBooking(server, res.body.id);
  return res.body.id as number;
}

const reviewPro = (rating: number, text = 'Neat and on time.') =>
  client.post('/api/professionals-reviews/', { form: { professional: pro.id, rating, review_text: text } });

describe('reviews of professionals', () => {
  it('need a completed appointment (403)', async () => {
    const res = await reviewPro(5);
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe('You can review them after a completed appointment.');
  });

  it('are saved once per completed booking; the rating is computed from them', async () => {
    await completedBookingWith(pro);
    const first = await reviewPro(5);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      reviewer: client.id,
      reviewer_name: client.name,
      reviewed_user: pro.id,
      rating: 5,
    });
    const twice = await reviewPro(4);
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe('You have already reviewed every completed appointment with them.');
    await completedBookingWith(pro);
    expect((await reviewPro(4)).status).toBe(201);
    const profile = await client.get(`/api/beauty-professionals/${pro.id}/`);
    expect(profile.body).toMatchObject({ rating: 4.5, review_count: 2 });
    expect(profile.body.more.rating).toBe(4.5);
  });

  it('notify the professional and are listed newest first', async () => {
    const notes = await pro.get('/api/notifications/');
    expect(notes.body.results[0]).toMatchObject({
      kind: 'review_received',
      message: `${client.name} rated you 4 out of 5.`,
    });
    const list = await client.get(`/api/professionals-reviews/?professional=${pro.id}`);
    expect(list.body.count).toBe(2);
    expect(list.body.results.map((r: { rating: number }) => r.rating)).toEqual([4, 5]);
  });

  it('are rejected outside 1 to 5 and for someone who is not a professional', async () => {
    const bad = await reviewPro(6);
    expect(bad.status).toBe(400);
    expect(bad.body.rating).toEqual(['Ensure this value is at most 5.']);
    const wrong = await client.post('/api/professionals-reviews/', {
      form: { professional: salon.id, rating: 3 },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.professional).toEqual(['Select a valid beauty professional.']);
  });

  it('from a business: once per employment', async () => {
    expect(
      (await salon.post('/api/professionals-reviews/', { form: { professional: pro.id, rating: 3 } })).status,
    ).toBe(403);
    await entitle(server, salon.id);
    const invitation = await salon.post('/api/business-employees/', {
      form: { business: salon.id, employee: pro.id, employment_start_date: '2026-01-01' },
    });
    // Invited is not employed: a review waits for her yes.
    expect(
      (await salon.post('/api/professionals-reviews/', { form: { professional: pro.id, rating: 3 } })).status,
    ).toBe(403);
    await pro.patch(`/api/employment-requests/${invitation.body.id}/`, { json: { status: 'accepted' } });
    const res = await salon.post('/api/professionals-reviews/', {
      form: { professional: pro.id, rating: 3 },
    });
    expect(res.status).toBe(201);
    const again = await salon.post('/api/professionals-reviews/', {
      form: { professional: pro.id, rating: 3 },
    });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('You have already reviewed this employee.');
  });
});

describe('reviews of businesses', () => {
  it('come from clients after a completed booking and move the business rating', async () => {
    expect(
      (await client.post('/api/business-reviews/', { form: { business: salon.id, rating: 2 } })).status,
    ).toBe(403);
    await completedBookingWith(salon);
    const res = await client.post('/api/business-reviews/', { form: { business: salon.id, rating: 2 } });
    expect(res.status).toBe(201);
    const list = await client.get(`/api/business-reviews/?business=${salon.id}`);
    expect(list.body.results).toHaveLength(1);
    const profile = await client.get(`/api/business-owners/${salon.id}/`);
    expect(profile.body.more).toMatchObject({ rating: 2, review_count: 1 });
    const lowRated = await client.get('/api/business-owners/?rating=2%20stars%20and%20below');
    expect(lowRated.body.results.map((b: { id: number }) => b.id)).toEqual([salon.id]);
  });
});
