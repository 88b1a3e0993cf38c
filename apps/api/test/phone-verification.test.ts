// Issue 37, finding 6: anyone could put anyone's number on her account, then read whether it replied STOP,
// have the product text a stranger, and take the stranger's STOP away by deleting the account. A number
// now gets no SMS but its verification code until its owner types that code back; a STOP is the number's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { smsOptOuts, users } from '../src/db/schema.ts';
import { NOT_VERIFIED } from '../src/domains/messaging/deliver.ts';
import { startTestServer, type TestServer } from './harness.ts';
import {
  PASSWORD,
  bookingForm,
  customer,
  day,
  professional,
  professionalSetupForm,
  register,
  serviceIds,
  type User,
} from './fixtures.ts';

let server: TestServer;
let braids: number;
beforeAll(async () => {
  server = await startTestServer();
  [braids] = await serviceIds(server, 'Box Braids');
});
afterAll(() => server.close());

const db = () => server.database.db;
const phoneOf = async (u: User) =>
  (await db().select({ phone: users.phoneNumber }).from(users).where(eq(users.id, u.id)))[0]!.phone!;
const meOf = async (u: User) =>
  (await u.get('/api/me/')).body as { phone_verified: boolean; sms_opted_out: boolean };

/** What the last SMS jobs of a user came to: sent (a message id) or why they were skipped. */
async function smsOutcomes(u: User, last = 1): Promise<string[]> {
  const { rows } = (await db().execute(
    sql`select output from pgboss.job where name = 'sms' and (data->>'user')::int = ${u.id}
        order by created_on desc limit ${last}`,
  )) as unknown as { rows: { output: { skipped?: string; messageId?: string } }[] };
  return rows.map((r) => r.output.skipped ?? 'sent');
}

/** Asks for a code and answers the one the SMS carried (none when no SMS went). */
async function codeTextedTo(u: User): Promise<string | undefined> {
  const before = server.texts.length;
  const asked = await u.post('/api/me/phone/verify/');
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  await server.deliver();
  const to = `+${await phoneOf(u)}`;
  const sms = server.texts.slice(before).find((t) => t.to === to);
  return sms && /is (\d{6})\./.exec(sms.message)?.[1];
}

/** A booking request to the vendor, delivered: the vendor's SMS, if one went, is the newest text. */
async function requestBooking(client: User, vendor: User, dayOffset: number) {
  const res = await client.post('/api/bookings/', {
    form: bookingForm({ vendor: vendor.id, service: braids, booking_date: day(dayOffset) }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await server.deliver();
}

describe('a phone number', () => {
  it('is unverified after sign-up, and again after every change of number', async () => {
    const pro = await professional(server);
    expect(await meOf(pro)).toMatchObject({ phone_verified: false, sms_opted_out: false });

    const code = await codeTextedTo(pro);
    const confirmed = await pro.post('/api/me/phone/confirm/', { json: { code } });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.phone_verified).toBe(true);

    // Saving the same number keeps it verified; a new one, from the account page or the setup form, does not.
    expect((await pro.patch('/api/me/', { json: { phone_number: await phoneOf(pro) } })).body).toMatchObject({
      phone_verified: true,
    });
    const changed = await pro.patch('/api/me/', { json: { phone_number: '0733111222' } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ phone_number: '254733111222', phone_verified: false });

    await pro.post('/api/me/phone/confirm/', { json: { code: await codeTextedTo(pro) } });
    expect((await meOf(pro)).phone_verified).toBe(true);
    const setup = await pro.put(`/api/beauty-professionals/${pro.id}/`, {
      form: await professionalSetupForm(server, pro, { phone_number: '0733111333' }),
    });
    expect(setup.status, JSON.stringify(setup.body)).toBe(200);
    expect(await meOf(pro)).toMatchObject({ phone_verified: false });
  });

  it('gets no SMS but its code until it is verified: no booking news, no reset code', async () => {
    const [pro, client] = await Promise.all([professional(server), customer(server)]);
    const before = server.texts.length;
    await requestBooking(client, pro, 3);
    expect(await smsOutcomes(pro)).toEqual([NOT_VERIFIED]);
    const reset = await pro.post('/api/password_reset/', { json: { email: pro.email, send_sms: true } });
    expect(reset.status).toBe(200);
    await server.deliver();
    expect(server.texts.length).toBe(before);
    expect(server.mails.at(-1)!.to).toBe(pro.email);

    // Verified, the same events text it.
    await pro.post('/api/me/phone/confirm/', { json: { code: await codeTextedTo(pro) } });
    const verified = server.texts.length;
    await requestBooking(client, pro, 4);
    expect(server.texts.slice(verified).map((t) => t.to)).toEqual([`+${await phoneOf(pro)}`]);
  });

  it('takes only the code of its last SMS, within 10 minutes and 5 tries', async () => {
    const u = await customer(server);
    const code = (await codeTextedTo(u))!;
    expect(code).toMatch(/^\d{6}$/);
    const sms = server.texts.at(-1)!.message;
    expect(sms).toMatch(
      /^Urembo: your code to verify this phone number is \d{6}\. It works until \d\d:\d\d\./,
    );

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await u.post('/api/me/phone/confirm/', { json: { code: wrong } });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ code: ['Wrong code. Check the SMS and try again.'] });
    expect((await u.post('/api/me/phone/confirm/', { json: { code: '12' } })).body).toEqual({
      code: ['Enter the 6-digit code from the SMS.'],
    });

    // Expired: the right code no longer works.
    await db()
      .update(users)
      .set({ phoneCodeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, u.id));
    expect((await u.post('/api/me/phone/confirm/', { json: { code } })).body).toEqual({
      code: ['This code has expired. Send a new code.'],
    });

    // Five wrong tries use a code up: the right one is refused after them.
    const fresh = (await codeTextedTo(u))!;
    const other = String((Number(fresh) + 1) % 1_000_000).padStart(6, '0');
    const answers: string[] = [];
    for (let i = 0; i < 5; i += 1)
      answers.push((await u.post('/api/me/phone/confirm/', { json: { code: other } })).body.code[0]);
    expect(answers.at(-1)).toBe('Too many wrong codes. Send a new code.');
    expect(answers.slice(0, 4).every((a) => a === 'Wrong code. Check the SMS and try again.')).toBe(true);
    expect((await u.post('/api/me/phone/confirm/', { json: { code: fresh } })).body).toEqual({
      code: ['Too many wrong codes. Send a new code.'],
    });
    expect((await meOf(u)).phone_verified).toBe(false);

    // A new code, typed with the spaces people put in: verified.
    const last = (await codeTextedTo(u))!;
    const ok = await u.post('/api/me/phone/confirm/', {
      json: { code: `${last.slice(0, 3)} ${last.slice(3)}` },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.phone_verified).toBe(true);
    const again = await u.post('/api/me/phone/verify/');
    expect(again.body).toEqual({ detail: 'Your phone number is already verified.' });
    // The hash is all that was kept, and it is gone once used.
    const [row] = await db().select().from(users).where(eq(users.id, u.id));
    expect(row).toMatchObject({ phoneCodeHash: null, phoneCodeExpiresAt: null });
  });

  it('never verifies a later number with the code of an earlier one, nor texts that code to it', async () => {
    const u = await customer(server);
    const before = server.texts.length;
    expect((await u.post('/api/me/phone/verify/')).status).toBe(200);
    const old = await phoneOf(u);
    // The number changes before the SMS goes: the code goes nowhere.
    const moved = await u.patch('/api/me/', { json: { phone_number: '0745555666' } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await server.deliver();
    expect(server.texts.slice(before)).toEqual([]);
    expect(await smsOutcomes(u)).toEqual(['the account has another number now']);
    // Even had it arrived, the code was for the other number and is withdrawn.
    const [row] = await db().select().from(users).where(eq(users.id, u.id));
    expect(row!.phoneCodeHash).toBeNull();
    expect((await u.post('/api/me/phone/confirm/', { json: { code: '000000' } })).body).toEqual({
      code: ['Send a code to your phone first.'],
    });
    expect(old).not.toBe('254745555666');
  });

  it('says where the code went in the reader language, and asks for a number first', async () => {
    const u = await customer(server);
    await u.patch('/api/me/', { json: { language: 'sw' } });
    const sent = await u.post('/api/me/phone/verify/');
    expect(sent.body.detail).toMatch(
      /^Tumetuma nambari ya kuthibitisha kwa \+254 \d{3} \d{3} \d{3}\. Inatumika kwa dakika 10\.$/,
    );
    expect(Date.parse(sent.body.expires_at) - Date.now()).toBeGreaterThan(9 * 60_000);
    await server.deliver();
    expect(server.texts.at(-1)!.message).toMatch(/^Urembo: nambari ya kuthibitisha simu hii ni \d{6}\./);

    await db().update(users).set({ phoneNumber: null }).where(eq(users.id, u.id));
    await u.patch('/api/me/', { json: { language: 'en' } });
    expect((await u.post('/api/me/phone/verify/')).body).toEqual({ detail: 'Add your phone number first.' });
  });

  it('is sent at most 5 codes a day across accounts, and an account 3 in 15 minutes', async () => {
    // The real limits, on a server of its own: one address asks for every code here (10 in 15 minutes).
    const limited = await startTestServer({ rateLimitScale: 1 });
    try {
      // A stranger's number typed on six accounts: it gets five codes a day, whoever asks.
      const others = await Promise.all(
        Array.from({ length: 6 }, () => register(limited, 'customer', { phone: '0755000123' })),
      );
      const statuses: number[] = [];
      for (const other of others) statuses.push((await other.post('/api/me/phone/verify/')).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

      const u = await register(limited, 'customer');
      for (let i = 0; i < 3; i += 1) expect((await u.post('/api/me/phone/verify/')).status).toBe(200);
      const refused = await u.post('/api/me/phone/verify/');
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

describe('a STOP', () => {
  it("is told only to the number's verified owner, and nothing is texted to the number, code included", async () => {
    const [owner, impostor, client] = await Promise.all([
      professional(server),
      customer(server),
      customer(server),
    ]);
    await owner.patch('/api/me/', { json: { phone_number: '0766000777' } });
    await owner.post('/api/me/phone/confirm/', { json: { code: await codeTextedTo(owner) } });
    await server.smsSimulator.stop('254766000777');
    await expect.poll(async () => (await meOf(owner)).sms_opted_out).toBe(true);

    // Someone else types the number: the answers do not tell her it said STOP.
    const typed = await impostor.patch('/api/me/', { json: { phone_number: '0766000777' } });
    expect(typed.body).toMatchObject({ phone_verified: false, sms_opted_out: false });
    expect((await impostor.get('/api/me/data/')).body.account).toMatchObject({ sms_opted_out: false });
    const before = server.texts.length;
    const asked = await impostor.post('/api/me/phone/verify/');
    expect(asked.status).toBe(200);
    expect(asked.body.detail).toMatch(/^We sent a code to \+254 766 000 777\./);
    await server.deliver();
    expect(server.texts.length).toBe(before);
    expect(await smsOutcomes(impostor)).toEqual(['the person opted out of our messages (STOP)']);

    await requestBooking(client, owner, 5);
    expect(server.texts.length).toBe(before);
  });

  it('stays with the number when an account that carried it is deleted', async () => {
    const [gone, next, client] = await Promise.all([
      professional(server),
      professional(server),
      customer(server),
    ]);
    await gone.patch('/api/me/', { json: { phone_number: '0777000888' } });
    await gone.post('/api/me/phone/confirm/', { json: { code: await codeTextedTo(gone) } });
    await server.smsSimulator.stop('254777000888');
    await expect.poll(async () => (await meOf(gone)).sms_opted_out).toBe(true);
    expect((await gone.post('/api/me/delete/', { json: { password: PASSWORD } })).status).toBe(204);
    expect(await db().select().from(smsOptOuts).where(eq(smsOptOuts.phone, '254777000888'))).toHaveLength(1);

    // Another account with the number (verified by an operator, say) reads the STOP before anything is sent.
    await next.patch('/api/me/', { json: { phone_number: '0777000888' } });
    await db().update(users).set({ phoneVerifiedAt: new Date() }).where(eq(users.id, next.id));
    expect((await meOf(next)).sms_opted_out).toBe(true);
    // The provider is told nothing: our own list stops the SMS before it is sent.
    server.smsSimulator.failing = true;
    const before = server.texts.length;
    await requestBooking(client, next, 6);
    server.smsSimulator.failing = false;
    expect(server.texts.length).toBe(before);
    expect(await smsOutcomes(next)).toEqual(['the person opted out of our messages (STOP)']);
  });
});
