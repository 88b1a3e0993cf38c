// The notification, SMS and e-mail catalogues (i18n/messages/notifications.*, outreach.*): both languages
// say the same things with the same values, nothing is left unused, and every SMS fits one GSM-7 part in
// both languages with the longest values the product allows.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { counties } from '@urembo/kenya';
import { compileCatalogue } from '@urembo/i18n/compile';
import { CATALOGUE_DIR } from '../src/i18n/index.ts';
import { CATALOGUE } from '../src/domains/catalog/catalogue.ts';
import { renderText, text } from '../src/i18n/text.ts';
import {
  SMS_LIMIT,
  SMS_TEMPLATES,
  gsmLength,
  renderSms,
  sms,
  type SmsMessage,
  type SmsTemplate,
} from '../src/domains/messaging/templates.ts';

const PARTS = ['notifications', 'outreach'] as const;
const LOCALES = ['en', 'sw'] as const;

const part = (name: string, locale: string): Record<string, string> =>
  JSON.parse(readFileSync(join(CATALOGUE_DIR, `${name}.${locale}.json`), 'utf8'));

/** The values a message takes, selects' and plurals' included, from Lingui's compiled form. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (node: unknown) => {
    if (!Array.isArray(node)) return;
    for (const token of node) {
      if (!Array.isArray(token)) continue;
      if (typeof token[0] === 'string') names.add(token[0]);
      const branches = token[2] as Record<string, unknown> | undefined;
      if (branches && typeof branches === 'object')
        for (const branch of Object.values(branches)) walk(branch);
    }
  };
  walk(compileCatalogue({ m: message }).m);
  return [...names].sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

describe.each(PARTS)('the %s catalogue', (name) => {
  const en = part(name, 'en');
  const sw = part(name, 'sw');

  it('has the same ids in English and Kiswahili', () => {
    expect(Object.keys(sw).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(en))('%s takes the same values in both languages', (id) => {
    expect(placeholders(sw[id]!)).toEqual(placeholders(en[id]!));
  });

  it('uses every id in the server source', () => {
    const source = sourceFiles(new URL('../src', import.meta.url).pathname)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = Object.keys(en).filter((id) => !source.includes(`'${id}'`));
    expect(unused).toEqual([]);
  });

  it('has no English left in the Kiswahili of a sentence', () => {
    const english = /\b(the|your|you|and|with|has|was|is|open|booking)\b/i;
    const leftovers = Object.entries(sw).filter(
      ([, message]) => english.test(message.replace(/\{[^{}]*\}/g, '')) && !/M-Pesa|PIN/.test(message),
    );
    expect(leftovers).toEqual([]);
  });
});

describe('SMS in both languages', () => {
  // The longest values the product allows: names of 100 characters (with letters GSM-7 lacks, an emoji,
  // curly quotes), the longest service of the catalogue, the longest sub-county and a visit's full address.
  const name = `Wanjirũ “Shiro” Nyambura-Odhiambo 💇🏾‍♀️ ${'Kamau '.repeat(20)}`.slice(0, 100);
  // The service whose name is longest in either language (SMS say it in the reader's).
  const swahiliNames = part('catalogue', 'sw');
  const longest = (service: string) => Math.max(service.length, swahiliNames[service]?.length ?? 0);
  const service = Object.values(CATALOGUE)
    .flat()
    .map(([service]) => service)
    .sort((a, b) => longest(b) - longest(a))[0]!;
  const subCounty = counties.flatMap((county) => county.subCounties).sort((a, b) => b.length - a.length)[0]!;
  const address = `${'Kilimani Road, Argwings Kodhek Apartments '.repeat(10).slice(0, 200)}, ${'Opposite Yaya Centre '.repeat(10).slice(0, 200)}, ${subCounty}`;
  // Wednesday 31 December and Saturday: the longest day and month names of either language.
  const dates = ['2025-12-31', '2026-09-26'];
  const facts = (date: string) => ({ client: name, vendor: name, service, date, time: '23:45' });

  const every = (date: string): Record<string, SmsMessage> => ({
    bookingRequested: sms.bookingRequested(facts(date)),
    bookingConfirmed: sms.bookingConfirmed(facts(date)),
    bookingDeclined: sms.bookingDeclined(facts(date)),
    timeProposed: sms.timeProposed(facts(date)),
    proposalAccepted: sms.proposalAnswered({ ...facts(date), accepted: true }),
    proposalDeclined: sms.proposalAnswered({ ...facts(date), accepted: false }),
    bookingCancelled: sms.bookingCancelled({ ...facts(date), by: name }),
    reminderToClientAtVendor: sms.reminderToClient({ ...facts(date), place: 'vendor', where: subCounty }),
    reminderToClientAtHome: sms.reminderToClient({ ...facts(date), place: 'client', where: subCounty }),
    reminderToVendorAtClient: sms.reminderToVendor({ ...facts(date), place: 'client', where: address }),
    reminderToVendorAtVendor: sms.reminderToVendor({ ...facts(date), place: 'vendor', where: address }),
    employmentRequested: sms.employmentRequested({ professional: name }),
    employmentAccepted: sms.employmentAnswered({ owner: name, accepted: true }),
    employmentDeclined: sms.employmentAnswered({ owner: name, accepted: false }),
    invited: sms.invited({ owner: name }),
    invitationAccepted: sms.invitationAnswered({ professional: name, accepted: true }),
    invitationDeclined: sms.invitationAnswered({ professional: name, accepted: false }),
    employmentEndedByBusiness: sms.employmentEnded({ name, endedBy: 'business' }),
    employmentEndedByProfessional: sms.employmentEnded({ name, endedBy: 'professional' }),
    staffReleased: sms.staffReleased(facts(date)),
    bookedInstantly: sms.bookedInstantly(facts(date)),
    bookingAdded: sms.bookingAdded(facts(date)),
    staffAssigned: sms.staffAssigned(facts(date)),
    cancelledByVendor: sms.cancelledByVendor(facts(date)),
    vendorGone: sms.vendorGone(facts(date)),
    subscriptionPaid: sms.paymentConfirmed({
      amount: 'KES 2,000',
      receipt: 'TKR3X9P2QA',
      until: '2027-12-31',
    }),
    contactPaid: sms.paymentConfirmed({ amount: 'KES 200', receipt: 'TKR3X9P2QA', contact: name }),
    contactPaidNoReceipt: sms.paymentConfirmed({ amount: 'KES 200', receipt: null, contact: null }),
    paymentFailed: sms.paymentFailed({ amount: 'KES 1,500,000.50' }),
    planEnding: sms.planEnding({ until: '2027-12-31', amount: 'KES 2,000' }),
    resetCode: sms.resetCode({ code: '482193', until: '23:59' }),
    phoneCode: sms.phoneCode({ code: '482193', until: '23:59' }),
  });

  it('covers every template', () => {
    const used = new Set(Object.values(every(dates[0]!)).map((message) => message.template));
    expect([...used].sort()).toEqual([...SMS_TEMPLATES].sort() as SmsTemplate[]);
  });

  const cases = LOCALES.flatMap((locale) =>
    dates.flatMap((date) =>
      Object.entries(every(date)).map(([key, message]) => ({ locale, date, key, message })),
    ),
  );

  it.each(cases)(
    '$key ($locale, $date) is one GSM-7 part, names shortened, facts whole',
    ({ locale, date, message }) => {
      const textOf = renderSms(message, locale);
      expect(gsmLength(textOf), textOf).not.toBeNull();
      expect(gsmLength(textOf)!, textOf).toBeLessThanOrEqual(SMS_LIMIT);
      expect(textOf).toMatch(/^Urembo/);
      expect(textOf).not.toMatch(/https?:|www\.|\.co\.ke|\.com/i);
      // The appointment's time is never cut.
      if ('date' in message.facts) expect(textOf).toContain(date.endsWith('31') ? '31 De' : '26 Se');
      if ('date' in message.facts) expect(textOf).toMatch(/(at|saa) 23:45/);
    },
  );

  it("reads in Kiswahili with the names and amounts as they are, the catalogue's service in Kiswahili", () => {
    const f = {
      client: 'Achieng',
      vendor: 'Wanjirũ',
      service: 'Haircut',
      date: '2026-12-03',
      time: '09:00',
    };
    expect(renderSms(sms.bookingConfirmed(f), 'sw')).toBe(
      'Urembo: Wanjiru amekubali miadi yako ya Kunyoa nywele Alhamisi 3 Des saa 09:00. Tuonane siku hiyo!',
    );
    expect(renderSms(sms.bookingConfirmed(f), 'en')).toBe(
      'Urembo: Wanjiru approved your Haircut on Thu 3 Dec at 09:00. See you then!',
    );
    expect(renderSms(sms.paymentFailed({ amount: 'KES 2,000' }), 'sw')).toContain('KES 2,000');
    // A finished text (a job queued before issue 20) is sent as it is.
    expect(renderSms('Urembo: already written', 'sw')).toBe('Urembo: already written');
  });
});

describe('notification texts', () => {
  it('render nested texts and known payment failures in the reader language', () => {
    const failed = text('notification.paymentFailed.message', {
      amount: 'KES 200',
      reason: text('You cancelled the M-Pesa prompt.'),
    });
    expect(renderText(failed, 'en')).toBe(
      'Your payment of KES 200 did not go through. You cancelled the M-Pesa prompt. You can try again.',
    );
    expect(renderText(failed, 'sw')).toBe(
      'Malipo yako ya KES 200 hayakufaulu. Ulighairi ujumbe wa M-Pesa kwenye simu. Unaweza kujaribu tena.',
    );
    // Daraja's own description, not in the catalogue, stays as Daraja wrote it.
    const other = text('notification.paymentFailed.message', {
      amount: 'KES 200',
      reason: text('DS timeout user cannot be reached.'),
    });
    expect(renderText(other, 'sw')).toContain('DS timeout user cannot be reached.');
    const noted = text('notification.withNote', {
      text: text('notification.requestDeclined.message', { business: 'Salon Zawadi' }),
      note: 'We are full until March.',
    });
    expect(renderText(noted, 'en')).toBe(
      'Salon Zawadi declined your employment request. “We are full until March.”',
    );
    expect(renderText(noted, 'sw')).toBe(
      'Salon Zawadi amekataa ombi lako la kazi. “We are full until March.”',
    );
  });
});
