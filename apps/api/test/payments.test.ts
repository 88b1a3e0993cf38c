import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNUAL_SUBSCRIPTION_KES, nairobiToday, ONE_TIME_CONTACT_KES } from '@urembo/kenya';
import { eq, sql } from 'drizzle-orm';
import { entitlements, payments } from '../src/db/schema.ts';
import { loadConfig, SAFARICOM_CALLBACK_IPS } from '../src/config.ts';
import { reconcilePayments } from '../src/domains/payments/settle.ts';
import { SIMULATOR_PHONES, type SimulatedPush } from '../src/domains/payments/simulator.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { Caller } from './client.ts';

let server: TestServer;
/** A server whose simulated customer answers only when a test says so (answersAt), never by itself. */
let slow: TestServer;
beforeAll(async () => {
  [server, slow] = await Promise.all([startTestServer(), startTestServer({ simulatorDelayMs: 60 * 60_000 })]);
});
afterAll(() => Promise.all([server.close(), slow.close()]));

const USER_TYPES = {
  'business-owners': 'Business Owner',
  'beauty-professionals': 'Beauty Professional',
  'retail-customers': 'Retail Customer',
} as const;
let accounts = 0;
async function signUp(
  kind: 'business-owners' | 'beauty-professionals' | 'retail-customers',
  phone: string,
  on: TestServer = server,
) {
  accounts += 1;
  const caller = new Caller(on);
  const email = `user${accounts}@example.co.ke`;
  const res = await caller.post(`/api/${kind}/`, {
    form: { user_type: USER_TYPES[kind], name: `User ${accounts}`, email, phone, password: 'safaricom-2026' },
  });
  expect(res.status).toBe(201);
  const session = await caller.post('/api/oauth/', { form: { email, password: 'safaricom-2026' } });
  caller.token = session.body.access;
  caller.id = res.body.id;
  return caller;
}

const initiate = (caller: Caller, json: Record<string, unknown>) =>
  caller.post('/api/initiate-payment/', { json });

/** Polls the payment status call, as the web page does, until M-Pesa's answer is applied. */
async function settled(caller: Caller, checkoutRequestId: string) {
  for (let i = 0; i < 100; i += 1) {
    const res = await caller.get(`/api/payments/${checkoutRequestId}/`);
    expect(res.status).toBe(200);
    if (res.body.status !== 'pending') return res.body;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`payment ${checkoutRequestId} stayed pending`);
}

const notificationsOf = async (caller: Caller) =>
  (await caller.get('/api/notifications/')).body.results as { kind: string; message: string }[];
const entitlementsOf = (userId: number) =>
  server.database.db.select().from(entitlements).where(eq(entitlements.userId, userId));
const paymentRow = async (checkoutRequestId: string) =>
  (
    await server.database.db.select().from(payments).where(eq(payments.checkoutRequestId, checkoutRequestId))
  )[0]!;
const pushOf = (checkoutRequestId: string): SimulatedPush => server.simulator!.pushes.get(checkoutRequestId)!;

/** Posts a callback over real HTTP, as Daraja does. */
async function postCallback(payload: unknown, token = server.config.mpesa.callbackToken, on = server) {
  const response = await fetch(`${on.url}/api/payments/mpesa-callback/${token}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  return {
    status: response.status,
    body: (await response.json()) as { ResultCode: number; ResultDesc: string },
  };
}

const threeMinutesOn = () => new Date(Date.now() + 3 * 60_000);

let owner: Caller;
let professional: Caller;
beforeAll(async () => {
  owner = await signUp('business-owners', '0722 000 111');
  professional = await signUp('beauty-professionals', '0733 000 222');
});

describe('each M-Pesa outcome end to end (initiate, callback, status, entitlement, notification)', () => {
  it('success (254708374149): the contact is paid, the payer notified with the receipt', async () => {
    const payer = await signUp('business-owners', '0711 000 001');
    const res = await initiate(payer, {
      subscription_type: 'CONTACT',
      phone_number: '0708 374 149',
      target: professional.id,
    });
    expect(res.status).toBe(201);
    expect(res.body.detail).toBe('Payment initiated successfully, check your mobile device!');
    expect(res.body.payment).toMatchObject({
      status: 'pending',
      amount: ONE_TIME_CONTACT_KES,
      phone_number: SIMULATOR_PHONES.success,
      target: professional.id,
    });
    const push = pushOf(res.body.payment.checkout_request_id);
    expect(push).toMatchObject({ amount: 200, phoneNumber: '254708374149' });
    expect(push.callbackUrl).toBe(
      `${server.url}/api/payments/mpesa-callback/${server.config.mpesa.callbackToken}/`,
    );

    const payment = await settled(payer, res.body.payment.checkout_request_id);
    expect(payment).toMatchObject({ status: 'success', result_code: 0, receipt: push.receipt });
    expect((await payer.get(`/api/contacts-paid/${professional.id}/`)).body).toEqual({
      has_paid_contact: true,
    });
    expect((await payer.get(`/api/contacts-paid/${owner.id}/`)).body).toEqual({ has_paid_contact: false });
    const [notice] = await notificationsOf(payer);
    expect(notice).toMatchObject({ kind: 'payment_confirmed' });
    expect(notice!.message).toContain(push.receipt);
    expect(notice!.message).toContain('KES 200');
    const row = await paymentRow(payment.checkout_request_id);
    expect(row.rawCallback).toMatchObject({ Body: { stkCallback: { ResultCode: 0 } } });
  });

  it.each([
    [SIMULATOR_PHONES.cancelled, 1032, 'You cancelled the M-Pesa prompt.'],
    [SIMULATOR_PHONES.insufficientFunds, 1, 'Your M-Pesa balance is insufficient for this payment.'],
    [SIMULATOR_PHONES.wrongPin, 2001, 'The M-Pesa PIN entered was wrong.'],
  ])('%s answers %i: failed with the reason, nothing granted', async (phone, code, reason) => {
    const payer = await signUp('beauty-professionals', '0711 000 002');
    const res = await initiate(payer, { subscription_type: 'PRO_ANNUAL', phone_number: phone });
    expect(res.status).toBe(201);
    expect(res.body.payment.amount).toBe(ANNUAL_SUBSCRIPTION_KES);
    const payment = await settled(payer, res.body.payment.checkout_request_id);
    expect(payment).toMatchObject({ status: 'failed', result_code: code, receipt: null });
    expect(payment.result_desc).toBe(pushOf(payment.checkout_request_id).outcome.resultDesc);
    expect((await payer.get('/api/subscription-status/')).body.status).toBe('inactive');
    expect(await entitlementsOf(payer.id!)).toEqual([]);
    const [notice] = await notificationsOf(payer);
    expect(notice!.kind).toBe('payment_failed');
    expect(notice!.message).toContain(reason);
  });

  it('1037 timeout never calls back: the STK query after 2 minutes settles it as failed', async () => {
    const payer = await signUp('business-owners', '0711 000 003');
    const res = await initiate(payer, {
      subscription_type: 'BO_ANNUAL',
      phone_number: SIMULATOR_PHONES.timeout,
    });
    const checkout = res.body.payment.checkout_request_id;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await payer.get(`/api/payments/${checkout}/`)).body.status).toBe('pending');
    expect(server.simulator!.callbacks.some((c) => c.checkoutRequestId === checkout)).toBe(false);
    await reconcilePayments(server.deps); // too young to ask about yet
    expect((await paymentRow(checkout)).status).toBe('pending');
    await reconcilePayments(server.deps, threeMinutesOn());
    const payment = (await payer.get(`/api/payments/${checkout}/`)).body;
    expect(payment).toMatchObject({ status: 'failed', result_code: 1037 });
    expect((await notificationsOf(payer))[0]!.message).toContain('timed out');
  });
});

describe('callbacks apply once and only when genuine', () => {
  /** A paid push whose callback Daraja "lost", so the test delivers it. */
  async function paidWithoutCallback() {
    const payer = await signUp('business-owners', '0711 000 004');
    const res = await initiate(payer, {
      subscription_type: 'CONTACT',
      phone_number: SIMULATOR_PHONES.callbackLost,
      target: professional.id,
    });
    expect(res.status).toBe(201);
    const push = pushOf(res.body.payment.checkout_request_id);
    return { payer, push, payload: server.simulator!.callbackFor(push) };
  }

  it('ten identical callbacks at once: one payment, one entitlement, one notification', async () => {
    const { payer, push, payload } = await paidWithoutCallback();
    const answers = await Promise.all(Array.from({ length: 10 }, () => postCallback(payload)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.body.ResultDesc === 'Accepted')).toHaveLength(1);
    expect(await entitlementsOf(payer.id!)).toHaveLength(1);
    const notices = await notificationsOf(payer);
    expect(notices.filter((n) => n.kind === 'payment_confirmed')).toHaveLength(1);
    expect((await paymentRow(push.checkoutRequestId)).receipt).toBe(push.receipt);
    // A late failure for the same push changes nothing either.
    const late = structuredClone(payload);
    late.Body.stkCallback.ResultCode = 1032;
    delete late.Body.stkCallback.CallbackMetadata;
    expect((await postCallback(late)).status).toBe(200);
    expect((await paymentRow(push.checkoutRequestId)).status).toBe('success');
  });

  it('rejects forged callbacks: wrong token, unknown CheckoutRequestID, wrong amount, phone or receipt', async () => {
    const { payer, push, payload } = await paidWithoutCallback();
    const forged = (change: (cb: typeof payload.Body.stkCallback) => void) => {
      const copy = structuredClone(payload);
      change(copy.Body.stkCallback);
      return copy;
    };
    const item = (cb: typeof payload.Body.stkCallback, name: string) =>
      cb.CallbackMetadata!.Item.find((i) => i.Name === name)!;

    expect((await postCallback(payload, 'guessed-token')).status).toBe(404);
    // The same through the contract-checked caller: 404 for a wrong token, the 200 ack otherwise.
    const daraja = new Caller(server);
    expect((await daraja.post('/api/payments/mpesa-callback/guessed-token/', { json: payload })).status).toBe(
      404,
    );
    // The configured token with a torn body: the contract's 400.
    const token = encodeURIComponent(server.config.mpesa.callbackToken);
    expect((await daraja.post(`/api/payments/mpesa-callback/${token}/`, { json: {} })).status).toBe(400);
    const unknown = await postCallback(forged((cb) => (cb.CheckoutRequestID = 'ws_CO_000000000000000000')));
    expect(unknown).toEqual({ status: 200, body: { ResultCode: 0, ResultDesc: 'Not applied: unknown' } });
    const cheap = await postCallback(forged((cb) => (item(cb, 'Amount').Value = 1)));
    expect(cheap.body.ResultDesc).toBe('Not applied: amount mismatch');
    const otherPhone = await postCallback(forged((cb) => (item(cb, 'PhoneNumber').Value = 254712345678)));
    expect(otherPhone.body.ResultDesc).toBe('Not applied: phone mismatch');
    const bare = await postCallback(forged((cb) => delete cb.CallbackMetadata));
    expect(bare.body.ResultDesc).toBe('Not applied: no metadata');
    expect((await paymentRow(push.checkoutRequestId)).status).toBe('pending');
    expect(await entitlementsOf(payer.id!)).toEqual([]);

    // A receipt already used by another payment cannot pay for this one.
    const other = await paidWithoutCallback();
    expect((await postCallback(other.payload)).body.ResultDesc).toBe('Accepted');
    const reused = await postCallback(
      forged((cb) => (item(cb, 'MpesaReceiptNumber').Value = other.push.receipt)),
    );
    expect(reused.body.ResultDesc).toBe('Not applied: receipt reused');
    expect((await paymentRow(push.checkoutRequestId)).status).toBe('pending');

    // The genuine callback still goes through afterwards.
    expect((await postCallback(payload)).body.ResultDesc).toBe('Accepted');
    expect(await entitlementsOf(payer.id!)).toHaveLength(1);
  });

  it('accepts callbacks only from the configured source addresses', async () => {
    const { push, payload } = await paidWithoutCallback();
    server.config.mpesa.callbackAllowedIps = ['196.201.214.200'];
    try {
      expect((await postCallback(payload)).status).toBe(404);
    } finally {
      server.config.mpesa.callbackAllowedIps = [];
    }
    expect((await paymentRow(push.checkoutRequestId)).status).toBe('pending');
  });

  it('a lost callback is settled by the STK query', async () => {
    const { payer, push } = await paidWithoutCallback();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await reconcilePayments(server.deps, threeMinutesOn());
    const payment = (await payer.get(`/api/payments/${push.checkoutRequestId}/`)).body;
    expect(payment).toMatchObject({ status: 'success', result_code: 0, receipt: null });
    expect((await payer.get(`/api/contacts-paid/${professional.id}/`)).body.has_paid_contact).toBe(true);
    expect((await paymentRow(push.checkoutRequestId)).rawCallback).toMatchObject({ source: 'stk-query' });
    // The callback arriving after all changes nothing twice.
    expect((await postCallback(server.simulator!.callbackFor(push))).body.ResultDesc).toBe(
      'Not applied: already settled',
    );
    expect(await entitlementsOf(payer.id!)).toHaveLength(1);
  });

  it('asks Daraja for a token once for all the payments of this suite', async () => {
    const payer = await signUp('business-owners', '0711 000 005');
    for (const target of [professional.id, owner.id])
      expect(
        (await initiate(payer, { subscription_type: 'CONTACT', phone_number: '0708374149', target })).status,
      ).toBe(201);
    expect(server.simulator!.tokensIssued).toBe(1);
  });
});

describe('gating of contact details and hiring', () => {
  it('hides the phone and blocks hiring until the business owner pays for that contact', async () => {
    const boss = await signUp('business-owners', '0722 100 100');
    const other = await signUp('beauty-professionals', '0733 100 100');
    const view = (id: number) => boss.get(`/api/beauty-professionals/${id}/`);
    const hire = (id: number) =>
      boss.post('/api/business-employees/', {
        form: { business: boss.id!, employee: id, employment_start_date: '2026-03-02' },
      });
    expect((await view(professional.id!)).body).toMatchObject({ phone_number: null, email: null });
    const blocked = await hire(professional.id!);
    expect(blocked.status).toBe(402);
    expect(blocked.body.detail).toBe('Subscribe or pay for this contact to add employees.');

    const res = await initiate(boss, {
      subscription_type: 'CONTACT',
      phone_number: '254708374149',
      target: professional.id,
    });
    await settled(boss, res.body.payment.checkout_request_id);
    expect((await view(professional.id!)).body).toMatchObject({
      phone_number: '254733000222',
      email: expect.stringContaining('@example.co.ke'),
    });
    expect((await hire(professional.id!)).status).toBe(201);
    expect((await view(other.id!)).body.phone_number).toBeNull();
    expect((await hire(other.id!)).status).toBe(402);
    // The profile's owner always sees their own number.
    expect((await other.get(`/api/beauty-professionals/${other.id}/`)).body.phone_number).toBe(
      '254733100100',
    );
    const again = await initiate(boss, {
      subscription_type: 'CONTACT',
      phone_number: '254708374149',
      target: professional.id,
    });
    expect(again).toMatchObject({ status: 409, body: { detail: 'You already paid for this contact.' } });
  });

  it('an annual subscription opens every contact for a year, and renewing adds the next year', async () => {
    const pro = await signUp('beauty-professionals', '0733 200 200');
    const ask = () =>
      pro.post('/api/employment-requests/', {
        form: {
          business_owner: owner.id!,
          name: 'Pro',
          email: 'pro@example.co.ke',
          proposal: 'Nails, 5 years.',
        },
      });
    // The business profile's own shape is checked by the accounts suite; here only its contact fields.
    const viewBusiness = () => pro.get(`/api/business-owners/${owner.id}/`, { raw: true });
    expect((await viewBusiness()).body.phone_number).toBeNull();
    const blocked = await ask();
    expect(blocked.status).toBe(402);
    expect(blocked.body.detail).toBe('Subscribe or pay for this contact to request employment.');
    expect((await pro.get('/api/subscription-status/')).body).toEqual({
      status: 'inactive',
      subscription_type: null,
      expires_at: null,
    });

    const first = await initiate(pro, { subscription_type: 'PRO_ANNUAL', phone_number: '0708374149' });
    await settled(pro, first.body.payment.checkout_request_id);
    const status = (await pro.get('/api/subscription-status/')).body;
    expect(status).toMatchObject({ status: 'active', subscription_type: 'PRO_ANNUAL' });
    const expires = new Date(status.expires_at);
    const inAYear = new Date();
    inAYear.setUTCFullYear(inAYear.getUTCFullYear() + 1);
    expect(Math.abs(expires.getTime() - inAYear.getTime())).toBeLessThan(60_000);
    expect((await viewBusiness()).body.phone_number).toBe('254722000111');
    expect((await ask()).status).toBe(201);

    const renewal = await initiate(pro, { subscription_type: 'PRO_ANNUAL', phone_number: '0708374149' });
    await settled(pro, renewal.body.payment.checkout_request_id);
    const renewed = new Date((await pro.get('/api/subscription-status/')).body.expires_at);
    const expected = new Date(expires);
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    expect(renewed.toISOString()).toBe(expected.toISOString());

    // Her history, newest first, and nobody else's.
    const stranger = await signUp('retail-customers', '0733 200 201');
    expect((await stranger.get('/api/payments/')).body).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
    expect((await new Caller(server).get('/api/payments/')).status).toBe(401);
    const history = await pro.get('/api/payments/');
    expect(history.body.results.map((p: { checkout_request_id: string }) => p.checkout_request_id)).toEqual([
      renewal.body.payment.checkout_request_id,
      first.body.payment.checkout_request_id,
    ]);
    // A week before each end a reminder was planned; the first one's end moved with the renewal.
    const planned = (await server.database.db.execute(
      sql`select data->>'until' as until, start_after from pgboss.job
          where name = 'plan-reminder' and (data->>'user')::int = ${pro.id} order by start_after`,
    )) as unknown as { rows: { until: string; start_after: Date }[] };
    expect(planned.rows.map((row) => row.until)).toEqual([expires.toISOString(), renewed.toISOString()]);
    expect(new Date(planned.rows[1]!.start_after).getTime()).toBe(renewed.getTime() - 7 * 24 * 3_600_000);
    await server.database.db.execute(
      sql`update pgboss.job set start_after = now() - interval '1 second' where name = 'plan-reminder'`,
    );
    await server.deliver();
    const reminded = await pro.get('/api/notifications/');
    const ending = reminded.body.results.filter((n: { kind: string }) => n.kind === 'subscription_expiring');
    expect(ending).toHaveLength(1);
    expect(ending[0].message).toContain(`ends on ${nairobiToday(renewed)}`);
    const texted = (await server.database.db.execute(
      sql`select data->'text'->'facts'->>'until' as until from pgboss.job
          where name = 'sms' and (data->>'user')::int = ${pro.id} and data->'text'->>'template' = 'planEnding'`,
    )) as unknown as { rows: { until: string }[] };
    expect(texted.rows).toEqual([{ until: nairobiToday(renewed) }]);
  });
});

describe('bad input and faults', () => {
  it('refuses a bad phone number with the accepted formats', async () => {
    const res = await initiate(owner, { subscription_type: 'BO_ANNUAL', phone_number: '+255 712 345 678' });
    expect(res.status).toBe(400);
    expect(res.body.phone_number[0]).toContain('0712 345 678 or 254712345678');
  });

  it("refuses another type's plan, a contact without a valid target and customers", async () => {
    expect(
      (await initiate(professional, { subscription_type: 'BO_ANNUAL', phone_number: '0708374149' })).status,
    ).toBe(400);
    expect((await initiate(owner, { subscription_type: 'CONTACT', phone_number: '0708374149' })).status).toBe(
      400,
    );
    const self = await initiate(owner, {
      subscription_type: 'CONTACT',
      phone_number: '0708374149',
      target: owner.id,
    });
    expect(self.body.target).toBeDefined();
    const customer = await signUp('retail-customers', '0745 000 333');
    const asCustomer = await initiate(customer, {
      subscription_type: 'CONTACT',
      phone_number: '0708374149',
      target: owner.id,
    });
    expect(asCustomer.status).toBe(403);
    const contactOfCustomer = await initiate(owner, {
      subscription_type: 'CONTACT',
      phone_number: '0708374149',
      target: customer.id,
    });
    expect(contactOfCustomer.status).toBe(400);
  });

  it('a push Daraja refuses: 502, the payment failed with the reason, nothing else changes', async () => {
    const payer = await signUp('business-owners', '0711 000 006');
    const res = await initiate(payer, {
      subscription_type: 'BO_ANNUAL',
      phone_number: SIMULATOR_PHONES.pushRefused,
    });
    expect(res).toMatchObject({
      status: 502,
      body: { detail: 'Payment initiation failed. Please try again later.' },
    });
    const [row] = await server.database.db.select().from(payments).where(eq(payments.payerId, payer.id!));
    expect(row).toMatchObject({ status: 'failed', checkoutRequestId: null });
    expect(row!.resultDesc).toContain('500.001.1001');
    expect(await entitlementsOf(payer.id!)).toEqual([]);
    expect(await notificationsOf(payer)).toEqual([]);
  });

  it('an unreachable Daraja: 502 and the payment marked failed', async () => {
    const offline = await startTestServer({
      mpesa: { ...server.config.mpesa, baseUrl: 'http://127.0.0.1:9', callbackBaseUrl: undefined },
    });
    try {
      expect(offline.simulator).toBeUndefined();
      const payer = await signUp('business-owners', '0711 000 007', offline);
      const res = await initiate(payer, { subscription_type: 'BO_ANNUAL', phone_number: '0708374149' });
      expect(res).toMatchObject({
        status: 502,
        body: { detail: 'Payment initiation failed. Please try again later.' },
      });
      const [row] = await offline.database.db.select().from(payments).where(eq(payments.payerId, payer.id!));
      expect(row!.status).toBe('failed');
      expect(row!.resultDesc).toContain('could not be reached');
    } finally {
      await offline.close();
    }
  });

  it("another user's payment is not found", async () => {
    const payer = await signUp('business-owners', '0711 000 008');
    const res = await initiate(payer, { subscription_type: 'BO_ANNUAL', phone_number: '0708374149' });
    const checkout = res.body.payment.checkout_request_id;
    expect((await owner.get(`/api/payments/${checkout}/`)).status).toBe(404);
    expect((await new Caller(server).get(`/api/payments/${checkout}/`)).status).toBe(401);
    expect((await owner.get('/api/contacts-paid/999999/')).status).toBe(404);
  });
});

describe('one pending payment per purchase (paying twice)', () => {
  const waiting = {
    status: 409,
    body: {
      detail:
        'A payment for this is already waiting for your M-Pesa PIN. Check your phone, or try again in a minute.',
    },
  };

  it('five initiate calls at once for one contact: one 201, four 409, one prompt and one payment', async () => {
    const payer = await signUp('business-owners', '0711 000 101', slow);
    const target = await signUp('beauty-professionals', '0733 000 101', slow);
    const buy = () =>
      initiate(payer, { subscription_type: 'CONTACT', phone_number: '0708374149', target: target.id });
    const pushesBefore = slow.simulator!.pushes.size;
    const answers = await Promise.all(Array.from({ length: 5 }, buy));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused).toMatchObject(waiting);
    expect(slow.simulator!.pushes.size - pushesBefore).toBe(1);
    const rows = () => slow.database.db.select().from(payments).where(eq(payments.payerId, payer.id!));
    const [accepted] = answers.filter((a) => a.status === 201);
    expect((await rows()).map((r) => r.checkoutRequestId)).toEqual([
      accepted!.body.payment.checkout_request_id,
    ]);
    expect(await buy()).toMatchObject(waiting);

    // The PIN was entered but the callback is late: asking Daraja settles it, and nothing is bought twice.
    slow.simulator!.pushes.get(accepted!.body.payment.checkout_request_id)!.answersAt = Date.now();
    expect(await buy()).toMatchObject({
      status: 409,
      body: { detail: 'You already paid for this contact.' },
    });
    expect((await rows()).map((r) => r.status)).toEqual(['success']);
    expect(slow.simulator!.pushes.size - pushesBefore).toBe(1);
  });

  it('two annual plans at once: one prompt; a contact for someone else is another purchase', async () => {
    const payer = await signUp('business-owners', '0711 000 102', slow);
    const target = await signUp('beauty-professionals', '0733 000 102', slow);
    const pushesBefore = slow.simulator!.pushes.size;
    const [a, b, contact] = await Promise.all([
      initiate(payer, { subscription_type: 'BO_ANNUAL', phone_number: '0708374149' }),
      initiate(payer, { subscription_type: 'BO_ANNUAL', phone_number: '0708374149' }),
      initiate(payer, { subscription_type: 'CONTACT', phone_number: '0708374149', target: target.id }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(contact.status).toBe(201);
    expect(slow.simulator!.pushes.size - pushesBefore).toBe(2);
  });

  it('tries again at once after a refused push, and after a prompt that ended without a callback', async () => {
    const payer = await signUp('business-owners', '0711 000 103');
    const refused = await initiate(payer, {
      subscription_type: 'BO_ANNUAL',
      phone_number: SIMULATOR_PHONES.pushRefused,
    });
    expect(refused.status).toBe(502);

    const first = await initiate(payer, {
      subscription_type: 'BO_ANNUAL',
      phone_number: SIMULATOR_PHONES.timeout,
    });
    expect(first.status).toBe(201);
    const push = pushOf(first.body.payment.checkout_request_id);
    // The prompt is still open on the phone: Daraja's query says so, and the purchase waits.
    push.answersAt = Date.now() + 60_000;
    expect(
      await initiate(payer, { subscription_type: 'BO_ANNUAL', phone_number: '0708374149' }),
    ).toMatchObject(waiting);
    // The prompt timed out (1037 never calls back): asking Daraja settles it, and the new prompt goes out.
    push.answersAt = Date.now();
    const again = await initiate(payer, { subscription_type: 'BO_ANNUAL', phone_number: '0708374149' });
    expect(again.status).toBe(201);
    expect(await paymentRow(push.checkoutRequestId)).toMatchObject({ status: 'failed', resultCode: 1037 });
    expect((await notificationsOf(payer)).map((n) => n.kind)).toContain('payment_failed');
    expect((await settled(payer, again.body.payment.checkout_request_id)).status).toBe('success');
  });

  it('a payment nobody could settle within a day is closed, so it blocks nothing', async () => {
    const payer = await signUp('beauty-professionals', '0711 000 104');
    const stuck = await initiate(payer, {
      subscription_type: 'PRO_ANNUAL',
      phone_number: SIMULATOR_PHONES.timeout,
    });
    const push = pushOf(stuck.body.payment.checkout_request_id);
    push.answersAt = Date.now() + 60 * 60_000; // Daraja never gives an answer
    expect(
      (await initiate(payer, { subscription_type: 'PRO_ANNUAL', phone_number: '0708374149' })).status,
    ).toBe(409);
    await reconcilePayments(server.deps, new Date(Date.now() + 25 * 60 * 60_000));
    const row = await paymentRow(push.checkoutRequestId);
    expect(row).toMatchObject({ status: 'failed', resultCode: null });
    expect(row.resultDesc).toContain('no result within a day');
    expect(
      (await initiate(payer, { subscription_type: 'PRO_ANNUAL', phone_number: '0708374149' })).status,
    ).toBe(201);
  });
});

describe('callbacks that cannot be tied to the payer are confirmed by the STK query', () => {
  async function paid(phone: string = SIMULATOR_PHONES.success) {
    const payer = await signUp('business-owners', '0711 000 201', slow);
    const target = await signUp('beauty-professionals', '0733 000 201', slow);
    const res = await initiate(payer, {
      subscription_type: 'CONTACT',
      phone_number: phone,
      target: target.id,
    });
    expect(res.status).toBe(201);
    const push = slow.simulator!.pushes.get(res.body.payment.checkout_request_id)!;
    const row = async () =>
      (
        await slow.database.db
          .select()
          .from(payments)
          .where(eq(payments.checkoutRequestId, push.checkoutRequestId))
      )[0]!;
    const granted = async () =>
      (await slow.database.db.select().from(entitlements).where(eq(entitlements.userId, payer.id!))).length;
    return { push, row, granted };
  }

  /** The success callback of a push with its PhoneNumber item replaced (undefined: left out). */
  function successCallback(push: SimulatedPush, phone: string | number | undefined) {
    const payload = slow.simulator!.callbackFor({
      ...push,
      outcome: { resultCode: 0, resultDesc: 'ok', callsBack: true },
    });
    const items = payload.Body.stkCallback.CallbackMetadata!.Item.filter((i) => i.Name !== 'PhoneNumber');
    if (phone !== undefined) items.push({ Name: 'PhoneNumber', Value: phone });
    payload.Body.stkCallback.CallbackMetadata!.Item = items;
    return payload;
  }
  const post = (payload: unknown) => postCallback(payload, slow.config.mpesa.callbackToken, slow);

  it.each([
    ['"*"', '*'],
    ['no PhoneNumber', undefined],
    ['too few digits shown', '2547****'],
  ])('%s: nothing granted while the query says processing, granted once it says paid', async (_, phone) => {
    const { push, row, granted } = await paid();
    const callback = successCallback(push, phone);
    expect((await post(callback)).body.ResultDesc).toBe('Not applied: unconfirmed');
    expect((await row()).status).toBe('pending');
    expect(await granted()).toBe(0);

    push.answersAt = Date.now(); // the customer entered the PIN: the query now says ResultCode 0
    expect((await post(callback)).body.ResultDesc).toBe('Accepted');
    expect(await row()).toMatchObject({ status: 'success', resultCode: 0, receipt: push.receipt });
    expect(await granted()).toBe(1);
  });

  it('"*" on a prompt the customer cancelled: the query says 1032, the payment fails, nothing granted', async () => {
    const { push, row, granted } = await paid(SIMULATOR_PHONES.cancelled);
    push.answersAt = Date.now();
    await post(successCallback(push, '*'));
    expect(await row()).toMatchObject({ status: 'failed', resultCode: 1032, receipt: null });
    expect(await granted()).toBe(0);
  });

  it('a masked number showing enough matching digits needs no query; a different one is refused', async () => {
    const other = await paid();
    expect((await post(successCallback(other.push, '2547****999'))).body.ResultDesc).toBe(
      'Not applied: phone mismatch',
    );
    expect((await post(successCallback(other.push, 254712345678))).body.ResultDesc).toBe(
      'Not applied: phone mismatch',
    );
    expect(await other.granted()).toBe(0);
    // The query would still say processing here, so this grant rests on the digits alone.
    expect((await post(successCallback(other.push, '2547****149'))).body.ResultDesc).toBe('Accepted');
    expect(await other.granted()).toBe(1);
  });
});

describe('callback source addresses', () => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'a-random-production-secret-of-more-than-32-chars',
    MPESA_CALLBACK_TOKEN: 'a-long-random-callback-token',
    MPESA_BASE_URL: 'https://api.safaricom.co.ke',
    DATABASE_URL: 'postgres://urembo@db/urembo',
    SMTP_URL: 'smtp://mail.example.co.ke:587',
    AT_USERNAME: 'urembo',
    AT_API_KEY: 'atsk_a-production-api-key',
    AT_CALLBACK_TOKEN: 'a-random-sms-callback-token',
  };

  it("production allows Safaricom's published addresses unless told otherwise; elsewhere any", () => {
    expect(loadConfig(production).mpesa.callbackAllowedIps).toEqual([...SAFARICOM_CALLBACK_IPS]);
    expect(SAFARICOM_CALLBACK_IPS).toHaveLength(12);
    expect(
      loadConfig({ ...production, MPESA_CALLBACK_ALLOWED_IPS: '10.0.0.5' }).mpesa.callbackAllowedIps,
    ).toEqual(['10.0.0.5']);
    expect(server.config.mpesa.callbackAllowedIps).toEqual([]);
  });
});
