import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from '../src/db/schema.ts';
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

  it('locks resets for a day after 10 wrong codes across fresh codes, tells the owner once, refuses the right code', async () => {
    const owner = await customer(server);
    const verify = (otp: string) =>
      anonymous().post('/api/password_reset/verify/', { json: { email: owner.email, otp } });
    const wrongFor = (code: string) => (code === '0000' ? '1111' : '0000');
    // Five on the first code, four on the second, one on the third: ten wrong codes in all.
    let code = '';
    for (const tries of [5, 4, 1]) {
      code = await requestCode(owner.email);
      for (let i = 0; i < tries; i += 1) {
        const res = await verify(wrongFor(code));
        expect(res.status).toBe(400);
        expect(res.body.detail).toBe('Invalid or expired code.');
      }
    }
    const warning = server.mails.at(-1)!;
    expect(warning.to).toBe(owner.email);
    expect(warning.subject).toBe('Password reset is locked on your Urembo account');
    expect(warning.text).toContain('locked for 24 hours');
    // No code in it (the year of the date in it aside).
    expect(warning.text.replace(/\b20\d\d\b/g, '')).not.toContain(code);

    const locked = 'Too many wrong codes. Password reset is locked for this account for 24 hours.';
    const right = await verify(code);
    expect(right.status).toBe(400);
    expect(right.body.detail).toBe(locked);
    expect((await verify(wrongFor(code))).body.detail).toBe(locked);
    const mailsBefore = server.mails.length;
    const again = await anonymous().post('/api/password_reset/', { json: { email: owner.email } });
    expect(again.status).toBe(200);
    expect(again.body.detail).toBe('If an account exists for this email, a verification code has been sent.');
    expect(server.mails.length).toBe(mailsBefore);
    expect(
      server.mails.filter((mail) => mail.to === owner.email && /locked/.test(mail.subject)),
    ).toHaveLength(1);
    const [row] = await server.database.db
      .select({ until: users.resetLockedUntil })
      .from(users)
      .where(eq(users.id, owner.id));
    expect(row!.until!.getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    expect(row!.until!.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);

    // A day later the owner can reset again.
    await server.database.db
      .update(users)
      .set({ resetLockedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, owner.id));
    expect((await verify(await requestCode(owner.email))).status).toBe(200);
  });

  it('forgets the wrong codes once a right one is given', async () => {
    const owner = await customer(server);
    const verify = (otp: string) =>
      anonymous().post('/api/password_reset/verify/', { json: { email: owner.email, otp } });
    for (let round = 0; round < 2; round += 1) {
      let code = '';
      for (const tries of [5, 4]) {
        code = await requestCode(owner.email);
        for (let i = 0; i < tries; i += 1)
          expect((await verify(code === '0000' ? '1111' : '0000')).status).toBe(400);
      }
      expect((await verify(code)).status).toBe(200);
      const [row] = await server.database.db
        .select({ failures: users.resetFailures, until: users.resetLockedUntil })
        .from(users)
        .where(eq(users.id, owner.id));
      expect(row).toEqual({ failures: 0, until: null });
    }
  });

  it('refuses a common password as the new one, in any case, and keeps the reset link', async () => {
    const owner = await customer(server);
    const code = await requestCode(owner.email);
    const verified = await anonymous().post('/api/password_reset/verify/', {
      json: { email: owner.email, otp: code },
    });
    const confirm = (password: string) =>
      anonymous().post('/api/password_reset/confirm/', {
        json: { reset_token: verified.body.reset_token, password, confirm_password: password },
      });
    for (const common of ['Password123', 'QWERTYUIOP', '  iloveyou  ']) {
      const res = await confirm(common);
      expect(res.status).toBe(400);
      expect(res.body.password).toEqual(['This password is too common.']);
    }
    expect((await confirm('karibu-sana-2026')).status).toBe(200);
    const signIn = await anonymous().post('/api/oauth/', {
      json: { email: owner.email, password: 'karibu-sana-2026' },
    });
    expect(signIn.status).toBe(200);
  });

  it('answers malformed codes with field errors', async () => {
    const res = await anonymous().post('/api/password_reset/verify/', {
      json: { email: client.email, otp: '12a' },
    });
    expect(res.status).toBe(400);
    expect(res.body.otp).toBeDefined();
  });
});
