import { describe, expect, it } from 'vitest';
import {
  formatKenyanPhone,
  isKenyanPhone,
  normalizeKenyanPhone,
  operatorOf,
  PHONE_FORMAT_ERROR,
  PHONE_HINT,
  PHONE_PATTERN,
} from './phone.ts';

// Every operator's ranges, by their first and last prefix (CA's assignments, as in phone.ts).
const OPERATOR_PREFIXES: [prefix: string, operator: string][] = [
  ['0100', 'Airtel'],
  ['0102', 'Airtel'],
  ['0110', 'Safaricom'],
  ['0115', 'Safaricom'],
  ['0700', 'Safaricom'],
  ['0729', 'Safaricom'],
  ['0730', 'Airtel'],
  ['0739', 'Airtel'],
  ['0740', 'Safaricom'],
  ['0743', 'Safaricom'],
  ['0745', 'Safaricom'],
  ['0746', 'Safaricom'],
  ['0747', 'Faiba'],
  ['0748', 'Safaricom'],
  ['0750', 'Airtel'],
  ['0756', 'Airtel'],
  ['0757', 'Safaricom'],
  ['0759', 'Safaricom'],
  ['0762', 'Airtel'],
  ['0763', 'Equitel'],
  ['0766', 'Equitel'],
  ['0768', 'Safaricom'],
  ['0769', 'Safaricom'],
  ['0770', 'Telkom'],
  ['0779', 'Telkom'],
  ['0780', 'Airtel'],
  ['0789', 'Airtel'],
  ['0790', 'Safaricom'],
  ['0799', 'Safaricom'],
];

describe('normalizeKenyanPhone', () => {
  it.each(OPERATOR_PREFIXES)('accepts %s… as %s', (prefix, operator) => {
    const phone = `254${prefix.slice(1)}123456`;
    expect(normalizeKenyanPhone(`${prefix}123456`)).toEqual({ ok: true, phone });
    expect(normalizeKenyanPhone(`+${phone}`)).toEqual({ ok: true, phone });
    expect(operatorOf(`${prefix} 123 456`)).toBe(operator);
  });

  it.each([
    ['0712345678', '254712345678'],
    ['0112345678', '254112345678'],
    ['+254712345678', '254712345678'],
    ['+254112345678', '254112345678'],
    ['254712345678', '254712345678'],
    ['254112345678', '254112345678'],
    ['712345678', '254712345678'],
    ['112345678', '254112345678'],
    ['0712 345 678', '254712345678'],
    ['0712-345-678', '254712345678'],
    ['0712.345.678', '254712345678'],
    ['0712/345678', '254712345678'],
    ['(0712) 345678', '254712345678'],
    ['+254 (712) 345-678', '254712345678'],
    ['+254 (0) 712 345 678', '254712345678'],
    ['+254 0712 345 678', '254712345678'],
    ['+254(0)712345678', '254712345678'],
    ['00254712345678', '254712345678'],
    ['00 254 712 345 678', '254712345678'],
    ['tel:+254712345678', '254712345678'],
    ['TEL:0712345678', '254712345678'],
    ['254-712-345678', '254712345678'],
    ['+254.712.345.678', '254712345678'],
    ['  +254 112 345 678  ', '254112345678'],
    ['\t0712345678\n', '254712345678'],
    ['0712\u00a0345\u00a0678', '254712345678'],
    ['\u00a0+254\u202f712\u2009345\u2009678\u00a0', '254712345678'],
    ['0712\u2013345\u2013678', '254712345678'],
    ['\uff10\uff17\uff11\uff12345678', '254712345678'],
    ['07 12 34 56 78', '254712345678'],
  ])('accepts the written form %j as %s', (input, phone) => {
    expect(normalizeKenyanPhone(input)).toEqual({ ok: true, phone });
    expect(isKenyanPhone(input)).toBe(true);
  });

  it.each([
    ['too short', '071234567'],
    ['too long', '07123456789'],
    ['too long with country code', '2547123456789'],
    ['08 prefix', '0812345678'],
    ['2546 prefix', '254612345678'],
    ['letters', '07123abc78'],
    ['words', 'my number'],
    ['empty', ''],
    ['only spaces', '   '],
    ['Tanzanian +255', '+255712345678'],
    ['plus without country code', '+0712345678'],
    ['unassigned 0199', '0199123456'],
    ['unassigned 0199 with country code', '+254199123456'],
    ['nine digits that are no mobile range', '123456789'],
    ['unassigned 0103', '0103123456'],
    ['unassigned 0116', '0116123456'],
    ['unassigned 0120', '0120123456'],
    ['unassigned 0744', '0744123456'],
    ['unassigned 0749', '0749123456'],
    ['unassigned 0760', '0760123456'],
    ['unassigned 0761', '0761123456'],
    ['unassigned 0767', '0767123456'],
    ['Nairobi landline 020', '0201234567'],
    ['Nairobi landline with country code', '+254 20 1234567'],
    ['Mombasa landline 041', '0412345678'],
    ['toll-free 0800', '0800123456'],
    ['premium 0900', '0900123456'],
    ['M2M range 03', '0312345678'],
    ['two trunk zeros', '00712345678'],
    ['trunk zero before the country code', '0254712345678'],
    ['tel: without a number', 'tel:'],
    ['a number inside text', 'call 0712345678'],
    ['an extension', '0712345678 ext 12'],
  ])('rejects %s (%j) with the format error', (_case, input) => {
    expect(normalizeKenyanPhone(input)).toEqual({ ok: false, error: PHONE_FORMAT_ERROR });
    expect(isKenyanPhone(input)).toBe(false);
    expect(operatorOf(input)).toBeUndefined();
  });

  it('uses the agreed error text', () => {
    expect(PHONE_FORMAT_ERROR).toBe('Enter a Kenyan mobile number such as 0712 345 678 or 254712345678.');
  });
});

describe('PHONE_PATTERN and PHONE_HINT', () => {
  it('match exactly the normalised form', () => {
    const pattern = new RegExp(PHONE_PATTERN);
    expect(pattern.test(PHONE_HINT)).toBe(true);
    expect(pattern.test('254112345678')).toBe(true);
    expect(pattern.test('0712345678')).toBe(false);
    expect(pattern.test('+254712345678')).toBe(false);
    expect(pattern.test('254612345678')).toBe(false);
  });

  it('agree with normalizeKenyanPhone output', () => {
    const result = normalizeKenyanPhone('0712 345 678');
    expect(result.ok && new RegExp(PHONE_PATTERN).test(result.phone)).toBe(true);
  });
});

describe('formatKenyanPhone', () => {
  it('shows a number grouped with the country code', () => {
    expect(formatKenyanPhone('254712345678')).toBe('+254 712 345 678');
    expect(formatKenyanPhone('0112345678')).toBe('+254 112 345 678');
  });

  it('leaves text that is not a Kenyan mobile number unchanged', () => {
    expect(formatKenyanPhone('12345')).toBe('12345');
  });
});
