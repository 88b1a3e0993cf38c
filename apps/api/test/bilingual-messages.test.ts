// Issue 20: everything the server tells a person (notifications, the live bell, SMS, e-mail) is in the
// language that person chose, read at the time it is read or sent, whatever language the other side reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { normalizeKenyanPhone } from '@urembo/kenya';
import { notifications, users } from '../src/db/schema.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { smsName } from '../src/domains/messaging/templates.ts';
import { Caller } from './client.ts';
import { bookingForm, customer, day, professional, serviceIds, verifyPhone, type User } from './fixtures.ts';

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
const chooseLanguage = async (u: User, language: 'en' | 'sw') => {
  const res = await u.patch('/api/me/', { json: { language } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const latestNotification = async (u: User) =>
  (await u.get('/api/notifications/')).body.results[0] as { id: number; title: string; message: string };

/** The next `notifications` event of an open stream of the user. */
async function firstEvents(u: User, count: number) {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/api/notifications/stream/`, {
    headers: { authorization: `Bearer ${u.token}` },
    signal: controller.signal,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const events: { unread: number; latest: { title: string; message: string } | null }[] = [];
  return {
    async take(withinMs = 5000) {
      const deadline = Date.now() + withinMs;
      while (events.length < count) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (block.includes('event: notifications') && data) events.push(JSON.parse(data.slice(6)));
          continue;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no event in time');
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no event in time')), left)),
        ]);
        if (chunk.done) throw new Error('the stream ended');
        buffer += chunk.value;
      }
      return events;
    },
    close: () => controller.abort(),
  };
}

describe('messages in the language each person chose', () => {
  it('tells a Kiswahili client in Kiswahili and her English vendor in English, and follows a switch', async () => {
    await chooseLanguage(client, 'sw');
    const booked = await client.post('/api/bookings/', {
      form: bookingForm({ vendor: pro.id, service: braids, booking_date: day(5), booking_time: '10:00' }),
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const date = booked.body.booking_date as string;
    let texts = server.texts.length;
    let mails = server.mails.length;
    await server.deliver();

    // The vendor reads English: the request, its SMS and its e-mail are as they always were.
    expect(await latestNotification(pro)).toMatchObject({
      title: 'New booking request',
      message: `${client.name} asked to book you on ${date} at 10:00.`,
    });
    const proPhone = await phoneOf(pro);
    const toVendor = server.texts.slice(texts).find((t) => t.to === proPhone);
    expect(toVendor!.message).toMatch(
      new RegExp(
        `^Urembo: ${smsName(client.name)} asks to book Box Braids on \\w{3} \\d+ \\w{3} at 10:00\\. Open Urembo`,
      ),
    );
    expect(server.mails.slice(mails)).toEqual([
      expect.objectContaining({ to: pro.email, subject: 'Urembo: New booking request' }),
    ]);

    // The client's bell is open when the vendor approves: the event comes in Kiswahili.
    const stream = await firstEvents(client, 2);
    try {
      texts = server.texts.length;
      mails = server.mails.length;
      const approved = await pro.patch(`/api/bookings/${booked.body.id}/`, { json: { status: 'confirmed' } });
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      const [, pushed] = await stream.take();
      expect(pushed!.latest).toMatchObject({
        title: 'Miadi imekubaliwa',
        message: `${pro.name} amekubali miadi yako ya Box braids ya tarehe ${date}.`,
      });
    } finally {
      stream.close();
    }
    await server.deliver();

    const inSwahili = await latestNotification(client);
    expect(inSwahili).toMatchObject({
      title: 'Miadi imekubaliwa',
      message: `${pro.name} amekubali miadi yako ya Box braids ya tarehe ${date}.`,
    });
    const clientPhone = await phoneOf(client);
    const sms = server.texts.slice(texts).find((t) => t.to === clientPhone);
    expect(sms!.message).toMatch(
      new RegExp(
        `^Urembo: ${smsName(pro.name)} amekubali miadi yako ya Box braids (Jumapili|Jumatatu|Jumanne|Jumatano|Alhamisi|Ijumaa|Jumamosi) \\d+ \\w{3} saa 10:00\\. Tuonane siku hiyo!$`,
      ),
    );
    const mail = server.mails.slice(mails).find((m) => m.to === client.email);
    expect(mail).toMatchObject({ subject: 'Urembo: Miadi imekubaliwa' });
    expect(mail!.text).toContain(`${pro.name} amekubali miadi yako ya Box braids`);
    expect(mail!.text).toContain('Fungua Urembo: ');
    expect(mail!.text).toContain('Umepokea e-mail hii kwa sababu una akaunti ya Urembo.');

    // What is stored stays English (the data export reads it), with the keys to render it again.
    const [stored] = await server.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, inSwahili.id));
    expect(stored).toMatchObject({
      title: 'Booking approved',
      message: `${pro.name} approved your Box Braids booking on ${date}.`,
      content: { title: { id: 'notification.bookingApproved.title' } },
    });

    // The vendor's own list is still English.
    expect((await latestNotification(pro)).title).toBe('New booking request');

    // She switches to English: the same notification now reads in English.
    await chooseLanguage(client, 'en');
    expect(await latestNotification(client)).toMatchObject({
      id: inSwahili.id,
      title: 'Booking approved',
      message: `${pro.name} approved your Box Braids booking on ${date}.`,
    });
    const marked = await client.patch(`/api/notifications/${inSwahili.id}/mark-as-read/`);
    expect(marked.body).toMatchObject({ title: 'Booking approved', is_read: true });
    await chooseLanguage(client, 'sw');
    expect((await latestNotification(client)).title).toBe('Miadi imekubaliwa');
  });

  it('chooses the language when the message is sent, not when the event happened', async () => {
    await chooseLanguage(client, 'en');
    const booked = await client.post('/api/bookings/', {
      form: bookingForm({ vendor: pro.id, service: braids, booking_date: day(6), booking_time: '11:00' }),
    });
    expect(booked.status).toBe(201);
    await server.deliver();
    await pro.patch(`/api/bookings/${booked.body.id}/`, { json: { status: 'confirmed' } });
    // The approval's SMS is queued; she switches to Kiswahili before it goes.
    await chooseLanguage(client, 'sw');
    const texts = server.texts.length;
    await server.deliver();
    const clientPhone = await phoneOf(client);
    expect(server.texts.slice(texts).find((t) => t.to === clientPhone)!.message).toContain(
      `${smsName(pro.name)} amekubali miadi yako ya Box braids`,
    );

    // Her reminder, a day before, in Kiswahili; the vendor's in English.
    await server.database.db.execute(
      sql`update pgboss.job set start_after = now() - interval '1 second' where name = 'reminder'
          and data->>'lead' = '24h' and (data->>'booking')::int = ${booked.body.id}`,
    );
    const before = server.texts.length;
    const mailsBefore = server.mails.length;
    await server.deliver();
    const reminders = server.texts.slice(before);
    expect(reminders.find((t) => t.to === clientPhone)!.message).toMatch(
      new RegExp(`^Urembo: kumbuka miadi ya Box braids na ${smsName(pro.name)} .* saa 11:00`),
    );
    expect(reminders.find((t) => t.to !== clientPhone)!.message).toMatch(
      new RegExp(`^Urembo reminder: ${smsName(client.name)}, Box Braids, .* at 11:00`),
    );
    const reminderMails = server.mails.slice(mailsBefore);
    expect(reminderMails.find((m) => m.to === client.email)).toMatchObject({
      subject: 'Urembo: Ukumbusho wa miadi',
    });
    expect(reminderMails.find((m) => m.to === pro.email)).toMatchObject({
      subject: 'Urembo: Appointment reminder',
    });
    expect(reminderMails.find((m) => m.to === pro.email)!.text).toMatch(
      new RegExp(`^${client.name} is booked for Box Braids on \\d{4}-\\d{2}-\\d{2} at 11:00, at `),
    );
  });

  it('e-mails the password reset code in the account language', async () => {
    await chooseLanguage(client, 'sw');
    const before = server.mails.length;
    const res = await new Caller(server).post('/api/password_reset/', { json: { email: client.email } });
    expect(res.status).toBe(200);
    const mail = server.mails.slice(before).find((m) => m.to === client.email);
    expect(mail).toMatchObject({ subject: 'Nambari yako ya kubadilisha nenosiri la Urembo' });
    expect(mail!.text).toMatch(
      /^Habari .*,\n\nNambari yako ya uthibitisho ni \d+\. Itaisha baada ya dakika \d+\./,
    );
  });
});
