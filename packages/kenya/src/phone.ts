export const PHONE_FORMAT_ERROR = 'Enter a Kenyan mobile number such as 0712 345 678 or 254712345678.';

/** Regex source for a normalised number, shared with the OpenAPI contract. */
export const PHONE_PATTERN = '^254(7|1)[0-9]{8}$';

/** Example of the normalised form, shown as the payment phone hint. */
export const PHONE_HINT = '254712345678';

export type PhoneResult = { ok: true; phone: string } | { ok: false; error: string };

export type MobileOperator = 'Safaricom' | 'Airtel' | 'Telkom' | 'Equitel' | 'Faiba';

/**
 * The mobile ranges the Communications Authority of Kenya has assigned, by the first three digits of
 * the national number (0712 345 678 is in 712), from CA's National Numbering Plan (CA/LCS/NNP, 2019) and
 * its later 01xx assignments. Anything else (a landline, 0199..., a typo) is refused at the form rather
 * than failing later at M-Pesa or the SMS gateway. A new assignment is one more row.
 */
const MOBILE_RANGES: readonly (readonly [first: number, last: number, operator: MobileOperator])[] = [
  [100, 102, 'Airtel'],
  [110, 115, 'Safaricom'],
  [700, 729, 'Safaricom'],
  [730, 739, 'Airtel'],
  [740, 743, 'Safaricom'],
  [745, 746, 'Safaricom'],
  [747, 747, 'Faiba'],
  [748, 748, 'Safaricom'],
  [750, 756, 'Airtel'],
  [757, 759, 'Safaricom'],
  [762, 762, 'Airtel'],
  [763, 766, 'Equitel'],
  [768, 769, 'Safaricom'],
  [770, 779, 'Telkom'],
  [780, 789, 'Airtel'],
  [790, 799, 'Safaricom'],
];

// What people put between digits: spaces of every width (NBSP from copied text), zero-width
// characters, dashes, dots, brackets and slashes.
const SEPARATORS = /[\s\u200b-\u200d\u2060\u2010-\u2015\u2212\-.()/]/g;
// After the separators go: an optional country code (+254, 00254 or 254), then an optional trunk 0
// ("+254 (0) 712..." writes both), then the nine-digit national number.
const WRITTEN_FORM = /^(?:(?:\+|00)?254)?0?([17]\d{8})$/;

const operatorOfNational = (national: string): MobileOperator | undefined => {
  const prefix = Number(national.slice(0, 3));
  return MOBILE_RANGES.find(([first, last]) => prefix >= first && prefix <= last)?.[2];
};

/** The nine-digit national number of a Kenyan mobile number however it is written. */
function nationalNumber(input: string): string | undefined {
  const compact = input.normalize('NFKC').replace(SEPARATORS, '').replace(/^tel:/i, '');
  const national = WRITTEN_FORM.exec(compact)?.[1];
  return national && operatorOfNational(national) ? national : undefined;
}

export function normalizeKenyanPhone(input: string): PhoneResult {
  const national = nationalNumber(input);
  if (!national) return { ok: false, error: PHONE_FORMAT_ERROR };
  return { ok: true, phone: `254${national}` };
}

export function isKenyanPhone(input: string): boolean {
  return nationalNumber(input) !== undefined;
}

/** The operator a Kenyan mobile number was assigned to (numbers ported since keep their prefix). */
export function operatorOf(phone: string): MobileOperator | undefined {
  const national = nationalNumber(phone);
  return national === undefined ? undefined : operatorOfNational(national);
}

/** '+254 712 345 678' for display; input that is not a Kenyan mobile number is returned unchanged. */
export function formatKenyanPhone(phone: string): string {
  const result = normalizeKenyanPhone(phone);
  if (!result.ok) return phone;
  const digits = result.phone;
  return `+254 ${digits.slice(3, 6)} ${digits.slice(6, 9)} ${digits.slice(9)}`;
}
