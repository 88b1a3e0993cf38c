// List calls must not make one query per item (N+1): the same list with 5 and with 20 items costs the
// same number of database round trips. Items are written straight into the database, so only the calls
// under test are counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  businessEmployees,
  businessProfiles,
  notifications,
  professionalProfiles,
  users,
  vendorServices,
} from '../src/db/schema.ts';
import { countQueries, startTestServer, type TestServer } from './harness.ts';
import { business, customer, day, serviceIds, type User } from './fixtures.ts';

let server: TestServer;
let salon: User;
let client: User;
let offered: number[];
let queries: { count: number };
let seeded = 0;

beforeAll(async () => {
  server = await startTestServer();
  queries = countQueries(server);
  [salon, client] = await Promise.all([business(server), customer(server)]);
  offered = await serviceIds(server, 'Box Braids', 'Cornrows', 'Manicure');
});
afterAll(() => server.close());

/** New vendors of a type, set up and offering three services; returns their ids. */
async function vendors(userType: 'Beauty Professional' | 'Business Owner', count: number) {
  const db = server.database.db;
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, () => {
        seeded += 1;
        return {
          userType,
          name: `Seeded Vendor ${seeded}`,
          email: `seeded${seeded}@example.co.ke`,
          passwordHash: 'not-a-hash',
          ratingAvg: (seeded % 5) + 0.5,
          reviewCount: seeded % 7,
        };
      }),
    )
    .returning({ id: users.id });
  const ids = rows.map((row) => row.id);
  const place = { county: 'Nakuru', subCounty: 'Naivasha' };
  if (userType === 'Beauty Professional')
    await db
      .insert(professionalProfiles)
      .values(ids.map((userId) => ({ userId, bio: 'Neat braids.', ...place, experienceLevel: 'Expert' })));
  else
    await db
      .insert(businessProfiles)
      .values(
        ids.map((userId) => ({ userId, businessName: `Salon ${userId}`, businessBio: 'Spa.', ...place })),
      );
  await db
    .insert(vendorServices)
    .values(ids.flatMap((vendorId) => offered.map((serviceId) => ({ vendorId, serviceId }))));
  return ids;
}

async function employ(count: number) {
  const ids = await vendors('Beauty Professional', count);
  await server.database.db
    .insert(businessEmployees)
    .values(
      ids.map((employeeId) => ({ businessId: salon.id, employeeId, employmentStartDate: '2026-01-05' })),
    );
}

async function book(count: number) {
  const [vendor] = await vendors('Beauty Professional', 1);
  const date = day(2);
  await server.database.db.insert(bookings).values(
    Array.from({ length: count }, (_, index) => {
      const startsAt = new Date(Date.parse(`${date}T06:00:00Z`) + index * 3_600_000);
      return {
        customerId: client.id,
        vendorId: vendor!,
        serviceId: offered[0]!,
        bookingDate: date,
        bookingTime: startsAt.toISOString().slice(11, 16),
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3_600_000),
        county: 'Nakuru',
        subCounty: 'Naivasha',
      };
    }),
  );
}

async function notify(count: number) {
  await server.database.db.insert(notifications).values(
    Array.from({ length: count }, (_, index) => ({
      userId: client.id,
      kind: 'booking_confirmed',
      title: 'Booking approved',
      message: `Approved booking ${index}.`,
    })),
  );
}

/** Queries one call makes, and how many items it answered. */
async function cost(caller: User, url: string) {
  queries.count = 0;
  const res = await caller.get(url);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { queries: queries.count, items: res.body.results.length as number };
}

const LISTS = [
  {
    url: '/api/beauty-professionals/?county=Nakuru&page_size=50',
    caller: () => client,
    add: (n: number) => vendors('Beauty Professional', n),
  },
  {
    url: '/api/business-owners/?county=Nakuru&page_size=50',
    caller: () => client,
    add: (n: number) => vendors('Business Owner', n),
  },
  { url: '/api/business-employees/?page_size=50', caller: () => salon, add: employ },
  { url: '/api/user-bookings/?page_size=50', caller: () => client, add: book },
  { url: '/api/notifications/?page_size=50', caller: () => client, add: notify },
];

describe('queries per list call', () => {
  it.each(LISTS)('$url costs the same with 5 items as with 20', async ({ url, caller, add }) => {
    await add(5);
    const few = await cost(caller(), url);
    await add(15);
    const many = await cost(caller(), url);
    expect(few.items).toBeGreaterThanOrEqual(5);
    expect(many.items).toBe(few.items + 15);
    expect(many.queries).toBe(few.queries);
    // A handful: the page, its count, the signed-in user, and one batched look-up per related kind.
    expect(few.queries).toBeLessThanOrEqual(8);
  });

  it.each(LISTS.slice(0, 2))(
    '$url asks the database twice: who is signed in, then the page',
    async ({ url, caller }) => {
      // The page's rows carry their services, the viewer's right to their contact details and the total.
      expect((await cost(caller(), url)).queries).toBe(2);
    },
  );
});
