import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { Caller } from './client.ts';

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
