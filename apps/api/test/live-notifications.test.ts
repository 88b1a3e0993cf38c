import { SignJWT } from 'jose';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { startLiveHub, type Pulse } from '../src/domains/messaging/live.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { bookingForm, customer, day, PASSWORD, professional, serviceIds, type User } from './fixtures.ts';

/** An open notification stream read over real HTTP, event by event. */
async function openStream(server: TestServer, user: User, token = user.token) {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/api/notifications/stream/`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  // One read at a time: a read left behind by a timeout keeps its chunk for the next caller.
  let pending: ReturnType<typeof reader.read> | undefined;
  const read = async (withinMs: number, failure: string) => {
    pending ??= reader.read();
    const chunk = await Promise.race([
      pending,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(failure)), withinMs)),
    ]);
    pending = undefined;
    return chunk;
  };
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
        const chunk = await read(left, 'no event in time');
        if (chunk.done) throw new Error('the stream ended');
        buffer += chunk.value;
      }
    },
    /** Reads on until the server ends the stream; fails if it is still open after `withinMs`. */
    async ended(withinMs = 2000): Promise<string> {
      const deadline = Date.now() + withinMs;
      for (;;) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('the stream is still open');
        const chunk = await read(left, 'the stream is still open');
        if (chunk.done) return buffer;
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
        hub.subscribe(pro.id, { version: 0, send: (pulse) => pulses.push(pulse), end: () => {} });
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

describe('a stream lives as long as its session', () => {
  /** A vendor with a bell open, and a way to ring it. */
  async function bellOpen() {
    const vendor = await professional(server);
    const stream = await openStream(server, vendor);
    expect(stream.response.status).toBe(200);
    await stream.next();
    let days = 3;
    const ring = () =>
      client.post('/api/bookings/', {
        form: bookingForm({ vendor: vendor.id, service: braids, booking_date: day((days += 1)) }),
      });
    return { vendor, stream, ring };
  }

  /** The stream has ended, and nothing of this instance would deliver to it any more. */
  async function expectEnded(stream: Awaited<ReturnType<typeof openStream>>, vendor: User) {
    const rest = await stream.ended(2000);
    // The page is told the session is over (so it does not reconnect into a 401), then asked to come back.
    expect(rest).toMatch(/event: session-ended\ndata: \{\}\n\nretry: \d+\n\n$/);
    expect(rest).not.toContain('event: notifications');
    expect(server.deps.live.open(vendor.id)).toBe(0);
  }

  it('ends at sign-out; later notifications reach nobody, and the old token opens no new stream', async () => {
    const { vendor, stream, ring } = await bellOpen();
    try {
      expect(await ring()).toMatchObject({ status: 201 });
      expect((await stream.next()).latest).toMatchObject({ kind: 'booking_requested' });
      expect((await vendor.post('/api/logout/')).status).toBe(204);
      await expectEnded(stream, vendor);
      expect(await ring()).toMatchObject({ status: 201 });
      expect(server.deps.live.open(vendor.id)).toBe(0);
      const again = await fetch(`${server.url}/api/notifications/stream/`, {
        headers: { authorization: `Bearer ${vendor.token}` },
      });
      expect(again.status).toBe(401);
    } finally {
      stream.close();
    }
  });

  it('ends at a password change; a stream opened with the new token rings on', async () => {
    const { vendor, stream, ring } = await bellOpen();
    let fresh: Awaited<ReturnType<typeof openStream>> | undefined;
    try {
      const changed = await vendor.post('/api/me/password/', {
        json: {
          current_password: PASSWORD,
          new_password: 'karibu-sana-2026',
          confirm_password: 'karibu-sana-2026',
        },
      });
      expect(changed.status).toBe(200);
      await expectEnded(stream, vendor);
      fresh = await openStream(server, vendor, changed.body.access);
      await fresh.next();
      expect(await ring()).toMatchObject({ status: 201 });
      expect((await fresh.next()).latest).toMatchObject({ kind: 'booking_requested' });
    } finally {
      stream.close();
      fresh?.close();
    }
  });

  it('ends at an e-mail change', async () => {
    const { vendor, stream, ring } = await bellOpen();
    try {
      const changed = await vendor.post('/api/me/email/', {
        json: { email: `moved.${vendor.email}`, current_password: PASSWORD },
      });
      expect(changed.status).toBe(200);
      await expectEnded(stream, vendor);
      expect(await ring()).toMatchObject({ status: 201 });
      expect(server.deps.live.open(vendor.id)).toBe(0);
    } finally {
      stream.close();
    }
  });

  it('ends when the account is erased', async () => {
    const { vendor, stream } = await bellOpen();
    try {
      expect((await vendor.post('/api/me/delete/', { json: { password: PASSWORD } })).status).toBe(204);
      await expectEnded(stream, vendor);
    } finally {
      stream.close();
    }
  });

  it('ends when its token expires, though the session was never ended', async () => {
    const vendor = await professional(server);
    const expiresAt = Math.floor(Date.now() / 1000) + 2;
    const token = await new SignJWT({ user_type: 'Beauty Professional', ver: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(vendor.id))
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .sign(new TextEncoder().encode(server.config.jwtSecret));
    const stream = await openStream(server, vendor, token);
    try {
      expect(stream.response.status).toBe(200);
      await stream.next();
      await expectEnded(stream, vendor);
      // Timers may fire a millisecond before the wall clock agrees.
      expect(Date.now()).toBeGreaterThanOrEqual(expiresAt * 1000 - 50);
      // The session itself is still good: the vendor's own token opens a new stream.
      const fresh = await openStream(server, vendor);
      expect(fresh.response.status).toBe(200);
      fresh.close();
    } finally {
      stream.close();
    }
  });

  it('ends at the next ping when this instance missed the signal', async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] });
    try {
      const { vendor, stream } = await bellOpen();
      try {
        // As if this instance's LISTEN had been down when the session ended: the version moves unheard.
        await server.database.db.execute(
          sql`update users set token_version = token_version + 1 where id = ${vendor.id}`,
        );
        await expect(stream.ended(300)).rejects.toThrow('still open');
        await vi.advanceTimersByTimeAsync(25_000);
        await expectEnded(stream, vendor);
      } finally {
        stream.close();
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it.runIf(process.env.DATABASE_URL)('ends a stream held by another instance at sign-out', async () => {
    const vendor = await professional(server);
    const other = await openDatabase({ url: server.config.databaseUrl, dataDir: 'memory://' });
    const hub = await startLiveHub(other, () => {});
    try {
      let ended = false;
      hub.subscribe(vendor.id, { version: 0, send: () => {}, end: () => (ended = true) });
      expect((await vendor.post('/api/logout/')).status).toBe(204);
      await expect.poll(() => ended, { timeout: 2000 }).toBe(true);
    } finally {
      await hub.close();
      await other.close();
    }
  });
});
