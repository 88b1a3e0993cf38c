import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectContract, startTestServer, type TestServer } from './harness.ts';
import { Caller } from './client.ts';
import { PASSWORD, register } from './fixtures.ts';
import {
  backoffWaitMs,
  memoryRateStore,
  redisRateStore,
  type BackoffRule,
  type RateStore,
} from '../src/http/rate-limit.ts';

let server: TestServer;
beforeAll(async () => {
  // Real limits here: the other suites raise them.
  server = await startTestServer({ rateLimitScale: 1 });
});
afterAll(() => server.close());

/** Signs in from the given address, as a browser behind it would. */
async function signInFrom(remoteAddress: string, email: string, password: string) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/oauth/',
    payload: { email, password },
    remoteAddress,
  });
  expectContract('POST', '/api/oauth/', res);
  return { status: res.statusCode, retryAfter: Number(res.headers['retry-after']), body: res.json() };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('sign-in failures', () => {
  it('after five wrong passwords from one address, that address waits while the owner on another gets in', async () => {
    const owner = await register(server, 'customer');
    for (let i = 0; i < 5; i += 1)
      expect((await signInFrom('198.51.100.1', owner.email, 'not-her-password')).status).toBe(401);
    const limited = await signInFrom('198.51.100.1', owner.email, 'not-her-password');
    expect(limited.status).toBe(429);
    expect(limited.retryAfter).toBeGreaterThan(50);
    expect(limited.retryAfter).toBeLessThanOrEqual(60);
    expect(limited.body.detail).toMatch(/throttled/);
    // The right password from the guessing address is refused too: the wait tells nothing.
    expect((await signInFrom('198.51.100.1', owner.email, PASSWORD)).status).toBe(429);
    const home = await signInFrom('198.51.100.2', owner.email, PASSWORD);
    expect(home.status).toBe(200);
    expect(home.body.access).toBeTruthy();
  });

  it("counts failures only: right passwords never use up the owner's tries", async () => {
    const owner = await register(server, 'customer');
    for (let i = 0; i < 8; i += 1)
      expect((await signInFrom('198.51.100.3', owner.email, PASSWORD)).status).toBe(200);
    // A success wipes the failures before it: four wrong, one right, four wrong again, still no wait.
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 4; i += 1)
        expect((await signInFrom('198.51.100.3', owner.email, 'typo-password')).status).toBe(401);
      expect((await signInFrom('198.51.100.3', owner.email, PASSWORD)).status).toBe(200);
    }
  });

  it('makes the wait grow with each failure after it: 1, 2, then 4 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const owner = await register(server, 'customer');
    const guess = () => signInFrom('198.51.100.4', owner.email, 'guess-password');
    for (let i = 0; i < 5; i += 1) expect((await guess()).status).toBe(401);
    for (const minutes of [1, 2, 4]) {
      const waiting = await guess();
      expect(waiting.status).toBe(429);
      expect(waiting.retryAfter).toBeGreaterThan(minutes * 60 - 10);
      expect(waiting.retryAfter).toBeLessThanOrEqual(minutes * 60);
      vi.setSystemTime(Date.now() + minutes * 60_000 - 5_000);
      expect((await guess()).status).toBe(429);
      vi.setSystemTime(Date.now() + 6_000);
      expect((await guess()).status).toBe(401);
    }
    expect((await signInFrom('198.51.100.4', owner.email, PASSWORD)).retryAfter).toBeGreaterThan(7 * 60);
  });

  it('slows a guesser spread over many addresses to one try each, and the owner still gets in', async () => {
    const owner = await register(server, 'customer');
    for (let address = 10; address < 14; address += 1)
      for (let i = 0; i < 5; i += 1)
        expect((await signInFrom(`203.0.113.${address}`, owner.email, 'spread-guess')).status).toBe(401);
    // Twenty failures on the account: a new address gets one free try, then waits.
    expect((await signInFrom('203.0.113.20', owner.email, 'spread-guess')).status).toBe(401);
    expect((await signInFrom('203.0.113.20', owner.email, 'spread-guess')).status).toBe(429);
    expect((await signInFrom('203.0.113.21', owner.email, PASSWORD)).status).toBe(200);
  });

  it('cannot be raced: tries sent all at once past the free ones are refused, not checked', async () => {
    const owner = await register(server, 'customer');
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => signInFrom('198.51.100.5', owner.email, 'racing-guess')),
    );
    expect(answers.filter((a) => a.status === 401).length).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(7);
  });
});

const RULE: BackoffRule = {
  name: 't',
  free: 2,
  firstWaitSeconds: 60,
  maxWaitSeconds: 300,
  memorySeconds: 3600,
};
const stores: [string, (() => RateStore) | undefined][] = [
  ['memory', () => memoryRateStore()],
  ['Redis', process.env.TEST_REDIS_URL ? () => redisRateStore(process.env.TEST_REDIS_URL!) : undefined],
];

describe.each(stores)('failure counts in the %s store', (_name, open) => {
  it.skipIf(!open)('peeks without counting, fails with a fresh memory, and clears', async () => {
    const store = open!();
    const key = `failures-${Date.now()}-${Math.random()}`;
    try {
      expect(await store.peek(key)).toEqual({ count: 0, resetInMs: 0 });
      await store.fail(key, 3_600_000);
      await store.fail(key, 3_600_000);
      const seen = await store.peek(key);
      expect(seen.count).toBe(2);
      expect(seen.resetInMs).toBeGreaterThan(3_590_000);
      expect((await store.peek(key)).count).toBe(2);
      // Two failures just now: the first wait, in full; a third doubles it.
      expect(backoffWaitMs(RULE, seen)).toBeGreaterThan(59_000);
      expect(backoffWaitMs(RULE, { count: 3, resetInMs: 3_600_000 })).toBe(120_000);
      expect(backoffWaitMs(RULE, { count: 9, resetInMs: 3_600_000 })).toBe(300_000);
      expect(backoffWaitMs(RULE, { count: 2, resetInMs: 3_600_000 - 61_000 })).toBe(0);
      await store.clear(key);
      expect((await store.peek(key)).count).toBe(0);
    } finally {
      await store.close();
    }
  });
});

describe('abuse limits', () => {
  it('limits password reset requests per account', async () => {
    const caller = new Caller(server);
    const ask = () => caller.post('/api/password_reset/', { json: { email: 'kamau@example.co.ke' } });
    for (let i = 0; i < 3; i += 1) expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(429);
  });

  it('caps password reset requests per account at 8 a day, whatever the 15-minute windows allow', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const owner = await register(server, 'customer');
    const ask = async () => {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/password_reset/',
        payload: { email: owner.email },
        remoteAddress: '198.51.100.9',
      });
      expectContract('POST', '/api/password_reset/', res);
      return { status: res.statusCode, retryAfter: Number(res.headers['retry-after']) };
    };
    for (const asks of [3, 3, 2]) {
      for (let i = 0; i < asks; i += 1) expect((await ask()).status).toBe(200);
      vi.setSystemTime(Date.now() + 16 * 60_000);
    }
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBeGreaterThan(20 * 3600);
    expect(server.mails.filter((mail) => mail.to === owner.email)).toHaveLength(8);
  });
});

describe('security headers', () => {
  it('sends a CSP without inline scripts, no framing, nosniff and a referrer policy', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/health/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
