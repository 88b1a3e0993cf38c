import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { normalizeKenyanPhone } from '@urembo/kenya';
import { users } from '../src/db/schema.ts';
import { notify } from '../src/domains/messaging/notify.ts';
import { reminderTimes } from '../src/domains/messaging/deliver.ts';
import { startJobs } from '../src/jobs/index.ts';
import { MESSAGE_QUEUES } from '../src/domains/messaging/queues.ts';
import { PAYMENT_QUEUES } from '../src/domains/payments/index.ts';
import { BOOKING_QUEUES } from '../src/domains/bookings/index.ts';
import { SMS_SIMULATOR_PHONES, africasTalkingClient, startSmsSimulator } from '../src/transports/sms.ts';
import { SMS_LIMIT, gsmLength, renderSms, sms, smsName, toGsm } from '../src/domains/messaging/templates.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { bookingForm, customer, day, professional, serviceIds, verifyPhone, type User } from './fixtures.ts';

/** Nairobi wall time as an instant (UTC+3 all year). */
const at = (date: string, time: string) => new Date(`${date}T${time}:00+03:00`);
const nairobi = (instant: Date) =>
  new Date(instant.getTime() + 3 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

describe('SMS templates', () => {
  const longest = 'Wanjirũ Nyambura Kamau-Odhiambo 💇🏾‍♀️ Beauty Parlour & Spa of Kilimani Road, Nairobi'.repeat(
    2,
  );
  const facts = { client: longest, vendor: longest, service: longest, date: '2026-12-31', time: '23:45' };
  const every = Object.fromEntries(
    Object.entries({
      bookingRequested: sms.bookingRequested(facts),
      bookingConfirmed: sms.bookingConfirmed(facts),
      bookingDeclined: sms.bookingDeclined(facts),
      timeProposed: sms.timeProposed(facts),
      proposalAccepted: sms.proposalAnswered({ ...facts, accepted: true }),
      proposalDeclined: sms.proposalAnswered({ ...facts, accepted: false }),
      bookingCancelled: sms.bookingCancelled({ ...facts, by: longest }),
      reminderToClient: sms.reminderToClient({ ...facts, place: 'vendor', where: longest }),
      reminderToVendor: sms.reminderToVendor({ ...facts, place: 'client', where: longest }),
      employmentRequested: sms.employmentRequested({ professional: longest }),
      employmentAccepted: sms.employmentAnswered({ owner: longest, accepted: true }),
      employmentDeclined: sms.employmentAnswered({ owner: longest, accepted: false }),
      invited: sms.invited({ owner: longest }),
      invitationAnswered: sms.invitationAnswered({ professional: longest, accepted: true }),
      paymentConfirmed: sms.paymentConfirmed({
        amount: 'KES 2,000',
        receipt: 'TKR3X9P2QA',
        contact: longest,
      }),
      paymentFailed: sms.paymentFailed({ amount: 'KES 2,000' }),
      resetCode: sms.resetCode({ code: '4821', until: '23:59' }),
      phoneCode: sms.phoneCode({ code: '482913', until: '23:59' }),
    }).map(([name, message]) => [name, renderSms(message, 'en')]),
  );

  it.each(Object.entries(every))(
    '%s fits one GSM-7 part with the longest names and holds no link',
    (_, text) => {
      expect(gsmLength(text)).not.toBeNull();
      expect(gsmLength(text)!).toBeLessThanOrEqual(SMS_LIMIT);
      expect(text).toMatch(/^Urembo/);
      expect(text).not.toMatch(/https?:|www\.|\.co\.ke|\.com/i);
    },
  );

  it('keeps the facts whole and shortens a long name instead', () => {
    expect(every.bookingRequested).toContain('Thu 31 Dec at 23:45');
    expect(every.bookingRequested).toContain('Open Urembo to approve or decline.');
    expect(
      renderSms(sms.bookingConfirmed({ ...facts, vendor: 'Wanjirũ', service: 'Box Braids' }), 'en'),
    ).toBe('Urembo: Wanjiru approved your Box Braids on Thu 31 Dec at 23:45. See you then!');
  });

  it('writes names in the GSM alphabet', () => {
    expect(toGsm('Wanjirũ “Shiro” – Salon 💅')).toBe('Wanjiru "Shiro" - Salon');
    expect(gsmLength('Karibu €')).toBe(9);
    expect(gsmLength('Karibu 💅')).toBeNull();
  });
});

describe('reminder times', () => {
  const now = at('2026-12-01', '08:00');
  const times = (date: string, time: string) =>
    reminderTimes(at(date, time), now).map((r) => `${r.lead} ${nairobi(r.at)}`);

  it('reminds 24 hours and 2 hours before', () => {
    expect(times('2026-12-04', '10:00')).toEqual(['24h 2026-12-03 10:00', '2h 2026-12-04 08:00']);
  });

  it('sends nothing between 21:00 and 07:00: late evening goes at 20:00, early morning at 07:00', () => {
    expect(times('2026-12-04', '22:30')).toEqual(['24h 2026-12-03 20:00', '2h 2026-12-04 20:30']);
    expect(times('2026-12-04', '23:30')).toEqual(['24h 2026-12-03 20:00', '2h 2026-12-04 20:00']);
    expect(times('2026-12-04', '06:30')).toEqual(['24h 2026-12-03 07:00', '2h 2026-12-03 20:00']);
  });

  it('reminds of an appointment before 09:00 the evening before', () => {
    expect(times('2026-12-04', '08:00')).toEqual(['24h 2026-12-03 08:00', '2h 2026-12-03 20:00']);
    expect(times('2026-12-04', '09:00')).toEqual(['24h 2026-12-03 09:00', '2h 2026-12-04 07:00']);
  });

  it('leaves out reminders already past', () => {
    expect(times('2026-12-01', '15:00')).toEqual(['2h 2026-12-01 13:00']);
    expect(times('2026-12-01', '09:30')).toEqual([]);
    expect(times('2026-12-02', '21:00')).toEqual(['24h 2026-12-01 20:00', '2h 2026-12-02 19:00']);
  });
});

describe('messages of booking events', () => {
  let server: TestServer;
  let pro: User;
  let client: User;
  let braids: number;

  beforeAll(async () => {
    server = await startTestServer();
    [pro, client] = await Promise.all([professional(server), customer(server)]);
    await Promise.all([verifyPhone(server, pro), verifyPhone(server, client)]);
    [braids] = await serviceIds(server, 'Box Braids');
  });
  afterAll(() => server.close());

  const phoneOf = async (u: User) => {
    const [row] = await server.database.db.select().from(users).where(eq(users.id, u.id));
    const phone = normalizeKenyanPhone(row!.phoneNumber!);
    return phone.ok ? `+${phone.phone}` : '';
  };
  const reminders = async (bookingId: number) => {
    const { rows } = (await server.database.db.execute(
      sql`select state, start_after, data->>'lead' as lead from pgboss.job
          where name = 'reminder' and (data->>'booking')::int = ${bookingId} order by start_after`,
    )) as unknown as { rows: { state: string; start_after: Date; lead: string }[] };
    return rows.map((r) => ({ state: r.state, lead: r.lead }));
  };

  it('texts and e-mails the vendor a request, then the client the answer, and plans the reminders', async () => {
    const res = await client.post('/api/bookings/', {
      form: bookingForm({ vendor: pro.id, service: braids, booking_date: day(5), booking_time: '10:00' }),
    });
    expect(res.status).toBe(201);
    const before = server.texts.length;
    const mailsBefore = server.mails.length;
    expect(await server.deliver()).toBe(2);
    const [toVendor] = server.texts.slice(before);
    expect(toVendor).toMatchObject({ to: await phoneOf(pro) });
    expect(toVendor!.message).toMatch(
      new RegExp(
        `^Urembo: ${smsName(client.name)} asks to book Box Braids on \\w{3} \\d+ \\w{3} at 10:00\\. Open Urembo`,
      ),
    );
    expect(server.mails.slice(mailsBefore)).toEqual([
      expect.objectContaining({ to: pro.email, subject: 'Urembo: New booking request' }),
    ]);

    expect((await pro.patch(`/api/bookings/${res.body.id}/`, { json: { status: 'confirmed' } })).status).toBe(
      200,
    );
    await server.deliver();
    expect(server.texts.at(-1)).toMatchObject({ to: await phoneOf(client) });
    expect(server.texts.at(-1)!.message).toContain(`${smsName(pro.name)} approved your Box Braids`);
    expect(await reminders(res.body.id)).toEqual([
      { state: 'created', lead: '24h' },
      { state: 'created', lead: '2h' },
    ]);

    // Cancelling takes the reminders back and tells the vendor.
    const cancel = await client.patch(`/api/user-bookings/${res.body.id}/`, {
      json: { status: 'cancelled' },
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect((await reminders(res.body.id)).map((r) => r.state)).toEqual(['cancelled', 'cancelled']);
    await server.deliver();
    expect(server.texts.at(-1)).toMatchObject({ to: await phoneOf(pro) });
    expect(server.texts.at(-1)!.message).toContain(
      `${smsName(client.name)} cancelled the Box Braids appointment`,
    );
  });

  it('reminds both sides when a reminder is due, and not of a moved appointment', async () => {
    const res = await client.post('/api/bookings/', {
      form: bookingForm({ vendor: pro.id, service: braids, booking_date: day(6), booking_time: '11:00' }),
    });
    await pro.patch(`/api/bookings/${res.body.id}/`, { json: { status: 'confirmed' } });
    await server.deliver();
    // The clock of the queue: the 24-hour reminder falls due now.
    await server.database.db.execute(
      sql`update pgboss.job set start_after = now() - interval '1 second' where name = 'reminder' and data->>'lead' = '24h'
          and (data->>'booking')::int = ${res.body.id}`,
    );
    const before = server.texts.length;
    await server.deliver();
    const sent = server.texts.slice(before);
    expect(sent.map((t) => t.to).sort()).toEqual([await phoneOf(client), await phoneOf(pro)].sort());
    const clientPhone = await phoneOf(client);
    expect(sent.find((t) => t.to === clientPhone)!.message).toMatch(
      new RegExp(`^Urembo reminder: Box Braids with ${smsName(pro.name)} on .* at 11:00`),
    );

    // The vendor moves it: the old 2-hour reminder is cancelled and new ones are planned for the new time.
    const proposed = await pro.post(`/api/vendor-bookings/${res.body.id}/proposal/`, {
      json: { booking_date: day(7), booking_time: '12:00' },
    });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);
    const accepted = await client.post(`/api/user-bookings/${res.body.id}/proposal/`, {
      json: { accept: true },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const states = await reminders(res.body.id);
    expect(states.filter((r) => r.state === 'created')).toHaveLength(2);
    expect(states.filter((r) => r.state === 'cancelled')).toHaveLength(1);
  });

  it('sends nothing for an event whose transaction rolled back', async () => {
    await server.deliver();
    const before = server.texts.length;
    await server.database.db
      .transaction(async (tx) => {
        await notify(tx, server.deps.jobs, {
          to: pro.id,
          kind: 'booking_requested',
          title: 'Never',
          message: 'Never sent',
          link: null,
          sms: 'Urembo: never sent',
        });
        tx.rollback();
      })
      .catch(() => {});
    expect(await server.deliver()).toBe(0);
    expect(server.texts.length).toBe(before);
  });

  it('keeps a message whose provider is down and sends it on a later try; the event itself went through', async () => {
    await server.deliver();
    server.smsSimulator.failing = true;
    const res = await client.post('/api/bookings/', {
      form: bookingForm({ vendor: pro.id, service: braids, booking_date: day(8), booking_time: '09:00' }),
    });
    expect(res.status).toBe(201);
    const before = server.texts.length;
    await server.deliver();
    expect(server.texts.length).toBe(before);
    const { rows } = (await server.database.db.execute(
      sql`select state from pgboss.job where name = 'sms' and state = 'retry'`,
    )) as unknown as { rows: { state: string }[] };
    expect(rows).toEqual([{ state: 'retry' }]);
    server.smsSimulator.failing = false;
    await server.database.db.execute(
      sql`update pgboss.job set start_after = now() - interval '1 second' where state = 'retry'`,
    );
    await server.deliver();
    expect(server.texts.slice(before).map((t) => t.to)).toEqual([await phoneOf(pro)]);
  });

  it('does not text numbers that are not Kenyan mobiles, nor people who sent STOP', async () => {
    const db = server.database.db;
    await db.update(users).set({ phoneNumber: '+44 20 7946 0958' }).where(eq(users.id, pro.id));
    const before = server.texts.length;
    await client.post('/api/bookings/', {
      form: bookingForm({ vendor: pro.id, service: braids, booking_date: day(9), booking_time: '09:00' }),
    });
    await server.deliver();
    await verifyPhone(server, pro, SMS_SIMULATOR_PHONES.optedOut);
    await client.post('/api/bookings/', {
      form: bookingForm({ vendor: pro.id, service: braids, booking_date: day(10), booking_time: '09:00' }),
    });
    await server.deliver();
    expect(server.texts.length).toBe(before);
    const { rows } = (await db.execute(
      sql`select output from pgboss.job where name = 'sms' order by created_on desc limit 2`,
    )) as unknown as { rows: { output: { skipped: string } }[] };
    expect(rows.map((r) => r.output.skipped)).toEqual([
      'the person opted out of our messages (STOP)',
      'no Kenyan mobile number',
    ]);
  });
});

describe('message preferences', () => {
  it('lets a user turn off a topic per channel; what stays on still goes', async () => {
    const server = await startTestServer();
    try {
      const [pro, client] = await Promise.all([professional(server), customer(server)]);
      await verifyPhone(server, pro);
      const [braids] = await serviceIds(server, 'Box Braids');
      const me = await pro.get('/api/me/');
      expect(me.body.message_preferences).toEqual({
        bookings: { sms: true, email: true },
        reminders: { sms: true, email: true },
        hiring: { sms: true, email: true },
        payments: { sms: true, email: true },
        reviews: { email: true },
      });
      const off = await pro.patch('/api/me/', {
        json: { message_preferences: { bookings: { sms: false } } },
      });
      expect(off.status).toBe(200);
      expect(off.body.message_preferences.bookings).toEqual({ sms: false, email: true });
      expect(off.body.message_preferences.reminders).toEqual({ sms: true, email: true });
      const unknown = await pro.patch('/api/me/', {
        json: { message_preferences: { marketing: { sms: true } } },
      });
      expect(unknown.status).toBe(400);

      await client.post('/api/bookings/', {
        form: bookingForm({ vendor: pro.id, service: braids, booking_date: day(3) }),
      });
      await server.deliver();
      expect(server.texts).toEqual([]);
      expect(server.mails.map((m) => m.to)).toContain(pro.email);
    } finally {
      await server.close();
    }
  });
});

describe('STOP and delivery reports', () => {
  it("stops texting a number that replied STOP, says so in the settings, and needs the callbacks' token", async () => {
    const server = await startTestServer();
    try {
      const [pro, client] = await Promise.all([professional(server), customer(server)]);
      await Promise.all([verifyPhone(server, pro), verifyPhone(server, client)]);
      const [braids] = await serviceIds(server, 'Box Braids');
      const phoneOf = async (u: User) =>
        (await server.database.db.select().from(users).where(eq(users.id, u.id)))[0]!.phoneNumber!;

      await server.smsSimulator.stop(await phoneOf(pro));
      await expect.poll(async () => (await pro.get('/api/me/')).body.sms_opted_out).toBe(true);
      await client.post('/api/bookings/', {
        form: bookingForm({ vendor: pro.id, service: braids, booking_date: day(3) }),
      });
      await server.deliver();
      expect(server.texts).toEqual([]);
      expect(server.mails.map((m) => m.to)).toContain(pro.email);

      // A report that a message bounced off a blacklist stops the number too; a plain one changes nothing.
      const reports = `/api/sms/delivery-reports/${server.config.sms.callbackToken}/`;
      const clientPhone = `+${await phoneOf(client)}`;
      expect(
        (await client.post(reports, { json: { id: 'ATXid_2', status: 'Success', phoneNumber: clientPhone } }))
          .status,
      ).toBe(200);
      expect((await client.get('/api/me/')).body.sms_opted_out).toBe(false);
      const bounced = {
        id: 'ATXid_3',
        status: 'Rejected',
        phoneNumber: clientPhone,
        failureReason: 'UserInBlackList',
      };
      expect((await client.post(reports, { json: bounced })).status).toBe(200);
      expect((await client.get('/api/me/')).body.sms_opted_out).toBe(true);

      const wrong = await client.post('/api/sms/opt-outs/not-the-token/', {
        json: { phoneNumber: clientPhone },
      });
      expect(wrong.status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('hears the delivery report of every SMS it sent', async () => {
    const server = await startTestServer();
    try {
      const [pro, client] = await Promise.all([professional(server), customer(server)]);
      await verifyPhone(server, pro);
      const [braids] = await serviceIds(server, 'Box Braids');
      await client.post('/api/bookings/', {
        form: bookingForm({ vendor: pro.id, service: braids, booking_date: day(3) }),
      });
      await server.deliver();
      expect(server.texts).toHaveLength(1);
      await expect
        .poll(() => server.smsSimulator.callbackAnswers)
        .toEqual([{ callback: 'delivery report', status: 200 }]);
    } finally {
      await server.close();
    }
  });
});

describe('password reset by SMS', () => {
  it('texts the code as well when asked and the account has a verified phone, whatever the topics say', async () => {
    const server = await startTestServer();
    try {
      const pro = await professional(server);
      await verifyPhone(server, pro);
      await pro.patch('/api/me/', {
        json: { message_preferences: { bookings: { sms: false }, hiring: { sms: false } } },
      });
      const asked = await pro.post('/api/password_reset/', { json: { email: pro.email, send_sms: true } });
      expect(asked.status).toBe(200);
      const plain = await pro.post('/api/password_reset/', {
        json: { email: 'nobody@example.co.ke', send_sms: true },
      });
      expect(plain.body).toEqual(asked.body);
      await server.deliver();
      expect(server.texts).toHaveLength(1);
      const code = /code is (\d{4})\. It works until \d\d:\d\d\./.exec(server.texts[0]!.message)?.[1];
      expect(code).toBeDefined();
      expect(server.mails.at(-1)!.text).toContain(`Your verification code is ${code}.`);
      const verified = await pro.post('/api/password_reset/verify/', {
        json: { email: pro.email, otp: code },
      });
      expect(verified.status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('the SMS client', () => {
  it('gives up on a provider that does not answer, so the job is tried again later', async () => {
    const simulator = await startSmsSimulator({});
    try {
      simulator.hanging = true;
      const client = africasTalkingClient({
        username: 'simulator',
        apiKey: simulator.apiKey,
        senderId: undefined,
        baseUrl: simulator.url,
        timeoutMs: 300,
      });
      await expect(client.send('254712000001', 'Urembo: test')).rejects.toThrow('did not answer in time');
    } finally {
      await simulator.close();
    }
  });
});

describe('job queue', () => {
  it('runs each job once with two workers on one database', async () => {
    const server = await startTestServer();
    try {
      const [a, b] = [
        server.deps.jobs,
        await startJobs(server.database, {
          queues: { ...MESSAGE_QUEUES, ...PAYMENT_QUEUES, ...BOOKING_QUEUES },
          onError: () => {},
        }),
      ];
      const runs = new Map<number, number>();
      const handler =
        (worker: string) =>
        async ({ user = 0 }: { user?: number; topic: string }) => {
          runs.set(user, (runs.get(user) ?? 0) + 1);
          return { worker };
        };
      await server.database.db.transaction(async (tx) => {
        for (let i = 1; i <= 40; i += 1)
          await a.send(tx, 'sms', { user: i, topic: 'bookings', text: 'Urembo: test' });
      });
      await Promise.all([a.drain({ sms: handler('a') }), b.drain({ sms: handler('b') })]);
      expect([...runs.keys()].sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
      expect([...runs.values()].every((n) => n === 1)).toBe(true);
      await b.stop();
    } finally {
      await server.close();
    }
  });
});
