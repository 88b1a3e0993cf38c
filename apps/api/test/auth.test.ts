import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { Caller } from './client.ts';
import { PASSWORD, register, signUpForm } from './fixtures.ts';
import { users } from '../src/db/schema.ts';
import { CROSS_SITE } from '../src/domains/auth/origin.ts';
import { isCommonPassword } from '../src/domains/auth/passwords.ts';
import { DEMO_PASSWORD } from '../src/seed/demo.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const signUp = (overrides: Record<string, string> = {}) => ({
  user_type: 'Retail Customer',
  name: 'Achieng Otieno',
  email: 'achieng@example.co.ke',
  phone: '0712 345 678',
  password: 'safaricom-2026',
  ...overrides,
});

describe('registration and sign-in', () => {
  it('registers a retail customer from the spec multipart form and signs them in by cookie', async () => {
    const caller = new Caller(server);
    const res = await caller.post('/api/retail-customers/', { form: signUp() });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ user_type: 'Retail Customer', name: 'Achieng Otieno' });
    const cookies = String(res.headers['set-cookie']);
    expect(cookies).toMatch(/accessToken=[^;]+;.*HttpOnly/i);
    expect(cookies).toMatch(/csrftoken=/);
  });

  it('refuses a second account with the same e-mail in any case', async () => {
    const res = await new Caller(server).post('/api/retail-customers/', {
      form: signUp({ email: 'ACHIENG@example.co.ke' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.email).toEqual(['A user with that email already exists.']);
  });

  it('rejects a phone number that is not Kenyan with the accepted formats', async () => {
    const res = await new Caller(server).post('/api/retail-customers/', {
      form: signUp({ email: 'other@example.co.ke', phone: '+255 712 345 678' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.phone[0]).toContain('0712 345 678');
  });

  it('signs in with the right password and answers /api/me/', async () => {
    const caller = new Caller(server);
    const bad = await caller.post('/api/oauth/', {
      form: { email: 'achieng@example.co.ke', password: 'wrong-password' },
    });
    expect(bad.status).toBe(401);
    expect(bad.body.detail).toBe('No active account found with the given credentials');
    const ok = await caller.post('/api/oauth/', {
      form: { email: 'achieng@example.co.ke', password: 'safaricom-2026' },
    });
    expect(ok.status).toBe(200);
    caller.token = ok.body.access;
    const me = await caller.get('/api/me/');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email: 'achieng@example.co.ke',
      phone_number: '254712345678',
      setup_complete: true,
    });
  });

  it('answers 401 to /api/me/ without a token and with a tampered one', async () => {
    const caller = new Caller(server);
    expect((await caller.get('/api/me/')).status).toBe(401);
    caller.token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.invalid';
    expect((await caller.get('/api/me/')).status).toBe(401);
  });
});

const REGISTER_PATHS = {
  customer: '/api/retail-customers/',
  business: '/api/business-owners/',
  professional: '/api/beauty-professionals/',
} as const;

describe('forms sent from another website', () => {
  const foreign: Record<string, string>[] = [
    { origin: 'https://evil.example' },
    { origin: 'null' },
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site', origin: 'https://shop.localhost' },
  ];

  it('refuses sign-in and every sign-up posted from another site, setting no cookie', async () => {
    for (const headers of foreign) {
      const signIn = await new Caller(server).post('/api/oauth/', {
        json: { email: 'achieng@example.co.ke', password: 'safaricom-2026' },
        headers,
      });
      expect(signIn.status, JSON.stringify(headers)).toBe(403);
      expect(signIn.body.detail).toBe(CROSS_SITE);
      expect(signIn.headers['set-cookie']).toBeUndefined();
      for (const [role, path] of Object.entries(REGISTER_PATHS)) {
        const form = signUpForm(role as keyof typeof REGISTER_PATHS);
        const res = await new Caller(server).post(path, { form, headers });
        expect(res.status).toBe(403);
        expect(res.headers['set-cookie']).toBeUndefined();
        const created = await server.database.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, String(form.email)));
        expect(created).toEqual([]);
      }
    }
  });

  it("lets the product's own pages through: the public address or the host the request came to", async () => {
    const own: Record<string, string>[] = [
      { origin: server.config.publicUrl, 'sec-fetch-site': 'same-origin' },
      { host: 'urembo.example', origin: 'https://urembo.example', 'sec-fetch-site': 'same-origin' },
      { host: 'urembo.example:443', origin: 'https://urembo.example' },
      { 'sec-fetch-site': 'none' },
    ];
    for (const headers of own) {
      const signIn = await new Caller(server).post('/api/oauth/', {
        form: { email: 'achieng@example.co.ke', password: 'safaricom-2026' },
        headers,
      });
      expect(signIn.status, JSON.stringify(headers)).toBe(200);
      expect(String(signIn.headers['set-cookie'])).toMatch(/accessToken=/);
    }
    for (const [role, path] of Object.entries(REGISTER_PATHS)) {
      const res = await new Caller(server).post(path, {
        form: signUpForm(role as keyof typeof REGISTER_PATHS),
        headers: own[0]!,
      });
      expect(res.status).toBe(201);
    }
  });

  it('refuses a password change posted from another site', async () => {
    const user = await register(server, 'customer');
    const change = (headers: Record<string, string>) =>
      user.post('/api/me/password/', {
        json: {
          current_password: PASSWORD,
          new_password: 'karibu-sana-2026',
          confirm_password: 'karibu-sana-2026',
        },
        headers,
      });
    expect((await change({ origin: 'https://evil.example' })).status).toBe(403);
    expect((await change({ origin: server.config.publicUrl })).status).toBe(200);
  });
});

describe('names and passwords', () => {
  it('refuses a name of spaces and a common password at sign-up, creating nothing', async () => {
    const form = signUpForm('customer', { name: '   ', password: 'Password123' });
    const res = await new Caller(server).post('/api/retail-customers/', { form });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      name: ['This field may not be blank.'],
      password: ['This password is too common.'],
    });
    const vendor = await new Caller(server).post('/api/business-owners/', {
      form: signUpForm('business', { password: 'QWERTYUIOP' }),
    });
    expect(vendor.body).toEqual({ password: ['This password is too common.'] });
    const created = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, String(form.email)));
    expect(created).toEqual([]);
  });

  it('refuses a common password as the new one on a password change', async () => {
    const user = await register(server, 'customer');
    const res = await user.post('/api/me/password/', {
      json: { current_password: PASSWORD, new_password: 'Password1', confirm_password: 'Password1' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ new_password: ['This password is too common.'] });
    const old = await new Caller(server).post('/api/oauth/', {
      json: { email: user.email, password: PASSWORD },
    });
    expect(old.status).toBe(200);
  });

  it('takes the demo and test passwords as they are', () => {
    expect(isCommonPassword(DEMO_PASSWORD)).toBe(false);
    expect(isCommonPassword(PASSWORD)).toBe(false);
    expect(isCommonPassword('karibu-sana-2026')).toBe(false);
    expect(isCommonPassword('Password1')).toBe(true);
  });
});
