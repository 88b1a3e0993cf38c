import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_SECONDS, signAccessToken, verifyAccessToken } from '../src/domains/auth/tokens.ts';
import { createRateLimiter, LIMITS } from '../src/http/rate-limit.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { customer } from './fixtures.ts';
import { Caller } from './client.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

describe('access tokens', () => {
  it('refuses an expired token', async () => {
    const user = await customer(server);
    const key = new TextEncoder().encode(server.config.jwtSecret);
    const expired = await new SignJWT({ user_type: 'Retail Customer', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 2 * 86_400)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 86_400)
      .sign(key);
    expect((await new Caller(server).get('/api/me/', bearer(expired))).status).toBe(401);
  });

  it('refuses a token without exp, however well signed, every time it is sent', async () => {
    const user = await customer(server);
    const key = new TextEncoder().encode(server.config.jwtSecret);
    const forever = await new SignJWT({ user_type: 'Retail Customer', ver: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .sign(key);
    // Twice: a refused token must not be kept as verified either.
    expect((await new Caller(server).get('/api/me/', bearer(forever))).status).toBe(401);
    expect((await new Caller(server).get('/api/me/', bearer(forever))).status).toBe(401);
    expect(await verifyAccessToken(server.config.jwtSecret, forever)).toBeNull();
    const nobody = await new SignJWT({ user_type: 'Retail Customer', ver: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    expect(await verifyAccessToken(server.config.jwtSecret, nobody)).toBeNull();
    // The server's own tokens say when they end: a day after they were made.
    const claims = JSON.parse(Buffer.from(user.token!.split('.')[1]!, 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(ACCESS_TOKEN_SECONDS);
    expect((await new Caller(server).get('/api/me/', bearer(user.token!))).status).toBe(200);
  });

  it('refuses a token signed with another key, and one whose role was changed', async () => {
    const user = await customer(server);
    const forged = await signAccessToken('an-attackers-secret-of-at-least-32-chars!', {
      id: user.id,
      userType: 'Retail Customer',
      tokenVersion: 0,
    });
    expect((await new Caller(server).get('/api/me/', bearer(forged))).status).toBe(401);
    const [header, payload, signature] = user.token!.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const promoted = Buffer.from(JSON.stringify({ ...claims, user_type: 'Business Owner' })).toString(
      'base64url',
    );
    expect(
      (await new Caller(server).get('/api/me/', bearer(`${header}.${promoted}.${signature}`))).status,
    ).toBe(401);
  });

  it('retires every copy of the token on logout', async () => {
    const user = await customer(server);
    const token = user.token!;
    expect((await new Caller(server).get('/api/me/', bearer(token))).status).toBe(200);
    expect((await user.post('/api/logout/')).status).toBe(204);
    expect((await new Caller(server).get('/api/me/', bearer(token))).status).toBe(401);
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('rate limits shared through Redis', () => {
  it('counts the hits of two instances together', async () => {
    const config = { redisUrl: process.env.TEST_REDIS_URL, rateLimitScale: 1 };
    const first = createRateLimiter(config);
    const second = createRateLimiter(config);
    const subject = `test-${Date.now()}-${Math.random()}`;
    try {
      for (let i = 0; i < LIMITS.signInPerAccount.limit; i += 1)
        await (i % 2 ? first : second).check(LIMITS.signInPerAccount, subject);
      await expect(first.check(LIMITS.signInPerAccount, subject)).rejects.toMatchObject({
        refusal: 'throttled',
        retryAfterSeconds: expect.any(Number),
      });
    } finally {
      await first.close();
      await second.close();
    }
  });
});
