import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { countyNames } from '@urembo/kenya';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../src/seed/demo.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { Caller } from './client.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.database.db);
});
afterAll(() => server.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await server.database.db.execute(query)) as unknown as { rows: T[] }).rows;

const signIn = async (email: string) => {
  const caller = new Caller(server);
  const res = await caller.post('/api/oauth/', { json: { email, password: DEMO_PASSWORD } });
  expect(res.status).toBe(200);
  caller.token = res.body.access;
  return caller;
};

describe('demo data', () => {
  it("seeds the landing page's numbers across all 47 counties, most in the three cities", async () => {
    expect((await new Caller(server).get('/api/stats/')).body).toEqual({
      businesses: 65,
      professionals: 650,
      clients: 900,
    });
    const counties = await rows<{ county: string; n: number }>(
      sql`select county, count(*)::int as n from professional_profiles group by county order by n desc`,
    );
    expect(counties.map((c) => c.county).sort()).toEqual([...countyNames].sort());
    expect(
      counties
        .slice(0, 3)
        .map((c) => c.county)
        .sort(),
    ).toEqual(['Kisumu', 'Mombasa', 'Nairobi']);
    const nairobi = await new Caller(server).get('/api/beauty-professionals/?county=Nairobi');
    expect(nairobi.body.count).toBeGreaterThan(150);
  });

  it('keeps every rating equal to the average of the reviews, and ratings vary', async () => {
    const drift = await rows<{ id: number }>(sql`
      select u.id from users u left join (select subject_id, avg(rating) as avg, count(*)::int as n from reviews group by subject_id) r
        on r.subject_id = u.id
      where u.review_count <> coalesce(r.n, 0) or abs(u.rating_avg - coalesce(r.avg, 0)) > 0.005`);
    expect(drift).toEqual([]);
    const [spread] = await rows<{ bands: number; reviews: number }>(
      sql`select count(distinct round(rating_avg))::int as bands, sum(review_count)::int as reviews from users where review_count > 0`,
    );
    expect(spread!.bands).toBeGreaterThanOrEqual(3);
    expect(spread!.reviews).toBeGreaterThan(300);
    const reviewed = await rows<{ n: number }>(
      sql`select count(*)::int as n from reviews r join bookings b on b.id = r.booking_id where b.status <> 'completed'`,
    );
    expect(reviewed[0]!.n).toBe(0);
  });

  it('gives three demo accounts with finished setups something to do', async () => {
    const [businessAccount, proAccount, clientAccount] = DEMO_ACCOUNTS;
    const owner = await signIn(businessAccount.email);
    const pro = await signIn(proAccount.email);
    const client = await signIn(clientAccount.email);
    for (const caller of [owner, pro, client]) {
      const me = await caller.get('/api/me/');
      expect(me.body.setup_complete).toBe(true);
      expect(me.body.phone_number).toMatch(/^2547\d{8}$/);
    }
    expect((await owner.get('/api/business-bookings/?status=pending')).body.count).toBeGreaterThan(0);
    expect((await owner.get('/api/business-employees/')).body.count).toBe(2);
    expect((await owner.get('/api/employment-requests/?status=pending')).body.count).toBe(1);
    expect((await pro.get('/api/bookings/professional-bookings/?status=pending')).body.count).toBeGreaterThan(
      0,
    );
    expect((await pro.get('/api/professional-employers/')).body.results[0].more.business_name).toBe(
      'Mama Njeri Beauty Parlour',
    );
    for (const caller of [owner, pro, client])
      expect((await caller.get('/api/notifications/')).body.count).toBeGreaterThan(1);

    // The client has one completed appointment with the demo professional still to review.
    const proId = (await pro.get('/api/me/')).body.id;
    const review = await client.post('/api/professionals-reviews/', {
      json: { professional: proId, rating: 4 },
    });
    expect(review.status).toBe(201);
    // Approving the client's pending request fits around the seeded confirmed bookings.
    const clientId = (await client.get('/api/me/')).body.id;
    const pending = await pro.get('/api/bookings/professional-bookings/?status=pending&page_size=100');
    const mine = pending.body.results.find((b: { customer: number }) => b.customer === clientId);
    const answer = await pro.patch(`/api/bookings/${mine.id}/`, { json: { status: 'confirmed' } });
    expect(answer.status).toBe(200);
  });
});
