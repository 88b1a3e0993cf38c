import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from './harness.ts';
import { Caller } from './client.ts';
import { customer, PASSWORD, type User } from './fixtures.ts';

let server: TestServer;
let client: User;
const anonymous = () => new Caller(server);

beforeAll(async () => {
  server = await startTestServer();
  client = await customer(server);
});
afterAll(() => server.close());

async function requestCode(email: string): Promise<string> {
  const res = await anonymous().post('/api/password_reset/', { json: { email } });
  expect(res.status).toBe(200);
  const mail = server.mails.at(-1)!;
  expect(mail.to).toBe(email);
  return mail.text.match(/code is (\d{4})\./)![1]!;
}

describe('password reset', () => {
  it('e-mails a 4-digit code; verify then confirm changes the password and ends old sessions', async () => {
    const code = await requestCode(client.email);
    expect(server.mails.at(-1)!.text).toContain('It expires in 10 minutes.');
    const verified = await anonymous().post('/api/password_reset/verify/', {
      json: { email: client.email, otp: code },
    });
    expect(verified.status).toBe(200);
    const mismatch = await anonymous().post('/api/password_reset/confirm/', {
      json: {
        reset_token: verified.body.reset_token,
        password: 'new-password-1',
        confirm_password: 'new-password-2',
      },
    });
    expect(mismatch.body.confirm_password).toEqual(['Passwords do not match']);
    const confirmed = await anonymous().post('/api/password_reset/confirm/', {
      json: {
        reset_token: verified.body.reset_token,
        password: 'new-password-1',
        confirm_password: 'new-password-1',
      },
    });
    expect(confirmed.status).toBe(200);
    expect((await client.get('/api/me/')).status).toBe(401);
    const old = await anonymous().post('/api/oauth/', { json: { email: client.email, password: PASSWORD } });
    expect(old.status).toBe(401);
    const fresh = await anonymous().post('/api/oauth/', {
      json: { email: client.email, password: 'new-password-1' },
    });
    expect(fresh.status).toBe(200);
    client.token = fresh.body.access;
    const reused = await anonymous().post('/api/password_reset/confirm/', {
      json: {
        reset_token: verified.body.reset_token,
        password: 'another-pass',
        confirm_password: 'another-pass',
      },
    });
    expect(reused.status).toBe(400);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = server.mails.length;
    const res = await anonymous().post('/api/password_reset/', { json: { email: 'nobody@example.co.ke' } });
    expect(res.status).toBe(200);
    expect(res.body.detail).toBe('If an account exists for this email, a verification code has been sent.');
    expect(server.mails.length).toBe(before);
  });

  it('allows 5 wrong tries, then refuses even the right code', async () => {
    const code = await requestCode(client.email);
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i++) {
      const res = await anonymous().post('/api/password_reset/verify/', {
        json: { email: client.email, otp: wrong },
      });
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe('Invalid or expired code.');
    }
    const right = await anonymous().post('/api/password_reset/verify/', {
      json: { email: client.email, otp: code },
    });
    expect(right.status).toBe(400);
  });

  it('refuses an expired code', async () => {
    const code = await requestCode(client.email);
    await server.database.db.execute(
      sql`update password_reset_codes set expires_at = now() - interval '1 second'`,
    );
    const res = await anonymous().post('/api/password_reset/verify/', {
      json: { email: client.email, otp: code },
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Invalid or expired code.');
  });

  it('answers malformed codes with field errors', async () => {
    const res = await anonymous().post('/api/password_reset/verify/', {
      json: { email: client.email, otp: '12a' },
    });
    expect(res.status).toBe(400);
    expect(res.body.otp).toBeDefined();
  });
});
