import type { Locale } from '@urembo/i18n';
import { subCountySpellings } from '@urembo/kenya';
import { translatorFor } from '../../i18n/index.ts';

/**
 * Every SMS the product sends, in one place; the words are in the catalogues
 * (i18n/messages/outreach.<en|sw>.json), chosen by the recipient's language when the SMS is sent.
 * An SMS is one GSM-7 part: at most 160 characters of the GSM alphabet, so it costs one message and no
 * phone shows it garbled. The app's name comes first, then the facts (who, what, when in Nairobi time),
 * then what to do. No link: Kenyan networks and the providers' filters treat links in SMS as spam.
 */
export const SMS_LIMIT = 160;

// GSM 03.38: the basic set counts 1, the extension set 2 (escape + character).
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM_EXTENDED = new Set('^{}\\[~]|€');

/** Characters a GSM-7 message takes, or null when the text needs UCS-2 (70 a part). */
export function gsmLength(text: string): number | null {
  let length = 0;
  for (const char of text) {
    if (GSM_BASIC.has(char)) length += 1;
    else if (GSM_EXTENDED.has(char)) length += 2;
    else return null;
  }
  return length;
}

const LOOKALIKES: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '…': '...',
  '\u00a0': ' ',
};

/**
 * A name as GSM-7 can carry it: accents dropped (Wanjirũ → Wanjiru), quotes and dashes plain, anything
 * else (emoji, other scripts) left out, runs of spaces made one.
 */
export function toGsm(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (GSM_BASIC.has(char) || GSM_EXTENDED.has(char)) out += char;
    else if (LOOKALIKES[char]) out += LOOKALIKES[char];
    else {
      const base = char.normalize('NFD').replace(/\p{M}/gu, '');
      if (base !== char && gsmLength(base) !== null) out += base;
    }
  }
  return out.replace(/\s+/g, ' ').trim();
}

type Names = Record<string, string>;

/** The most of a person's or business's name an SMS carries. */
export const SMS_NAME_LIMIT = 30;

// A token that could be followed: a scheme or path, an e-mail address, www., or a domain (x.co, bit.ly).
const LINK_LIKE = /:\/\/|\/|@|^www\.|[\p{L}\p{N}]\.\p{L}{2,}/iu;

/**
 * A person's or business's name as an SMS may carry it. The names are the only words in an SMS that
 * users wrote, and an SMS reads as Urembo speaking: a client named "M-PESA ALERT: pay KES 500 to
 * 0712345678 http://x.co" must not put a number to pay or a link on the vendor's phone. So only
 * letters, spaces and ' - . & are kept; links, domains and every digit go; the name is cut to
 * SMS_NAME_LIMIT characters at a word where it can be. '' when nothing is left.
 */
export function smsName(name: string): string {
  const words = toGsm(name)
    .split(' ')
    .filter((word) => !LINK_LIKE.test(word))
    .map((word) => word.replace(/[^\p{L}'&.-]/gu, ''))
    .filter((word) => /\p{L}/u.test(word) || word === '&');
  while (words[0] === '&') words.shift();
  while (words.at(-1) === '&') words.pop();
  const whole = words.join(' ');
  if (whole.length <= SMS_NAME_LIMIT) return whole;
  const cut = whole.slice(0, SMS_NAME_LIMIT + 1);
  const space = cut.lastIndexOf(' ');
  return (space > 0 ? cut.slice(0, space) : cut.slice(0, SMS_NAME_LIMIT)).replace(/[\s&]+$/, '');
}

/**
 * The place a reminder SMS names: a sub-county of the product's list. Reminders queued before issue 37
 * carry the client's "address, landmark, sub-county" (her own words): only the last part is kept.
 */
function smsPlace(where: string): string {
  const last = where.split(',').at(-1)?.trim() ?? '';
  return subCountySpellings(last)[0] ?? smsName(last);
}

/**
 * Fills a template and, when the result is too long, shortens the longest name a character at a time
 * (ending it with '.') until the message fits: the facts stay whole, a long name gives way. `people` are
 * names users wrote, made safe by smsName (one left empty reads as "someone"); `fixed` are the product's
 * own words (a service, a sub-county).
 */
function fit<P extends Names, F extends Names>(
  t: Say,
  people: P,
  fixed: F,
  render: (names: P & F) => string,
): string {
  const safe = Object.entries(people).map(([k, v]) => [k, smsName(v) || toGsm(t('sms.someone'))]);
  const plain = Object.entries(fixed).map(([k, v]) => [k, toGsm(v)]);
  const current = Object.fromEntries([...safe, ...plain]) as P & F;
  for (;;) {
    const text = render(current);
    if ((gsmLength(text) ?? Infinity) <= SMS_LIMIT) return text;
    const longest = Object.entries(current).sort((a, b) => b[1].length - a[1].length)[0];
    if (!longest || longest[1].length <= 2) return text.slice(0, SMS_LIMIT);
    const [key, value] = longest;
    (current as Names)[key] = `${value.replace(/\.$/, '').slice(0, -1).trimEnd()}.`;
  }
}

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * '2026-12-03', '09:00:00' → 'Thu 3 Dec at 09:00' (sw: 'Alhamisi 3 Des saa 09:00'): the booking's own
 * Nairobi date and time.
 */
export function when(date: string, time: string, locale: Locale = 'en'): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return translatorFor(locale).t('sms.when', {
    weekday: WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()],
    day: String(d),
    month: MONTHS[m - 1],
    time: time.slice(0, 5),
  });
}

export interface BookingFacts {
  client: string;
  vendor: string;
  /** The catalogue's English name: the template says it in the reader's language. */
  service: string;
  date: string;
  time: string;
}

/** Where a reminded appointment is: at the client's ('client', `where` her address) or the vendor's. */
export interface ReminderPlace {
  place: 'client' | 'vendor';
  /** The place named when it is not the reader's own: the vendor's sub-county, or the client's address. */
  where: string;
}

type Say = (id: string, values?: Record<string, string>) => string;

/** Each template: its facts (kept in the SMS job) and how they read in a language. */
const TEMPLATES = {
  bookingRequested: (f: BookingFacts, t: Say, l: Locale) =>
    fit(t, { client: f.client }, { service: t(f.service) }, (n) =>
      t('sms.bookingRequested', { ...n, when: when(f.date, f.time, l) }),
    ),
  bookingConfirmed: (f: BookingFacts, t: Say, l: Locale) =>
    fit(t, { vendor: f.vendor }, { service: t(f.service) }, (n) =>
      t('sms.bookingConfirmed', { ...n, when: when(f.date, f.time, l) }),
    ),
  bookingDeclined: (f: BookingFacts, t: Say, l: Locale) =>
    fit(t, { vendor: f.vendor }, { service: t(f.service) }, (n) =>
      t('sms.bookingDeclined', { ...n, when: when(f.date, f.time, l) }),
    ),
  timeProposed: (f: BookingFacts, t: Say, l: Locale) =>
    fit(t, { vendor: f.vendor }, { service: t(f.service) }, (n) =>
      t('sms.timeProposed', { ...n, when: when(f.date, f.time, l) }),
    ),
  proposalAnswered: (f: BookingFacts & { accepted: boolean }, t: Say, l: Locale) =>
    fit(t, { client: f.client }, { service: t(f.service) }, (n) =>
      t(f.accepted ? 'sms.proposalAccepted' : 'sms.proposalDeclined', {
        ...n,
        when: when(f.date, f.time, l),
      }),
    ),
  /** `by`: who cancelled, named to the other side. */
  bookingCancelled: (f: BookingFacts & { by: string }, t: Say, l: Locale) =>
    fit(t, { by: f.by }, { service: t(f.service) }, (n) =>
      t('sms.bookingCancelled', { ...n, when: when(f.date, f.time, l) }),
    ),
  /** To the vendor: a client booked into a free slot and it is confirmed at once. */
  bookedInstantly: (f: BookingFacts, t: Say, l: Locale) =>
    fit(t, { client: f.client }, { service: t(f.service) }, (n) =>
      t('sms.bookedInstantly', { ...n, when: when(f.date, f.time, l) }),
    ),
  /** To a walk-in or phone client: the vendor booked her, confirmed. */
  bookingAdded: (f: BookingFacts, t: Say, l: Locale) =>
    fit(t, { vendor: f.vendor }, { service: t(f.service) }, (n) =>
      t('sms.bookingAdded', { ...n, when: when(f.date, f.time, l) }),
    ),
  /** To the staff member a business gave the booking. */
  staffAssigned: (f: BookingFacts, t: Say, l: Locale) =>
    fit(t, { vendor: f.vendor, client: f.client }, { service: t(f.service) }, (n) =>
      t('sms.staffAssigned', { ...n, when: when(f.date, f.time, l) }),
    ),
  /** To the client: the vendor cancelled her confirmed booking; she may book another time. */
  cancelledByVendor: (f: BookingFacts, t: Say, l: Locale) =>
    fit(t, { vendor: f.vendor }, { service: t(f.service) }, (n) =>
      t('sms.cancelledByVendor', { ...n, when: when(f.date, f.time, l) }),
    ),
  /** To a walk-in or phone client: the vendor closed its account, so her booking is off (no name). */
  vendorGone: (f: Pick<BookingFacts, 'service' | 'date' | 'time'>, t: Say, l: Locale) =>
    fit(t, {}, { service: t(f.service) }, (n) =>
      t('sms.vendorGone', { ...n, when: when(f.date, f.time, l) }),
    ),
  reminderToClient: (f: BookingFacts & ReminderPlace, t: Say, l: Locale) =>
    fit(
      t,
      { vendor: f.vendor },
      { service: t(f.service), ...(f.place === 'client' ? {} : { where: smsPlace(f.where) }) },
      (n) => t('sms.reminderToClient', { where: '', ...n, place: f.place, when: when(f.date, f.time, l) }),
    ),
  reminderToVendor: (f: BookingFacts & ReminderPlace, t: Say, l: Locale) =>
    fit(
      t,
      { client: f.client },
      { service: t(f.service), ...(f.place === 'client' ? { where: smsPlace(f.where) } : {}) },
      (n) => t('sms.reminderToVendor', { where: '', ...n, place: f.place, when: when(f.date, f.time, l) }),
    ),
  employmentRequested: (f: { professional: string }, t: Say) =>
    fit(t, { professional: f.professional }, {}, (n) => t('sms.employmentRequested', n)),
  employmentAnswered: (f: { owner: string; accepted: boolean }, t: Say) =>
    fit(t, { owner: f.owner }, {}, (n) =>
      t(f.accepted ? 'sms.employmentAccepted' : 'sms.employmentDeclined', n),
    ),
  invited: (f: { owner: string }, t: Say) => fit(t, { owner: f.owner }, {}, (n) => t('sms.invited', n)),
  invitationAnswered: (f: { professional: string; accepted: boolean }, t: Say) =>
    fit(t, { professional: f.professional }, {}, (n) =>
      t(f.accepted ? 'sms.invitationAccepted' : 'sms.invitationDeclined', n),
    ),
  /** `name`: the side that ended it, told to the other; the note stays in the app. */
  employmentEnded: (f: { name: string; endedBy: 'business' | 'professional' }, t: Say) =>
    fit(t, { name: f.name }, {}, (n) =>
      t(f.endedBy === 'business' ? 'sms.employmentEndedByBusiness' : 'sms.employmentEndedByProfessional', n),
    ),
  /** Her stylist left the business: the booking waits for the business to choose someone else. */
  staffReleased: (f: BookingFacts, t: Say, l: Locale) =>
    fit(t, { vendor: f.vendor }, { service: t(f.service) }, (n) =>
      t('sms.staffReleased', { ...n, when: when(f.date, f.time, l) }),
    ),
  /**
   * What was bought: the subscription (`until`, its last day) or a profile's contact details (`contact`,
   * whose name; null when the profile is gone).
   */
  paymentConfirmed: (
    f: { amount: string; receipt: string | null } & ({ until: string } | { contact: string | null }),
    t: Say,
  ) => {
    const contact = 'contact' in f && f.contact ? smsName(f.contact) : '';
    // The receipt comes from the M-Pesa callback: repeated only when it looks like one (TKR3X9P2QA).
    const receipt = f.receipt && /^[A-Z0-9]{6,12}$/i.test(f.receipt) ? f.receipt : undefined;
    return fit(t, contact ? { name: contact } : {}, {}, (n) => {
      const what =
        'until' in f
          ? t('payment.subscriptionActive', { until: f.until })
          : n.name
            ? t('payment.contactUnlocked', { name: n.name })
            : t('payment.contactUnlockedUnnamed', {});
      return receipt
        ? t('sms.paymentConfirmedWithReceipt', { amount: f.amount, receipt, what })
        : t('sms.paymentConfirmed', { amount: f.amount, what });
    });
  },
  /** `until`: the Nairobi time the code stops working, so a late SMS shows itself stale. */
  resetCode: (f: { code: string; until: string }, t: Say) => t('sms.resetCode', f),
  /** The one SMS an unverified number gets; it may reach a stranger, so it says what to do then. */
  phoneCode: (f: { code: string; until: string }, t: Say) => t('sms.phoneCode', f),
  paymentFailed: (f: { amount: string }, t: Say) => t('sms.paymentFailed', f),
  planEnding: (f: { until: string; amount: string }, t: Say) => t('sms.planEnding', f),
};

type Templates = typeof TEMPLATES;
export type SmsTemplate = keyof Templates;
export type SmsFacts<K extends SmsTemplate> = Parameters<Templates[K]>[0];

/** An SMS to send: its template and facts, rendered in the recipient's language when it is sent. */
export type SmsMessage = { [K in SmsTemplate]: { template: K; facts: SmsFacts<K> } }[SmsTemplate];
/** An SMS job's text: a message, or a finished text (jobs queued before issue 20). */
export type SmsText = string | SmsMessage;

/** `sms.bookingRequested(facts)`: the message to put in a notice or an SMS job. */
export const sms = Object.fromEntries(
  Object.keys(TEMPLATES).map((template) => [template, (facts: unknown) => ({ template, facts })]),
) as { [K in SmsTemplate]: (facts: SmsFacts<K>) => Extract<SmsMessage, { template: K }> };

export const SMS_TEMPLATES = Object.keys(TEMPLATES) as SmsTemplate[];

/** The SMS in `locale`, one GSM-7 part; a finished text as it is. */
export function renderSms(message: SmsText, locale: Locale): string {
  if (typeof message === 'string') return message;
  const translator = translatorFor(locale);
  const say: Say = (id, values) => translator.t(id, values);
  const template = TEMPLATES[message.template] as (facts: unknown, t: Say, l: Locale) => string;
  return template(message.facts, say, locale);
}
