// Issue 37: an erased account stays erased (no sign-in, reset, token or write brings it back), nobody can
// block an erasure, what others were told of it says "a former user", its messages and their local copies
// go, its vendor pages and photos answer 404, and a reset answers in one time for every address.
import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, passwordResetCodes, users } from '../src/db/schema.ts';
import { resetCodeHash, resetTokenHash } from '../src/domains/auth/rules.ts';
import { signAccessToken } from '../src/domains/auth/tokens.ts';
import { text } from '../src/i18n/text.ts';
import { createMailer } from '../src/transports/mailer.ts';
import { notify } from '../src/domains/messaging/notify.ts';
import { sweepExpiredData } from '../src/domains/privacy/retention.ts';
import { Caller } from './client.ts';
import {
  PASSWORD,
  bookingForm,
  completeBooking,
  customer,
  day,
  professional,
  serviceIds,
  signUpForm,
  verifyPhone,
  type User,
} from './fixtures.ts';
import { startTestServer, type TestServer } from './harness.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'urembo-erasure-'));
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ dataDir });
});
afterAll(() => server.close());

const db = () => server.database.db;
const anonymous = () => new Caller(server);
const userRow = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0]!;
const erase = async (u: User) => {
  const res = await u.post('/api/me/delete/', { json: { password: PASSWORD } });
  expect(res.status, JSON.stringify(res.body)).toBe(204);
};

const visit = {
  county: 'Mombasa',
  sub_county: 'Nyali',
  place: 'client',
  address: 'Flat 4, Links Road',
  landmark: 'Opposite the Nyali Centre',
  client_name: 'Achieng junior',
};

/** Every SMS and e-mail job pg-boss holds, queued, done or archived, as its data's JSON text. */
async function messageJobs(): Promise<string[]> {
  const result = (await db().execute(sql`
    select data::text as data from pgboss.job where name in ('sms', 'email')
    union all select data::text from pgboss.archive where name in ('sms', 'email')`)) as unknown as {
    rows: { data: string }[];
  };
  return result.rows.map((row) => row.data);
}

describe('an erased account', () => {
  it('is replaced by a random address nobody can name, and no reset, code or sign-in opens it', async () => {
    const client = await customer(server);
    await erase(client);
    const { email: placeholder, passwordHash } = await userRow(client.id);

    // Asking for a reset of its address, or of the address it used to get, is asking about nobody.
    const mailed = server.mails.length;
    const unknown = await anonymous().post('/api/password_reset/', {
      json: { email: 'nobody-at-all@example.co.ke' },
    });
    for (const email of [placeholder, `deleted-${client.id}@deleted.invalid`, client.email]) {
      const asked = await anonymous().post('/api/password_reset/', { json: { email } });
      expect(asked.status).toBe(unknown.status);
      expect(asked.body).toEqual(unknown.body);
    }
    expect(server.mails.length).toBe(mailed);

    // A code or a reset link of it, however it came to be, opens nothing either.
    await db()
      .insert(passwordResetCodes)
      .values({
        userId: client.id,
        codeHash: resetCodeHash(client.id, '1234'),
        expiresAt: new Date(Date.now() + 600_000),
      });
    const wrongAddress = await anonymous().post('/api/password_reset/verify/', {
      json: { email: 'nobody-at-all@example.co.ke', otp: '1234' },
    });
    const verified = await anonymous().post('/api/password_reset/verify/', {
      json: { email: placeholder, otp: '1234' },
    });
    expect(verified.status).toBe(wrongAddress.status);
    expect(verified.body).toEqual(wrongAddress.body);
    await db()
      .insert(passwordResetCodes)
      .values({
        userId: client.id,
        codeHash: resetCodeHash(client.id, '5678'),
        expiresAt: new Date(Date.now() + 600_000),
        resetTokenHash: resetTokenHash('a-reset-token-of-the-erased'),
      });
    const confirm = (token: string) =>
      anonymous().post('/api/password_reset/confirm/', {
        json: { reset_token: token, password: 'brand-new-pass-37', confirm_password: 'brand-new-pass-37' },
      });
    const unknownLink = await confirm('a-token-nobody-was-given');
    const erasedLink = await confirm('a-reset-token-of-the-erased');
    expect(erasedLink.status).toBe(unknownLink.status);
    expect(erasedLink.body).toEqual(unknownLink.body);
    expect((await userRow(client.id)).passwordHash).toBe(passwordHash);

    const nobody = await anonymous().post('/api/oauth/', {
      json: { email: 'nobody-at-all@example.co.ke', password: 'brand-new-pass-37' },
    });
    for (const [email, password] of [
      [placeholder, 'brand-new-pass-37'],
      [client.email, PASSWORD],
    ] as const) {
      const signIn = await anonymous().post('/api/oauth/', { json: { email, password } });
      expect(signIn.status).toBe(401);
      expect(signIn.body).toEqual(nobody.body);
    }
    // Nobody can name the address either: it holds nothing of the account's id.
    expect(placeholder).toMatch(/^deleted-[0-9a-f]{32}@deleted\.invalid$/);
  });

  it('opens nothing with a token, even one of its current version', async () => {
    const client = await customer(server);
    await erase(client);
    const row = await userRow(client.id);
    const caller = anonymous();
    caller.token = await signAccessToken(server.config.jwtSecret, row);
    expect((await caller.get('/api/me/')).status).toBe(401);
    expect((await caller.get('/api/notifications/')).status).toBe(401);
  });

  it('cannot be reviewed, paid for or asked about any more', async () => {
    const pro = await professional(server);
    const client = await customer(server);
    const [braids] = await serviceIds(server, 'Box Braids');
    const booked = await client.post('/api/bookings/', {
      form: bookingForm({ vendor: pro.id, service: braids!, ...visit }),
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    await completeBooking(server, booked.body.id);
    await erase(pro);
    const review = await client.post('/api/professionals-reviews/', {
      form: { professional: pro.id, rating: 5, review_text: 'Lovely braids.' },
    });
    expect(review.status).toBe(400);
    expect((await client.get(`/api/contacts-paid/${pro.id}/`)).status).toBe(404);
    // Nor told anything any more, as when a payment it started settles after the erasure.
    await db().transaction((tx) =>
      notify(tx, server.deps.jobs, {
        to: pro.id,
        kind: 'payment_confirmed',
        title: text('notification.paymentReceived.title'),
        message: text('notification.paymentReceived.message', { amount: 'KES 200', what: '' }),
        link: null,
      }),
    );
    expect(await db().select().from(notifications).where(eq(notifications.userId, pro.id))).toEqual([]);
    expect((await messageJobs()).filter((data) => JSON.parse(data).user === pro.id)).toEqual([]);
  });
});

describe('nobody can block an erasure', () => {
  it('refuses .invalid addresses at sign-up and e-mail change, and erases past one taken before', async () => {
    const victim = await customer(server);
    const squat = `deleted-${victim.id}@deleted.invalid`;
    const signUp = await anonymous().post('/api/retail-customers/', {
      form: signUpForm('customer', { email: squat }),
    });
    expect(signUp.status).toBe(400);
    expect(signUp.body).toEqual({ email: ['Enter a valid email address.'] });
    const other = await customer(server);
    const moved = await other.post('/api/me/email/', {
      json: { email: `Deleted-${victim.id}@Deleted.INVALID`, current_password: PASSWORD },
    });
    expect(moved.status).toBe(400);
    expect(moved.body).toEqual({ email: ['Enter a valid email address.'] });
    expect((await userRow(other.id)).email).toBe(other.email);

    // An account that took the address before these checks existed blocks nothing.
    await db()
      .insert(users)
      .values({ userType: 'Retail Customer', name: 'Squatter', email: squat, passwordHash: 'x' });
    await erase(victim);
    expect((await userRow(victim.id)).deletedAt).not.toBeNull();
  });
});

describe('what others were told of an erased account', () => {
  it('says "a former user" in their notifications, in both languages, and in their message jobs', async () => {
    const pro = await professional(server);
    await verifyPhone(server, pro);
    const client = await customer(server);
    const bystander = await customer(server);
    const [braids] = await serviceIds(server, 'Box Braids');
    const reason = 'My cousin Wambui is unwell';

    // A past appointment reviewed, one booked and cancelled with a reason, one booked after the last send.
    const past = await client.post('/api/bookings/', {
      form: bookingForm({ vendor: pro.id, service: braids!, ...visit }),
    });
    expect(past.status, JSON.stringify(past.body)).toBe(201);
    await completeBooking(server, past.body.id);
    const reviewed = await client.post('/api/professionals-reviews/', {
      form: { professional: pro.id, rating: 4, review_text: 'Good work.' },
    });
    expect(reviewed.status).toBe(201);
    const cancelled = await client.post('/api/bookings/', {
      form: bookingForm({ vendor: pro.id, service: braids!, booking_date: day(5), ...visit }),
    });
    expect(cancelled.status).toBe(201);
    expect(
      (await pro.patch(`/api/bookings/${cancelled.body.id}/`, { form: { status: 'confirmed' } })).status,
    ).toBe(200);
    expect(
      (
        await client.patch(`/api/user-bookings/${cancelled.body.id}/`, {
          form: { status: 'cancelled', reason },
        })
      ).status,
    ).toBe(200);
    // Rows written before notifications recorded whom they name: a finished text, and one with its values.
    await db()
      .insert(notifications)
      .values([
        {
          userId: pro.id,
          kind: 'review_received',
          title: 'New review',
          message: `${client.name} rated you 5 out of 5.`,
        },
        {
          userId: pro.id,
          kind: 'review_received',
          title: 'New review',
          message: `${client.name} rated you 3 out of 5.`,
          content: {
            title: text('notification.reviewReceived.title'),
            message: text('notification.reviewReceived.message', { name: client.name, rating: 3 }),
          },
        },
        // Someone else of the same name, told about by someone the account never dealt with.
        {
          userId: bystander.id,
          kind: 'review_received',
          title: 'New review',
          message: `${client.name} rated you 2 out of 5.`,
        },
      ]);
    await server.deliver();
    expect(server.texts.some((sms) => sms.message.includes('Achieng junior'))).toBe(true);
    const later = await client.post('/api/bookings/', {
      form: bookingForm({ vendor: pro.id, service: braids!, booking_date: day(8), ...visit }),
    });
    expect(later.status).toBe(201);
    const before = await messageJobs();
    expect(before.some((data) => data.includes(client.name))).toBe(true);
    expect(before.some((data) => JSON.parse(data).user === client.id)).toBe(true);

    await erase(client);

    const english = (await pro.get('/api/notifications/?page_size=50')).body.results as {
      message: string;
    }[];
    const said = english.map((n) => n.message).join('\n');
    for (const gone of [client.name, 'Achieng junior', reason]) expect(said).not.toContain(gone);
    expect(said).toMatch(/^A former user asked to book you on /m);
    expect(said).toMatch(/^A former user cancelled the Box Braids appointment on [\d-]+\.$/m);
    expect(said).toMatch(/^A former user rated you 4 out of 5\.$/m);
    expect(said).toMatch(/^A former user rated you 5 out of 5\.$/m);
    expect(said).toMatch(/^A former user rated you 3 out of 5\.$/m);
    // The erasure's own notice of the cancelled upcoming booking.
    expect(said).toContain('the client deleted their account');

    expect((await pro.patch('/api/me/', { json: { language: 'sw' } })).status).toBe(200);
    const swahili = (await pro.get('/api/notifications/?page_size=50')).body.results as { message: string }[];
    const kiswahili = swahili.map((n) => n.message).join('\n');
    expect(kiswahili).toMatch(/^Mtumiaji wa zamani anaomba kuweka miadi nawe /m);
    expect(kiswahili).toMatch(/^Mtumiaji wa zamani amekupa nyota 3 kati ya 5\.$/m);
    expect(kiswahili).not.toContain(client.name);

    const mine = await pro.get('/api/me/data/');
    expect(mine.status).toBe(200);
    expect(JSON.stringify(mine.body)).not.toContain(client.name);
    // The namesake nobody connected to the account was told about keeps what they were told.
    const theirs = await bystander.get('/api/notifications/');
    expect(theirs.body.results[0].message).toBe(`${client.name} rated you 2 out of 5.`);

    // Its own messages are gone; others' name nobody, queued or sent, and what is sent now neither.
    const after = await messageJobs();
    expect(after.length).toBeGreaterThan(0);
    for (const data of after) {
      expect(JSON.parse(data).user).not.toBe(client.id);
      for (const gone of [client.name, 'Achieng junior', reason]) expect(data).not.toContain(gone);
    }
    const [mailed, texted] = [server.mails.length, server.texts.length];
    await server.deliver();
    const sent = [
      ...server.mails.slice(mailed).map((mail) => `${mail.subject}\n${mail.text}`),
      ...server.texts.slice(texted).map((sms) => sms.message),
    ];
    expect(sent.length).toBeGreaterThan(0);
    for (const message of sent)
      for (const gone of [client.name, 'Achieng junior']) expect(message).not.toContain(gone);
  });

  it('leaves no copy in the local outboxes, which also expire', async () => {
    const client = await customer(server);
    const phone = (await userRow(client.id)).phoneNumber!;
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Urembo <hello@urembo.test>',
      dataDir,
      log: () => {},
    });
    await mailer.send({ to: client.email, subject: 'Your code', text: 'Your verification code is 4821.' });
    // Non-ASCII text is quoted-printable in the file: the name is found all the same.
    await mailer.send({
      to: 'salon@example.co.ke',
      subject: 'Booking',
      text: `Wanjirũ’s salon: ${client.name} asked to book you. ${'Habari. '.repeat(20)}`,
    });
    await mailer.send({ to: 'salon@example.co.ke', subject: 'Other', text: 'Someone else entirely.' });
    const smsOutbox = join(dataDir, 'sms-outbox');
    mkdirSync(smsOutbox, { recursive: true });
    const sms = (name: string, to: string, message: string) =>
      writeFileSync(
        join(smsOutbox, name),
        JSON.stringify({ to, from: 'Urembo', message, at: '', messageId: name }),
      );
    sms('to-them.json', `+${phone}`, 'Urembo: your code is 1234.');
    sms('naming-them.json', '+254700000999', `Urembo: ${client.name} asks to book Box Braids.`);
    sms('other.json', '+254700000999', 'Urembo: Zawadi asks to book Box Braids.');

    await erase(client);

    const left = [
      ...readdirSync(join(dataDir, 'outbox')).map((file) => join(dataDir, 'outbox', file)),
      ...readdirSync(smsOutbox).map((file) => join(smsOutbox, file)),
    ];
    expect(left.map((file) => file.split('/').at(-1)).filter((file) => file!.endsWith('.json'))).toEqual([
      'other.json',
    ]);
    expect(left.filter((file) => file.endsWith('.eml'))).toHaveLength(1);

    // Copies older than the message jobs' period go with the daily sweep.
    const old = new Date(Date.now() - 31 * 86_400_000);
    utimesSync(join(smsOutbox, 'other.json'), old, old);
    const swept = await sweepExpiredData(db(), new Date(), dataDir);
    expect(swept.message_jobs).toBeGreaterThanOrEqual(1);
    expect(readdirSync(smsOutbox)).toEqual([]);
    expect(readdirSync(join(dataDir, 'outbox'))).toHaveLength(1);
  });

  it('keeps finished message jobs 30 days', async () => {
    const client = await customer(server);
    const pro = await professional(server);
    const [braids] = await serviceIds(server, 'Box Braids');
    const booked = await client.post('/api/bookings/', {
      form: bookingForm({ vendor: pro.id, service: braids!, booking_date: day(4), ...visit }),
    });
    expect(booked.status).toBe(201);
    await server.deliver();
    const ofPro = sql`name in ('sms', 'email') and data->>'user' = ${String(pro.id)}`;
    await db().execute(
      sql`update pgboss.job set completed_on = now() - interval '31 days' where ${ofPro} and state = 'completed'`,
    );
    const swept = await sweepExpiredData(db());
    expect(swept.message_jobs).toBeGreaterThanOrEqual(1);
    const left = (await db().execute(
      sql`select count(*)::int as n from pgboss.job where ${ofPro} and state = 'completed'`,
    )) as unknown as { rows: { n: number }[] };
    expect(left.rows[0]!.n).toBe(0);
  });
});

describe("an erased vendor's pages", () => {
  it('answer 404 like its profile: menu, hours, slots and portfolio', async () => {
    const pro = await professional(server);
    const [braids] = await serviceIds(server, 'Box Braids');
    const pages = [
      `/api/vendors/${pro.id}/menu/`,
      `/api/vendors/${pro.id}/schedule/`,
      `/api/vendors/${pro.id}/portfolio/`,
      `/api/vendors/${pro.id}/slots/?service=${braids}&date=${day(3)}`,
    ];
    for (const page of pages) expect((await anonymous().get(page)).status, page).toBe(200);
    await erase(pro);
    expect((await anonymous().get(`/api/beauty-professionals/${pro.id}/`)).status).toBe(404);
    for (const page of pages) expect((await anonymous().get(page)).status, page).toBe(404);
  });

  it('have photos that answer 404 at once, which no cache was told to keep', async () => {
    const pro = await professional(server);
    const photo = new File(
      [
        new Uint8Array(
          await sharp({ create: { width: 800, height: 600, channels: 3, background: '#a05' } })
            .jpeg()
            .toBuffer(),
        ),
      ],
      'photo.jpg',
      { type: 'image/jpeg' },
    );
    const added = await pro.post(`/api/vendors/${pro.id}/portfolio/`, { form: { photo } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const src = added.body.src as string;
    const image = await server.app.inject({ method: 'GET', url: src });
    expect(image.statusCode).toBe(200);
    // Revalidated on every use, by its ETag.
    expect(image.headers['cache-control']).toBe('public, no-cache');
    expect(image.headers.etag).toBeTruthy();
    const unchanged = await server.app.inject({
      method: 'GET',
      url: src,
      headers: { 'if-none-match': String(image.headers.etag) },
    });
    expect(unchanged.statusCode).toBe(304);

    await erase(pro);

    const gone = await server.app.inject({
      method: 'GET',
      url: src,
      headers: { 'if-none-match': String(image.headers.etag) },
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['cache-control']).not.toMatch(/immutable|max-age=[1-9]/);
  });
});

describe('a password reset request', () => {
  it('takes as long for an account as for an unknown address', async () => {
    const known = await customer(server);
    const took: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
    for (let round = 0; round < 7; round += 1)
      for (const [kind, email] of [
        ['known', known.email],
        ['unknown', `nobody-${round}@example.co.ke`],
      ] as const) {
        const started = performance.now();
        const res = await anonymous().post('/api/password_reset/', { json: { email } });
        took[kind].push(performance.now() - started);
        expect(res.status).toBe(200);
      }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const [account, nobody] = [median(took.known), median(took.unknown)];
    // Loose on purpose: the medians of one answer time, not a benchmark.
    expect(Math.abs(account - nobody), JSON.stringify(took)).toBeLessThan(0.15 * Math.max(account, nobody));
    // The code still reaches the account.
    expect(server.mails.at(-1)!.to).toBe(known.email);
  });
});
