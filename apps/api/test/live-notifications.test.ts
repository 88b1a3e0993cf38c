import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { startLiveHub, type Pulse } from '../src/domains/notifications/live.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { bookingForm, customer, day, professional, serviceIds, type User } from './fixtures.ts';

/** An open notification stream read over real HTTP, event by event. */
async function openStream(server: TestServer, user: User) {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/api/notifications/stream/`, {
    headers: { authorization: `Bearer ${user.token}` },
    signal: controller.signal,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return {
    response,
    /** The next event's data, or a failure after `withinMs`. */
    async next(withinMs = 2000): Promise<{ unread: number; latest: { kind: string; title: string } | null }> {
      const deadline = Date.now() + withinMs;
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (block.includes('event: notifications') && data) return JSON.parse(data.slice(6));
          continue;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no event in time');
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no event in time')), left)),
        ]);
        if (chunk.done) throw new Error('the stream ended');
        buffer += chunk.value;
      }
    },
    close: () => controller.abort(),
  };
}

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

describe('live notifications', () => {
  it("pushes a new notification and the unread count to the vendor's open bell within 2 seconds", async () => {
    const stream = await openStream(server, pro);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(stream.response.headers.get('cache-control')).toBe('no-store');
      const first = await stream.next();
      expect(first.latest).toBeNull();

      const booked = await client.post('/api/bookings/', {
        form: bookingForm({ vendor: pro.id, service: braids, booking_date: day(4) }),
      });
      expect(booked.status).toBe(201);
      const pulse = await stream.next(2000);
      expect(pulse.unread).toBe(first.unread + 1);
      expect(pulse.latest).toMatchObject({ kind: 'booking_requested', title: 'New booking request' });
    } finally {
      stream.close();
    }
  });

  it("tells nobody else: the client's stream stays quiet", async () => {
    const stream = await openStream(server, client);
    try {
      await stream.next();
      await client.post('/api/bookings/', {
        form: bookingForm({ vendor: pro.id, service: braids, booking_date: day(5) }),
      });
      await expect(stream.next(1000)).rejects.toThrow('no event in time');
    } finally {
      stream.close();
    }
  });

  it('needs a signed-in caller and holds at most 5 streams per user', async () => {
    const anonymous = await fetch(`${server.url}/api/notifications/stream/`);
    expect(anonymous.status).toBe(401);
    const streams = await Promise.all(Array.from({ length: 5 }, () => openStream(server, client)));
    try {
      await Promise.all(streams.map((s) => s.next()));
      const sixth = await fetch(`${server.url}/api/notifications/stream/`, {
        headers: { authorization: `Bearer ${client.token}` },
      });
      expect(sixth.status).toBe(429);
    } finally {
      for (const s of streams) s.close();
    }
  });

  it.runIf(process.env.DATABASE_URL)(
    'reaches a stream held by another instance on the same database',
    async () => {
      const other = await openDatabase({ url: server.config.databaseUrl, dataDir: 'memory://' });
      const hub = await startLiveHub(other, () => {});
      try {
        const pulses: Pulse[] = [];
        hub.subscribe(pro.id, { send: (pulse) => pulses.push(pulse), end: () => {} });
        await client.post('/api/bookings/', {
          form: bookingForm({ vendor: pro.id, service: braids, booking_date: day(6) }),
        });
        await expect.poll(() => pulses.length, { timeout: 2000 }).toBe(1);
        expect(pulses[0]!.latest).toMatchObject({ kind: 'booking_requested' });
      } finally {
        await hub.close();
        await other.close();
      }
    },
  );
});
