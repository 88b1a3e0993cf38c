import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, notifications } from '../src/db/schema.ts';
import { sweepExpiredData } from '../src/domains/privacy/retention.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { bookingForm, customer, day, professional, serviceIds, type User } from './fixtures.ts';

let server: TestServer;
let pro: User;
let client: User;
let braids: number;

beforeAll(async () => {
  server = await startTestServer();
  [pro, client] = await Promise.all([professional(server), customer(server)]);
  [braids] = await serviceIds(server, 'Box Braids');
});
afterAll(() => server.close());

const db = () => server.database.db;
const outbox = async () => (await db().select({ n: count() }).from(domainEvents))[0]!.n;
const noticesOf = async (user: User) =>
  (await db().select({ n: count() }).from(notifications).where(eq(notifications.userId, user.id)))[0]!.n;
// A failure the contract does not describe (a 500) is read raw, without the contract's check.
const book = (time: string, raw = false) =>
  client.post('/api/bookings/', {
    raw,
    form: bookingForm({
      vendor: pro.id,
      service: braids!,
      county: 'Mombasa',
      sub_county: 'Nyali',
      booking_time: time,
      booking_date: day(2),
    }),
  });

describe('domain events', () => {
  it('leave no outbox row and no notification when their transaction rolls back', async () => {
    const [events, notices] = [await outbox(), await noticesOf(pro)];
    // Whatever goes wrong after the event was raised (here: right after its subscribers ran) undoes the
    // command's work, the event and everything the event caused together.
    const raise = server.deps.events.raise.bind(server.deps.events);
    let raised = 0;
    server.deps.events.raise = async (tx, type, data) => {
      await raise(tx, type, data);
      raised += 1;
      throw new Error('the command failed after raising its event');
    };
    try {
      expect((await book('09:00', true)).status).toBe(500);
    } finally {
      server.deps.events.raise = raise;
    }
    expect(raised).toBe(1);
    expect(await outbox()).toBe(events);
    expect(await noticesOf(pro)).toBe(notices);
    expect((await client.get('/api/user-bookings/')).body.count).toBe(0);
  });

  it('leave the outbox row and the notification it caused when it commits', async () => {
    const [events, notices] = [await outbox(), await noticesOf(pro)];
    expect((await book('11:00')).status).toBe(201);
    const written = await db().select().from(domainEvents).orderBy(domainEvents.id);
    expect(written.length).toBeGreaterThan(events);
    expect(written.at(-1)!.type).toMatch(/^booking\./);
    expect(await noticesOf(pro)).toBe(notices + 1);
  });

  it('are swept from the outbox after the message jobs they caused (30 days)', async () => {
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
    const [old] = await db()
      .insert(domainEvents)
      .values({ type: 'booking.requested', data: { bookingId: 1 }, createdAt: daysAgo(31) })
      .returning();
    const [recent] = await db()
      .insert(domainEvents)
      .values({ type: 'booking.requested', data: { bookingId: 2 }, createdAt: daysAgo(29) })
      .returning();
    const swept = await sweepExpiredData(db());
    expect(swept.message_jobs).toBeGreaterThanOrEqual(1);
    const left = async (id: number) =>
      (await db().select().from(domainEvents).where(eq(domainEvents.id, id))).length;
    expect(await left(old!.id)).toBe(0);
    expect(await left(recent!.id)).toBe(1);
  });
});
