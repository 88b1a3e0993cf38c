import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { TcpProxy } from './support/tcp-proxy.ts';
import { Caller } from './client.ts';
import { bookingForm, customer as signUpCustomer, day, professional, serviceIds } from './fixtures.ts';

/**
 * The short version of the outage drill (the long one is `pnpm soak`): with bookings being made, the
 * database line is cut for a few seconds. Meanwhile the API answers 503 with a clear detail; afterwards it
 * recovers by itself, and every booking it acknowledged is there.
 */
const OUTAGE_MS = Number(process.env.OUTAGE_MS ?? 3000);
const postgres = process.env.DATABASE_URL;

describe.skipIf(!postgres)('a PostgreSQL outage', () => {
  let server: TestServer;
  let proxy: TcpProxy;

  beforeAll(async () => {
    const target = new URL(postgres!);
    proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    await proxy.start();
    server = await startTestServer(
      {},
      {
        rewriteDatabaseUrl: (url) => {
          const viaProxy = new URL(url);
          viaProxy.host = `127.0.0.1:${proxy.port}`;
          return viaProxy.toString();
        },
      },
    );
  });
  afterAll(async () => {
    await server?.close();
    await proxy?.close();
  }, 120_000);

  it('answers 503 during the outage, recovers without a restart and loses no acknowledged booking', async () => {
    const vendor = await professional(server);
    const [service] = await serviceIds(server, 'Box Braids');
    const customer = await signUpCustomer(server);
    const acknowledged: number[] = [];
    const statuses: number[] = [];
    let stop = false;
    let attempt = 0;

    const load = (async () => {
      while (!stop) {
        attempt += 1;
        const res = await customer.post('/api/bookings/', {
          form: bookingForm({ vendor: vendor.id, service: service!, booking_date: day(1 + (attempt % 80)) }),
        });
        statuses.push(res.status);
        // The vendor declines each request at once, so the customer stays under the limits of pending requests.
        if (res.status === 201) {
          acknowledged.push(res.body.id);
          await vendor.patch(`/api/bookings/${res.body.id}/`, { form: { status: 'cancelled' } });
        } else expect(res.status, JSON.stringify(res.body)).toBe(503);
        if (res.status === 503) expect(res.body.detail).toMatch(/temporarily unavailable/);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();

    await new Promise((r) => setTimeout(r, 500));
    proxy.cut();
    await new Promise((r) => setTimeout(r, OUTAGE_MS));
    const during = await new Caller(server).get('/api/health/');
    expect(during.status).toBe(503);
    expect(during.body.database).toBe('down');
    proxy.restore();
    await new Promise((r) => setTimeout(r, 2000));
    stop = true;
    await load;

    expect(statuses).toContain(503);
    expect(statuses.at(-1)).toBe(201);
    const after = await new Caller(server).get('/api/health/');
    expect(after.status).toBe(200);
    const listed = await customer.get('/api/user-bookings/?page_size=100');
    const saved = new Set<number>(listed.body.results.map((b: { id: number }) => b.id));
    for (const id of acknowledged) expect(saved.has(id), `booking ${id} was acknowledged`).toBe(true);
  });
});
