export const PHONE_FORMAT_ERROR = 'Enter a Kenyan mobile number such as 0712 345 678 or 254712345678.';

/** Regex source for a normalised number, shared with the OpenAPI contract. */
export const PHONE_PATTERN = '^254(7|1)[0-9]{8}$';

/** Example of the normalised form, shown as the payment phone hint. */
export const PHONE_HINT = '254712345678';

export type PhoneResult = { ok: true; phone: string } | { ok: false; error: string };

const SEPARATORS = /[\s\-.()]/g;
// Safaricom, Airtel and Telkom mobile numbers start with 7 or 1 after the country code or trunk 0.
const ACCEPTED = /^(?:\+?254|0)?([71]\d{8})$/;

export function normalizeKenyanPhone(input: string): PhoneResult {
  const match = ACCEPTED.exec(input.replace(SEPARATORS, ''));
  if (!match) return { ok: false, error: PHONE_FORMAT_ERROR };
  return { ok: true, phone: `254${match[1]}` };
}

export function isKenyanPhone(input: string): boolean {
  return normalizeKenyanPhone(input).ok;
}

/** '+254 712 345 678' for display; input that is not a Kenyan mobile number is returned unchanged. */
export function formatKenyanPhone(phone: string): string {
  const result = normalizeKenyanPhone(phone);
  if (!result.ok) return phone;
  const digits = result.phone;
  return `+254 ${digits.slice(3, 6)} ${digits.slice(6, 9)} ${digits.slice(9)}`;
}
