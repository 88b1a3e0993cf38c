import { eq } from 'drizzle-orm';
import { ANNUAL_SUBSCRIPTION_KES, formatKES, nairobiToday, normalizeKenyanPhone } from '@urembo/kenya';
import { users } from '../../db/schema.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Mailer } from '../../transports/mailer.ts';
import { loadBooking, vendorBookingsPage, type BookingRow } from '../bookings/index.ts';
import type { Handler, Jobs } from '../../jobs/index.ts';
import { OPTED_OUT, type SmsClient } from '../../transports/sms.ts';
import { renderSms, sms } from './templates.ts';
import { renderText, text } from '../../i18n/text.ts';
import { nameText } from '../catalog/index.ts';
import { translatorFor } from '../../i18n/index.ts';
import { wants } from './preferences.ts';
import type { MESSAGE_QUEUES } from './queues.ts';
import { hasOptedOut, optOut } from './opt-outs.ts';
import { notify, textClientPhone } from './notify.ts';
import { subscriptionEnd } from '../payments/index.ts';
import type { Metrics } from '../../http/metrics.ts';
import { pages } from '../../http/pages.ts';

export interface OutreachDeps {
  db: Db;
  jobs: Jobs;
  mailer: Mailer;
  sms: SmsClient;
  publicUrl: string;
  /** Where sends are counted by outcome (Deps.metrics, set by buildApp). */
  metrics?: Pick<Metrics, 'messagesSent'> | undefined;
}

export const NOT_VERIFIED = 'the number is not verified';
const NUMBER_CHANGED = 'the account has another number now';

/** Who a message goes to, read when it is sent: an erased account gets nothing. */
async function recipient(db: Db, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      phone: users.phoneNumber,
      phoneVerifiedAt: users.phoneVerifiedAt,
      deletedAt: users.deletedAt,
      preferences: users.messagePreferences,
      /** Every SMS and e-mail is in the language the recipient has chosen by the time it is sent. */
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row && !row.deletedAt ? row : undefined;
}

/**
 * What each queue does. A handler's return value is kept with the job (why nothing was sent); a throw
 * leaves the job to be tried again.
 */
export function outreachHandlers(deps: OutreachDeps): { [Q in keyof typeof MESSAGE_QUEUES]: Handler<Q> } {
  /** A send's outcome for urembo_messages_sent_total: a throw failed (tried again), `skipped` skipped. */
  const counted =
    <Q extends 'sms' | 'email'>(channel: Q, handler: Handler<Q>): Handler<Q> =>
    async (data, job) => {
      try {
        const result = await handler(data, job);
        const skipped = typeof result === 'object' && result !== null && 'skipped' in result;
        deps.metrics?.messagesSent.inc({ channel, outcome: skipped ? 'skipped' : 'sent' });
        return result;
      } catch (error) {
        deps.metrics?.messagesSent.inc({ channel, outcome: 'failed' });
        throw error;
      }
    };
  return {
    sms: counted('sms', async (data) => {
      if ('phone' in data) {
        if (await hasOptedOut(deps.db, data.phone)) return { skipped: OPTED_OUT };
        const outcome = await deps.sms.send(data.phone, renderSms(data.text, data.language));
        if (outcome.sent) return { messageId: outcome.messageId };
        if (outcome.reason === OPTED_OUT) await optOut(deps.db, data.phone);
        return { skipped: outcome.reason };
      }
      const { user, topic, text, verifies } = data;
      const to = await recipient(deps.db, user);
      if (!to) return { skipped: 'no such account' };
      if (!wants(to.preferences, topic, 'sms')) return { skipped: 'turned off by the user' };
      const phone = to.phone ? normalizeKenyanPhone(to.phone) : undefined;
      if (!phone?.ok) return { skipped: 'no Kenyan mobile number' };
      // Anyone can type anyone's number: until its owner typed back the code, it gets that code only.
      if (verifies !== undefined) {
        if (verifies !== phone.phone) return { skipped: NUMBER_CHANGED };
      } else if (!to.phoneVerifiedAt) return { skipped: NOT_VERIFIED };
      if (await hasOptedOut(deps.db, phone.phone)) return { skipped: OPTED_OUT };
      const outcome = await deps.sms.send(phone.phone, renderSms(text, to.language));
      if (outcome.sent) return { messageId: outcome.messageId };
      if (outcome.reason === OPTED_OUT) await optOut(deps.db, phone.phone);
      return { skipped: outcome.reason };
    }),
    email: counted('email', async ({ user, topic, subject, message, link }) => {
      const to = await recipient(deps.db, user);
      if (!to) return { skipped: 'no such account' };
      if (!wants(to.preferences, topic, 'email')) return { skipped: 'turned off by the user' };
      const open = new URL(link ?? pages.home, deps.publicUrl).toString();
      const { t } = translatorFor(to.language);
      await deps.mailer.send({
        to: to.email,
        subject: t('email.notification.subject', { subject: renderText(subject, to.language) }),
        text: t('email.notification.body', { message: renderText(message, to.language), link: open }),
      });
      return { sent: true };
    }),
    async 'plan-reminder'({ user, until }) {
      const end = await subscriptionEnd(deps.db, user);
      if (end?.toISOString() !== until) return { skipped: 'renewed or ended' };
      const facts = { until: nairobiToday(end), amount: formatKES(ANNUAL_SUBSCRIPTION_KES) };
      await deps.db.transaction((tx) =>
        notify(tx, deps.jobs, {
          to: user,
          kind: 'subscription_expiring',
          title: text('notification.planEnding.title'),
          message: text('notification.planEnding.message', facts),
          link: pages.subscriptionPlan,
          sms: sms.planEnding(facts),
        }),
      );
      return { reminded: true };
    },
    async reminder({ booking, startsAt }) {
      const row = await loadBooking(deps.db, booking).catch(() => undefined);
      if (!row || row.booking.status !== 'confirmed') return { skipped: 'no longer confirmed' };
      if (row.booking.startsAt.toISOString() !== startsAt) return { skipped: 'moved' };
      await deps.db.transaction(async (tx) => {
        const messages = reminderMessages(row);
        for (const message of messages)
          if (message.to === null)
            await textClientPhone(tx, deps.jobs, row.booking, 'reminders', message.sms);
          else await deps.jobs.send(tx, 'sms', { user: message.to, topic: 'reminders', text: message.sms });
        for (const message of messages)
          if (message.to !== null)
            await deps.jobs.send(tx, 'email', {
              user: message.to,
              topic: 'reminders',
              subject: text('email.reminder.subject'),
              message: message.email,
              link: message.link,
            });
      });
      return { reminded: true };
    },
  };
}

/** The client's and the vendor's reminder of one appointment (`to` null: a client without an account). */
function reminderMessages(row: BookingRow) {
  const b = row.booking;
  const facts = {
    client: b.clientName || row.customerName,
    vendor: row.vendorName,
    service: row.serviceName,
    date: b.bookingDate,
    time: b.bookingTime,
  };
  const clientAddress = [b.address, b.landmark, b.subCounty].filter(Boolean).join(', ');
  // Each side is told the other's place; its own is "at your place".
  const clientPlace = { place: b.place, where: b.subCounty };
  const vendorPlace = { place: b.place, where: clientAddress };
  const time = b.bookingTime.slice(0, 5);
  const when = { date: b.bookingDate, time };
  return [
    {
      to: b.customerId,
      sms: sms.reminderToClient({ ...facts, ...clientPlace }),
      email: text('email.reminder.toClient', {
        service: nameText(row.serviceName),
        vendor: row.vendorName,
        ...when,
        ...clientPlace,
      }),
      link: pages.appointments,
    },
    {
      to: b.vendorId,
      // The client's address and landmark are her own words: the SMS names the sub-county only.
      sms: sms.reminderToVendor({ ...facts, place: b.place, where: b.subCounty }),
      email: text('email.reminder.toVendor', {
        client: facts.client,
        service: nameText(row.serviceName),
        ...when,
        ...vendorPlace,
      }),
      link: vendorBookingsPage(row.vendorType),
    },
  ];
}

const HOUR_MS = 3_600_000;
/** Kenya keeps UTC+3 all year. */
const NAIROBI_OFFSET_MS = 3 * HOUR_MS;
const QUIET_FROM = 21;
const QUIET_UNTIL = 7;
const EVENING_SEND = 20;

/** The instant `hour`:00 Nairobi time on the Nairobi day of `instant`, shifted by `dayShift` days. */
function nairobiHour(instant: Date, hour: number, dayShift = 0): Date {
  const local = new Date(instant.getTime() + NAIROBI_OFFSET_MS);
  local.setUTCHours(hour, 0, 0, 0);
  return new Date(local.getTime() - NAIROBI_OFFSET_MS + dayShift * 24 * HOUR_MS);
}
const nairobiHourOf = (instant: Date) => new Date(instant.getTime() + NAIROBI_OFFSET_MS).getUTCHours();
const sameNairobiDay = (a: Date, b: Date) =>
  new Date(a.getTime() + NAIROBI_OFFSET_MS).toISOString().slice(0, 10) ===
  new Date(b.getTime() + NAIROBI_OFFSET_MS).toISOString().slice(0, 10);

/**
 * When to remind of an appointment: 24 hours and 2 hours before, never between 21:00 and 07:00 Nairobi
 * time. A reminder due in the late evening goes at 20:00 that evening; one due in the early morning goes
 * at 07:00, unless the appointment itself is that morning before 09:00: then at 20:00 the evening before.
 * Reminders already past are left out.
 */
export function reminderTimes(startsAt: Date, now: Date): { lead: '24h' | '2h'; at: Date }[] {
  const planned = (['24h', '2h'] as const).map((lead) => {
    const ideal = new Date(startsAt.getTime() - (lead === '24h' ? 24 : 2) * HOUR_MS);
    const hour = nairobiHourOf(ideal);
    let at = ideal;
    if (hour >= QUIET_FROM) at = nairobiHour(ideal, EVENING_SEND);
    else if (hour < QUIET_UNTIL)
      at =
        sameNairobiDay(ideal, startsAt) && nairobiHourOf(startsAt) < 9
          ? nairobiHour(startsAt, EVENING_SEND, -1)
          : nairobiHour(ideal, QUIET_UNTIL);
    return { lead, at };
  });
  return planned.filter(({ at }) => at > now && at < startsAt);
}

/** Cancels a booking's waiting reminders, in the caller's transaction. */
export async function cancelReminders(tx: Tx, jobs: Jobs, bookingId: number) {
  await jobs.cancelWaiting(tx, 'reminder', { booking: bookingId });
}

/** Replaces a booking's waiting reminders with those of its (new) time, in the caller's transaction. */
export async function planReminders(tx: Tx, jobs: Jobs, bookingId: number, startsAt: Date, now = new Date()) {
  await cancelReminders(tx, jobs, bookingId);
  for (const { lead, at } of reminderTimes(startsAt, now))
    await jobs.send(
      tx,
      'reminder',
      { booking: bookingId, startsAt: startsAt.toISOString(), lead },
      { startAfter: at },
    );
}
