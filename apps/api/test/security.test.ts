import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { Caller } from './client.ts';

let server: TestServer;
beforeAll(async () => {
  // Real limits here: the other suites raise them.
  server = await startTestServer({ rateLimitScale: 1 });
});
afterAll(() => server.close());

describe('abuse limits', () => {
  it('answers 429 with Retry-After after five sign-in attempts on one account in a minute', async () => {
    const caller = new Caller(server);
    const attempt = () =>
      caller.post('/api/oauth/', { json: { email: 'wanjiru@example.co.ke', password: 'not-her-password' } });
    for (let i = 0; i < 5; i += 1) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body.detail).toMatch(/throttled/);
  });

  it('limits password reset requests per account', async () => {
    const caller = new Caller(server);
    const ask = () => caller.post('/api/password_reset/', { json: { email: 'kamau@example.co.ke' } });
    for (let i = 0; i < 3; i += 1) expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(429);
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
