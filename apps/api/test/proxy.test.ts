import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { hashPassword } from '../src/domains/auth/passwords.ts';
import { LIMITS } from '../src/http/rate-limit.ts';
import { Caller } from './client.ts';
import { PASSWORD, signUpForm } from './fixtures.ts';
import { expectContract, startTestServer, type TestServer } from './harness.ts';

// Real limits (scale 1) on both: one server reached directly, one behind a proxy on 127.0.0.1, which is
// where app.inject's requests come from.
let direct: TestServer;
let proxied: TestServer;
beforeAll(async () => {
  [direct, proxied] = await Promise.all([
    startTestServer({ rateLimitScale: 1 }),
    startTestServer({ rateLimitScale: 1, trustProxy: ['127.0.0.1'] }),
  ]);
});
afterAll(() => Promise.all([direct?.close(), proxied?.close()]));

/** Signs up a customer, the request saying it was forwarded for `client`. */
async function registerForwarded(server: TestServer, client: string, email: string) {
  const res = await new Caller(server).post('/api/retail-customers/', {
    form: signUpForm('customer', { email }),
    headers: { 'x-forwarded-for': client },
  });
  return res.status;
}

/** Signs in through the proxy for `client` (the address the proxy forwards). */
async function signInAs(client: string, email: string, password: string) {
  const res = await proxied.app.inject({
    method: 'POST',
    url: '/api/oauth/',
    payload: { email, password },
    headers: { 'x-forwarded-for': client },
  });
  expectContract('POST', '/api/oauth/', res);
  return res.statusCode;
}

const accountsLike = (server: TestServer, pattern: string) =>
  server.database.db.select({ id: users.id }).from(users).where(like(users.email, pattern));

/** Uses up all but `left` of an address's sign-ups this hour, as earlier sign-ups from it would have. */
async function signUpsSpent(server: TestServer, address: string, left = 0) {
  for (let i = 0; i < LIMITS.registerPerAddress.limit - left; i += 1)
    await server.deps.rateLimiter.check(LIMITS.registerPerAddress, address);
}

describe('the client address behind a reverse proxy', () => {
  it('ignores X-Forwarded-For from an address that is not a trusted proxy', async () => {
    // app.inject connects from 127.0.0.1, the address that is counted here whatever the header claims.
    await signUpsSpent(direct, '127.0.0.1', 2);
    expect(await registerForwarded(direct, '198.51.100.1', 'forged1@example.co.ke')).toBe(201);
    expect(await registerForwarded(direct, '198.51.100.2', 'forged2@example.co.ke')).toBe(201);
    // A third "different" client is still the same sender, past its sign-ups for the hour.
    expect(await registerForwarded(direct, '198.51.100.3', 'forged3@example.co.ke')).toBe(429);
    expect(await registerForwarded(direct, '203.0.113.250', 'forged4@example.co.ke')).toBe(429);
    expect(await accountsLike(direct, 'forged%')).toHaveLength(2);
  });

  it('counts two clients forwarded by a trusted proxy apart', async () => {
    await signUpsSpent(proxied, '198.51.100.7', 1);
    expect(await registerForwarded(proxied, '198.51.100.7', 'first1@example.co.ke')).toBe(201);
    expect(await registerForwarded(proxied, '198.51.100.7', 'first2@example.co.ke')).toBe(429);
    // The next client is not the first one's count, nor is the proxy's own address (127.0.0.1).
    expect(await registerForwarded(proxied, '198.51.100.8', 'second@example.co.ke')).toBe(201);
    // A client cannot slip past its count by putting an address of its own choosing in front: the proxy
    // appends the address it saw, and the last one is the client.
    expect(await registerForwarded(proxied, '10.9.9.9, 198.51.100.7', 'first3@example.co.ke')).toBe(429);
    expect(await accountsLike(proxied, 'first%')).toHaveLength(1);
    expect(await accountsLike(proxied, 'second%')).toHaveLength(1);
  });

  it('checks the M-Pesa callback source against the forwarded client only through a trusted proxy', async () => {
    const callback = {
      Body: {
        stkCallback: {
          MerchantRequestID: 'unknown',
          CheckoutRequestID: 'ws_CO_000000000000000001',
          ResultCode: 1032,
          ResultDesc: 'Request cancelled by user',
        },
      },
    };
    const post = (server: TestServer, client: string) =>
      server.app.inject({
        method: 'POST',
        url: `/api/payments/mpesa-callback/${server.config.mpesa.callbackToken}/`,
        payload: callback,
        headers: { 'x-forwarded-for': client },
      });
    for (const server of [direct, proxied]) server.config.mpesa.callbackAllowedIps = ['196.201.214.200'];
    try {
      expect((await post(proxied, '196.201.214.200')).statusCode).toBe(200);
      expect((await post(proxied, '198.51.100.9')).statusCode).toBe(404);
      // Straight to the server, the header is anyone's to write.
      expect((await post(direct, '196.201.214.200')).statusCode).toBe(404);
    } finally {
      for (const server of [direct, proxied]) server.config.mpesa.callbackAllowedIps = [];
    }
  });
});

describe('one address shared by many people (carrier-grade NAT)', () => {
  it('lets many accounts sign in from one address at a busy rate while one guessed account is stopped', async () => {
    const shared = '100.64.12.34';
    // 200 people an hour behind one address sign in about 3 to 4 times a minute; this is a minute of
    // four times that, with a script guessing one account's password in the middle of it.
    const people = 12;
    const guesses = 6;
    expect(people + guesses + 1).toBeLessThanOrEqual(LIMITS.signInPerAddress.limit);
    const emails = Array.from({ length: people + 2 }, (_, i) => `nat${i}@example.co.ke`);
    const passwordHash = await hashPassword(PASSWORD);
    await proxied.database.db.insert(users).values(
      emails.map((email, i) => ({
        userType: 'Retail Customer' as const,
        name: `Wanjiru Nat${i}`,
        email,
        phoneNumber: `2547${String(30_000_000 + i)}`,
        passwordHash,
      })),
    );
    const [victim, late, ...crowd] = emails as [string, string, ...string[]];

    for (const email of crowd.slice(0, people / 2)) expect(await signInAs(shared, email, PASSWORD)).toBe(200);
    const answers: number[] = [];
    for (let i = 0; i < guesses; i += 1) answers.push(await signInAs(shared, victim, `guess-${i}-password`));
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
    for (const email of crowd.slice(people / 2)) expect(await signInAs(shared, email, PASSWORD)).toBe(200);
    // Someone else on the shared address still gets in after the script was stopped.
    expect(await signInAs(shared, late, PASSWORD)).toBe(200);
    // And the victim herself, from her own address.
    expect(await signInAs('192.0.2.200', victim, PASSWORD)).toBe(200);
  });
});
