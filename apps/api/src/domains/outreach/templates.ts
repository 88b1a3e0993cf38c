/**
 * Every SMS the product sends, in one place (English now; the Kiswahili issue adds a second catalogue).
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

/**
 * Fills a template and, when the result is too long, shortens the longest name a character at a time
 * (ending it with '.') until the message fits: the facts stay whole, a long name gives way.
 */
function fit<N extends Names>(names: N, render: (names: N) => string): string {
  const current = Object.fromEntries(Object.entries(names).map(([k, v]) => [k, toGsm(v)])) as N;
  for (;;) {
    const text = render(current);
    if ((gsmLength(text) ?? Infinity) <= SMS_LIMIT) return text;
    const [key, value] = Object.entries(current).sort((a, b) => b[1].length - a[1].length)[0]!;
    if (value.length <= 2) return text.slice(0, SMS_LIMIT);
    (current as Names)[key] = `${value.replace(/\.$/, '').slice(0, -1).trimEnd()}.`;
  }
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-12-03', '09:00:00' → 'Thu 3 Dec at 09:00' (the booking's own Nairobi date and time). */
export function when(date: string, time: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${weekday} ${d} ${MONTHS[m - 1]} at ${time.slice(0, 5)}`;
}

export interface BookingFacts {
  client: string;
  vendor: string;
  service: string;
  date: string;
  time: string;
}

export const sms = {
  bookingRequested: (f: BookingFacts) =>
    fit(
      { client: f.client, service: f.service },
      (n) =>
        `Urembo: ${n.client} asks to book ${n.service} on ${when(f.date, f.time)}. Open Urembo to approve or decline.`,
    ),
  bookingConfirmed: (f: BookingFacts) =>
    fit(
      { vendor: f.vendor, service: f.service },
      (n) => `Urembo: ${n.vendor} approved your ${n.service} on ${when(f.date, f.time)}. See you then!`,
    ),
  bookingDeclined: (f: BookingFacts) =>
    fit(
      { vendor: f.vendor, service: f.service },
      (n) =>
        `Urembo: ${n.vendor} declined your ${n.service} on ${when(f.date, f.time)}. Open Urembo to book another time.`,
    ),
  timeProposed: (f: BookingFacts) =>
    fit(
      { vendor: f.vendor, service: f.service },
      (n) =>
        `Urembo: ${n.vendor} proposes ${when(f.date, f.time)} for your ${n.service}. Open Urembo to accept or decline.`,
    ),
  proposalAnswered: (f: BookingFacts & { accepted: boolean }) =>
    fit({ client: f.client, service: f.service }, (n) =>
      f.accepted
        ? `Urembo: ${n.client} accepted ${when(f.date, f.time)} for ${n.service}. It is confirmed.`
        : `Urembo: ${n.client} declined the new time and keeps ${n.service} on ${when(f.date, f.time)}.`,
    ),
  /** `by`: who cancelled, named to the other side. */
  bookingCancelled: (f: BookingFacts & { by: string }) =>
    fit(
      { by: f.by, service: f.service },
      (n) => `Urembo: ${n.by} cancelled the ${n.service} appointment on ${when(f.date, f.time)}.`,
    ),
  reminderToClient: (f: BookingFacts & { place: string }) =>
    fit(
      { vendor: f.vendor, service: f.service, place: f.place },
      (n) =>
        `Urembo reminder: ${n.service} with ${n.vendor} on ${when(f.date, f.time)}, ${n.place}. Cannot make it? Cancel in Urembo.`,
    ),
  reminderToVendor: (f: BookingFacts & { place: string }) =>
    fit(
      { client: f.client, service: f.service, place: f.place },
      (n) => `Urembo reminder: ${n.client}, ${n.service}, ${when(f.date, f.time)}, ${n.place}.`,
    ),
  employmentRequested: (f: { professional: string }) =>
    fit(
      { professional: f.professional },
      (n) => `Urembo: ${n.professional} would like to work with you. Open Urembo to answer.`,
    ),
  employmentAnswered: (f: { owner: string; accepted: boolean }) =>
    fit({ owner: f.owner }, (n) =>
      f.accepted
        ? `Urembo: ${n.owner} accepted your employment request. You are on their team.`
        : `Urembo: ${n.owner} declined your employment request. Open Urembo to read why.`,
    ),
  invited: (f: { owner: string }) =>
    fit(
      { owner: f.owner },
      (n) => `Urembo: ${n.owner} invites you to join their team. Open Urembo to answer.`,
    ),
  invitationAnswered: (f: { professional: string; accepted: boolean }) =>
    fit(
      { professional: f.professional },
      (n) =>
        `Urembo: ${n.professional} ${f.accepted ? 'accepted' : 'declined'} your invitation to join your team.`,
    ),
  paymentConfirmed: (f: { amount: string; receipt: string | null; what: string }) =>
    fit(
      { what: f.what },
      (n) => `Urembo: we received ${f.amount}${f.receipt ? `, M-Pesa receipt ${f.receipt}` : ''}. ${n.what}`,
    ),
  /** `until`: the Nairobi time the code stops working, so a late SMS shows itself stale. */
  resetCode: (f: { code: string; until: string }) =>
    `Urembo: your password reset code is ${f.code}. It works until ${f.until}. Never share it with anyone.`,
  paymentFailed: (f: { amount: string }) =>
    `Urembo: your M-Pesa payment of ${f.amount} did not go through. Open Urembo to try again.`,
};
