import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contactMessages,
  media,
  notifications,
  passwordResetCodes,
  payments,
  users,
} from '../src/db/schema.ts';
import { PRIVACY_NOTICE_VERSION } from '../src/domains/auth/consent.ts';
import { RETENTION_DAYS } from '../src/domains/privacy/notice.ts';
import { sweepExpiredData } from '../src/domains/privacy/retention.ts';
import { memoryRateStore, RateLimiter } from '../src/http/rate-limit.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { Caller } from './client.ts';
import {
  PASSWORD,
  bookingForm,
  business,
  completeBooking,
  cookieValue,
  customer,
  day,
  entitle,
  professional,
  register,
  serviceIds,
  signUpForm,
  type User,
} from './fixtures.ts';

const DPO = { name: 'Wairimu Njoroge', email: 'dpo@urembo.example', phone: '+254 700 000 111' };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ dataProtectionOfficer: DPO });
});
afterAll(() => server.close());

const db = () => server.database.db;
const userRow = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0]!;

const jpeg = async (background = '#a05', width = 1600) =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width, height: 1000, channels: 3, background } })
          .jpeg()
          .toBuffer(),
      ),
    ],
    'photo.jpg',
    { type: 'image/jpeg' },
  );

/** A settled M-Pesa payment as Daraja's callback leaves it: the payer's phone in the columns and the message. */
async function settledPayment(userId: number, receipt: string) {
  const [row] = await db()
    .insert(payments)
    .values({
      payerId: userId,
      subscriptionType: 'CONTACT',
      amount: 200,
      phoneNumber: '254712345678',
      status: 'success',
      receipt,
      settledAt: new Date(),
      rawCallback: {
        Body: {
          stkCallback: {
            ResultCode: 0,
            CallbackMetadata: {
              Item: [
                { Name: 'Amount', Value: 200 },
                { Name: 'MpesaReceiptNumber', Value: receipt },
                { Name: 'PhoneNumber', Value: 254712345678 },
              ],
            },
          },
        },
      },
    })
    .returning();
  return row!;
}

describe('the privacy notice', () => {
  it('answers its version, the configured officer and the retention periods', async () => {
    const res = await new Caller(server).get('/api/privacy-notice/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      version: PRIVACY_NOTICE_VERSION,
      effective_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      data_protection_officer: DPO,
      retention: RETENTION_DAYS,
    });
    expect(res.body.retention).toMatchObject({ account: null, payments: 2557 });
  });

  it('has its retention periods written in docs/data-protection.md, as the code keeps them', () => {
    const doc = readFileSync(new URL('../../../docs/data-protection.md', import.meta.url), 'utf8')
      .split(/^## /m)
      .find((section) => section.startsWith('Retention'))!;
    const written = Object.fromEntries(
      [...doc.matchAll(/^\| `([a-z_]+)` +\| ([^|]+?) +\|/gm)].map(([, kind, days]) => [
        kind,
        days === 'while the account exists' ? null : Number(days!.replace(/\D.*$/, '')),
      ]),
    );
    expect(written).toEqual(RETENTION_DAYS);
  });
});

describe('consent', () => {
  it('is recorded at sign-up with the notice version and time, marketing only when asked for', async () => {
    const before = Date.now();
    const user = await register(server, 'customer', { accept_privacy_notice: true, marketing_opt_in: true });
    const me = await user.get('/api/me/');
    expect(me.body).toMatchObject({
      privacy_notice_version: PRIVACY_NOTICE_VERSION,
      consent_needed: false,
      marketing_opt_in: true,
    });
    expect(Date.parse(me.body.privacy_consented_at)).toBeGreaterThanOrEqual(before - 1000);
    const row = await userRow(user.id);
    expect(row.privacyNoticeVersion).toBe(PRIVACY_NOTICE_VERSION);
    expect(row.privacyConsentedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.marketingOptIn).toBe(true);
  });

  it('is asked for in the app when a sign-up (the spec calls) did not give it', async () => {
    const user = await register(server, 'business');
    const me = await user.get('/api/me/');
    expect(me.body).toMatchObject({
      privacy_notice_version: null,
      privacy_consented_at: null,
      consent_needed: true,
      marketing_opt_in: false,
    });
    const row = await userRow(user.id);
    expect(row.privacyConsentedAt).toBeNull();
    expect(row.marketingOptIn).toBe(false);
  });

  it('is given (and marketing changed) through PATCH /api/me/, also again after the notice changed', async () => {
    const user = await register(server, 'professional', { accept_privacy_notice: true });
    await db().update(users).set({ privacyNoticeVersion: '2020-01-01' }).where(eq(users.id, user.id));
    expect((await user.get('/api/me/')).body.consent_needed).toBe(true);

    const res = await user.patch('/api/me/', {
      json: { accept_privacy_notice: true, marketing_opt_in: true },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      privacy_notice_version: PRIVACY_NOTICE_VERSION,
      consent_needed: false,
      marketing_opt_in: true,
    });
    const off = await user.patch('/api/me/', { json: { marketing_opt_in: false } });
    expect(off.body).toMatchObject({ consent_needed: false, marketing_opt_in: false });
    expect((await userRow(user.id)).privacyNoticeVersion).toBe(PRIVACY_NOTICE_VERSION);
  });

  it('cannot be withdrawn by sending false', async () => {
    const user = await register(server, 'customer', { accept_privacy_notice: true });
    const res = await user.patch('/api/me/', { json: { accept_privacy_notice: false } });
    expect(res.status).toBe(400);
    expect((await userRow(user.id)).privacyNoticeVersion).toBe(PRIVACY_NOTICE_VERSION);
  });
});

describe('a copy of my data', () => {
  let pro: User;
  let client: User;
  let stranger: User;
  let clientBooking: number;
  let strangerBooking: number;

  beforeAll(async () => {
    pro = await professional(server);
    [client, stranger] = await Promise.all([customer(server), customer(server)]);
    const [braids] = await serviceIds(server, 'Box Braids');
    const where = { county: 'Mombasa', sub_county: 'Nyali' };
    const book = async (who: User, time: string) => {
      const res = await who.post('/api/bookings/', {
        form: { ...bookingForm({ vendor: pro.id, service: braids!, booking_time: time, ...where }) },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id as number;
    };
    clientBooking = await book(client, '09:00');
    strangerBooking = await book(stranger, '12:00');
    await completeBooking(server, clientBooking);
    const review = await client.post('/api/professionals-reviews/', {
      form: { professional: pro.id, rating: 5, review_text: 'Neat braids, on time.' },
    });
    expect(review.status).toBe(201);
    await settledPayment(client.id, 'QKA1CLIENT1');
    await settledPayment(stranger.id, 'QKA1STRANGER');
    expect((await client.put('/api/me/photo/', { form: { photo: await jpeg('#235') } })).status).toBe(200);
    const added = await pro.post(`/api/vendors/${pro.id}/portfolio/`, {
      form: { photo: await jpeg('#a05', 2000), caption: 'Knotless braids' },
    });
    expect(added.status).toBe(201);
  });

  it('holds my account, bookings, reviews, payments, notifications and photos, and nobody else’s', async () => {
    const res = await client.get('/api/me/data/');
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="urembo-my-data.json"');
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.body;
    expect(data.account).toMatchObject({ id: client.id, email: client.email, name: client.name });
    expect(data.bookings.map((b: { id: number }) => b.id)).toEqual([clientBooking]);
    expect(data.bookings[0]).toMatchObject({ as: 'customer', customer: client.id, vendor: pro.id });
    expect(data.reviews_written).toEqual([
      expect.objectContaining({ reviewed_user: pro.id, rating: 5, review_text: 'Neat braids, on time.' }),
    ]);
    expect(data.payments).toEqual([
      expect.objectContaining({ receipt: 'QKA1CLIENT1', amount: 200, phone_number: '254712345678' }),
    ]);
    expect(data.photos).toEqual([
      expect.objectContaining({
        kind: 'profile',
        file: expect.stringMatching(/^photos\/profile-\d+\.webp$/),
      }),
    ]);
    const text = JSON.stringify(data);
    for (const foreign of [stranger.email, stranger.name, 'QKA1STRANGER'])
      expect(text, `${foreign} leaked`).not.toContain(foreign);

    const vendorCopy = (await pro.get('/api/me/data/')).body;
    expect(vendorCopy.profile).toMatchObject({ bio: expect.any(String), menu: expect.any(Array) });
    expect(vendorCopy.profile.hours.places).toEqual(['vendor', 'client']);
    expect(vendorCopy.bookings.map((b: { id: number; as: string }) => [b.id, b.as]).sort()).toEqual(
      [
        [clientBooking, 'vendor'],
        [strangerBooking, 'vendor'],
      ].sort(),
    );
    expect(vendorCopy.notifications.length).toBeGreaterThan(0);
    expect(vendorCopy.photos).toEqual([
      expect.objectContaining({ kind: 'portfolio', caption: 'Knotless braids' }),
    ]);
  });

  it('comes as a ZIP with data.json and each photo at its largest width', async () => {
    const res = await pro.get('/api/me/data/archive/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="urembo-my-data.zip"');
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/me/data/archive/',
      headers: { authorization: `Bearer ${pro.token}` },
    });
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const data = JSON.parse(strFromU8(files['data.json']!));
    expect(data.account.id).toBe(pro.id);
    const [photo] = data.photos;
    expect(Object.keys(files).sort()).toEqual(['data.json', photo.file].sort());
    const meta = await sharp(Buffer.from(files[photo.file]!)).metadata();
    expect(meta.format).toBe('webp');
    const [largest] = await db()
      .select({ width: media.width })
      .from(media)
      .where(eq(media.id, Number(/\/media\/(\d+)$/.exec(photo.url)![1])));
    expect(meta.width).toBe(largest!.width);
    expect(meta.width).toBeGreaterThan(640);
  });

  it('is refused while signed out', async () => {
    expect((await new Caller(server).get('/api/me/data/')).status).toBe(401);
    expect((await new Caller(server).get('/api/me/data/archive/')).status).toBe(401);
  });
});

describe('exports are rate limited', () => {
  it('answers 429 after ten an hour per account', async () => {
    // The limits at their real size for this test only (the suite's server raises them).
    const raised = server.deps.rateLimiter;
    server.deps.rateLimiter = new RateLimiter(memoryRateStore(), 1);
    try {
      const user = await customer(server);
      for (let i = 0; i < 10; i += 1)
        expect((await user.get(i % 2 ? '/api/me/data/' : '/api/me/data/archive/')).status).toBe(200);
      const refused = await user.get('/api/me/data/');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Counted per account: another user may still export.
      const other = await customer(server);
      expect((await other.get('/api/me/data/')).status).toBe(200);
    } finally {
      await server.deps.rateLimiter.close();
      server.deps.rateLimiter = raised;
    }
  });
});

describe('deleting my account', () => {
  it('needs the password: a wrong one changes nothing', async () => {
    const user = await customer(server);
    const res = await user.post('/api/me/delete/', { json: { password: 'not-my-password' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ password: ['Your current password is not correct.'] });
    expect((await user.get('/api/me/')).status).toBe(200);
    expect((await userRow(user.id)).deletedAt).toBeNull();
  });

  it('anonymises a customer: sessions end, sign-in is refused, reviews stay as "Former user", payments without the phone, and the e-mail is free again', async () => {
    const pro = await professional(server);
    const client = await customer(server);
    const [braids] = await serviceIds(server, 'Box Braids');
    const visit = {
      county: 'Mombasa',
      sub_county: 'Nyali',
      place: 'client',
      address: 'Flat 4, Links Road',
      landmark: 'Opposite the Nyali Centre',
      client_name: 'Achieng junior',
    };
    const past = await client.post('/api/bookings/', {
      form: bookingForm({ vendor: pro.id, service: braids!, ...visit }),
    });
    expect(past.status, JSON.stringify(past.body)).toBe(201);
    await completeBooking(server, past.body.id);
    const upcoming = await client.post('/api/bookings/', {
      form: bookingForm({ vendor: pro.id, service: braids!, booking_date: day(9), ...visit }),
    });
    expect(upcoming.status).toBe(201);
    expect(
      (
        await client.post('/api/professionals-reviews/', {
          form: { professional: pro.id, rating: 4, review_text: 'Good work.' },
        })
      ).status,
    ).toBe(201);
    const payment = await settledPayment(client.id, 'QKA2DELETED');
    await entitle(server, client.id, pro.id);
    expect((await client.put('/api/me/photo/', { form: { photo: await jpeg() } })).status).toBe(200);
    const pic = (await userRow(client.id)).profilePic!;
    const otherSession = new Caller(server);
    const signIn = await otherSession.post('/api/oauth/', {
      json: { email: client.email, password: PASSWORD },
    });
    const cookieToken = cookieValue(signIn.headers, 'accessToken')!;

    const res = await client.post('/api/me/delete/', { json: { password: PASSWORD } });
    expect(res.status, JSON.stringify(res.body)).toBe(204);
    const cleared = ([] as string[]).concat(res.headers['set-cookie'] as string[]);
    expect(cleared.some((c) => /^accessToken=;/.test(c))).toBe(true);

    // Every session ends, and the old e-mail and password open nothing.
    expect((await client.get('/api/me/')).status).toBe(401);
    otherSession.token = cookieToken;
    expect((await otherSession.get('/api/me/')).status).toBe(401);
    const again = await new Caller(server).post('/api/oauth/', {
      json: { email: client.email, password: PASSWORD },
    });
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ detail: 'No active account found with the given credentials' });

    // Nobody reads the account any more.
    const anyone = new Caller(server);
    expect((await anyone.get(`/api/retail-customers/${client.id}/`)).status).toBe(404);
    expect((await anyone.get(`/api/users/${client.id}/`)).status).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: pic })).statusCode).toBe(404);

    // Others' records keep their links, without the person.
    const reviews = await anyone.get(`/api/professionals-reviews/?professional=${pro.id}`);
    expect(reviews.body.results).toEqual([
      expect.objectContaining({
        reviewer: client.id,
        reviewer_name: 'Former user',
        review_text: 'Good work.',
      }),
    ]);
    const vendorView = await pro.get(`/api/bookings/professional-bookings/?professional_id=${pro.id}`);
    const seen = vendorView.body.results.find((b: { id: number }) => b.id === past.body.id);
    expect(seen).toMatchObject({
      customer_name: 'Former user',
      client_name: '',
      address: '',
      landmark: '',
      customer_phone: null,
    });
    const cancelled = vendorView.body.results.find((b: { id: number }) => b.id === upcoming.body.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', ended_by: 'customer' });
    const told = await pro.get('/api/notifications/');
    expect(told.body.results[0]).toMatchObject({ kind: 'booking_cancelled', title: 'Booking cancelled' });

    const [kept] = await db().select().from(payments).where(eq(payments.id, payment.id));
    expect(kept).toMatchObject({ amount: 200, receipt: 'QKA2DELETED', status: 'success', phoneNumber: '' });
    expect(kept!.settledAt).toEqual(payment.settledAt);
    expect(JSON.stringify(kept!.rawCallback)).not.toContain('254712345678');
    expect(JSON.stringify(kept!.rawCallback)).toContain('QKA2DELETED');

    const row = await userRow(client.id);
    expect(row).toMatchObject({
      name: 'Former user',
      email: expect.stringMatching(/^deleted-[0-9a-f]{32}@deleted\.invalid$/),
      phoneNumber: null,
      profilePic: null,
      county: null,
    });
    expect(row.deletedAt).not.toBeNull();
    const left = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(eq(notifications.userId, client.id));
    expect(left[0]!.n).toBe(0);
    const [ownMedia] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(media)
      .where(eq(media.ownerId, client.id));
    expect(ownMedia!.n).toBe(0);

    // The address may sign up again, as a new account.
    const fresh = await register(server, 'customer', { email: client.email });
    expect(fresh.id).not.toBe(client.id);
    expect((await fresh.get('/api/me/')).body.email).toBe(client.email);
  });

  it('takes a vendor off browsing and profiles, and tells clients with upcoming bookings', async () => {
    const salon = await business(server);
    const client = await customer(server);
    const [manicure] = await serviceIds(server, 'Manicure');
    const booked = await client.post('/api/business-bookings/', {
      form: bookingForm({ vendor: salon.id, service: manicure!, booking_date: day(6) }),
    });
    expect(booked.status).toBe(201);
    expect(
      (await salon.put(`/api/vendors/${salon.id}/cover/`, { form: { cover: await jpeg() } })).status,
    ).toBe(200);
    const anyone = new Caller(server);
    const listed = async () =>
      (await anyone.get('/api/business-owners/?county=Nairobi&page_size=100')).body.results.map(
        (b: { id: number }) => b.id,
      );
    expect(await listed()).toContain(salon.id);
    const businesses = async () => (await anyone.get('/api/stats/')).body.businesses as number;
    const before = await businesses();

    expect((await salon.post('/api/me/delete/', { json: { password: PASSWORD } })).status).toBe(204);

    expect(await listed()).not.toContain(salon.id);
    // The landing page's counts are of members: the anonymised row is not one any more.
    expect(await businesses()).toBe(before - 1);
    expect((await anyone.get(`/api/business-owners/${salon.id}/`)).status).toBe(404);
    expect((await anyone.get(`/api/users/${salon.id}/`)).status).toBe(404);
    const mine = await client.get('/api/user-bookings/');
    expect(mine.body.results.find((b: { id: number }) => b.id === booked.body.id)).toMatchObject({
      status: 'cancelled',
      ended_by: 'vendor',
      vendorName: 'Former user',
    });
    const told = await client.get('/api/notifications/');
    expect(told.body.results[0]).toMatchObject({ kind: 'booking_cancelled', link: '/appointments' });
  });

  it('is refused while signed out', async () => {
    const res = await new Caller(server).post('/api/me/delete/', { json: { password: PASSWORD } });
    expect(res.status).toBe(401);
  });
});

describe('retention', () => {
  it('deletes what outlived its period and keeps the rest, and a live account’s payments', async () => {
    const live = await customer(server);
    const gone = await customer(server);
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
    const [oldNote, newNote] = await db()
      .insert(notifications)
      .values([
        { userId: live.id, kind: 'review_received', title: 'Old', message: 'Old', createdAt: daysAgo(400) },
        { userId: live.id, kind: 'review_received', title: 'New', message: 'New', createdAt: daysAgo(10) },
      ])
      .returning();
    const [oldCode] = await db()
      .insert(passwordResetCodes)
      .values({ userId: live.id, codeHash: 'x', expiresAt: daysAgo(2), createdAt: daysAgo(2) })
      .returning();
    const [oldMessage] = await db()
      .insert(contactMessages)
      .values({
        fullName: 'Juma',
        email: 'juma@example.co.ke',
        phone: '0712345678',
        message: 'Habari',
        createdAt: daysAgo(400),
      })
      .returning();
    const oldPayment = async (payerId: number, receipt: string) =>
      (
        await db()
          .insert(payments)
          .values({
            payerId,
            subscriptionType: 'CONTACT',
            amount: 200,
            phoneNumber: '',
            status: 'success',
            receipt,
            createdAt: daysAgo(2600),
          })
          .returning()
      )[0]!;
    const livePayment = await oldPayment(live.id, 'QKA3LIVE');
    expect((await gone.post('/api/me/delete/', { json: { password: PASSWORD } })).status).toBe(204);
    const gonePayment = await oldPayment(gone.id, 'QKA3GONE');

    const swept = await sweepExpiredData(db());
    expect(swept.payments).toBe(1);

    const exists = async (table: typeof notifications | typeof payments, id: number) =>
      (await db().select({ id: table.id }).from(table).where(eq(table.id, id))).length === 1;
    expect(await exists(notifications, oldNote!.id)).toBe(false);
    expect(await exists(notifications, newNote!.id)).toBe(true);
    expect(await exists(payments, gonePayment.id)).toBe(false);
    expect(await exists(payments, livePayment.id)).toBe(true);
    expect(
      await db().select().from(passwordResetCodes).where(eq(passwordResetCodes.id, oldCode!.id)),
    ).toEqual([]);
    expect(await db().select().from(contactMessages).where(eq(contactMessages.id, oldMessage!.id))).toEqual(
      [],
    );
  });
});

describe('sign-up forms', () => {
  it('take the consent fields as multipart strings too', async () => {
    const res = await new Caller(server).post('/api/retail-customers/', {
      form: signUpForm('customer', { accept_privacy_notice: 'true', marketing_opt_in: 'false' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const row = await userRow(res.body.id);
    expect(row.privacyNoticeVersion).toBe(PRIVACY_NOTICE_VERSION);
    expect(row.marketingOptIn).toBe(false);
  });
});
