import { describe, expect, it } from 'vitest';
import {
  formatKenyanPhone,
  isKenyanPhone,
  normalizeKenyanPhone,
  PHONE_FORMAT_ERROR,
  PHONE_HINT,
  PHONE_PATTERN,
} from './phone.ts';

describe('normalizeKenyanPhone', () => {
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
    ['(0712) 345678', '254712345678'],
    ['+254 (712) 345-678', '254712345678'],
    ['  +254 112 345 678  ', '254112345678'],
  ])('accepts %j as %s', (input, phone) => {
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
  ])('rejects %s (%j) with the format error', (_case, input) => {
    expect(normalizeKenyanPhone(input)).toEqual({ ok: false, error: PHONE_FORMAT_ERROR });
    expect(isKenyanPhone(input)).toBe(false);
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
