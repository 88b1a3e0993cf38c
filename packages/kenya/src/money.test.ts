import { describe, expect, it } from 'vitest';
import { ANNUAL_SUBSCRIPTION_KES, formatKES, ONE_TIME_CONTACT_KES } from './money.ts';

describe('formatKES', () => {
  it('formats whole shillings without decimals', () => {
    expect(formatKES(2000)).toBe('KES 2,000');
    expect(formatKES(0)).toBe('KES 0');
    expect(formatKES(1500000)).toBe('KES 1,500,000');
  });

  it('keeps two decimals when there are cents', () => {
    expect(formatKES(1234.5)).toBe('KES 1,234.50');
    expect(formatKES(99.99)).toBe('KES 99.99');
  });

  it('uses a plain space after KES', () => {
    expect(formatKES(200)).toMatch(/^KES 200$/);
  });

  it('refuses amounts that are not numbers', () => {
    expect(() => formatKES(Number.NaN)).toThrow(RangeError);
  });
});

describe('prices', () => {
  it('charges KES 2,000 a year and KES 200 for one contact', () => {
    expect(formatKES(ANNUAL_SUBSCRIPTION_KES)).toBe('KES 2,000');
    expect(formatKES(ONE_TIME_CONTACT_KES)).toBe('KES 200');
  });
});
