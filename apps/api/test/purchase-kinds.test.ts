import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../src/http/contract.ts';
import { PURCHASE_KINDS } from '../src/domains/payments/kinds.ts';

// What can be bought is one entry in payments/kinds.ts and one code in the contract's SubscriptionType: a
// kind the API cannot name would never be sold, and a code without a kind would fail only when paid for.
const contract = parse(readFileSync(OPENAPI_PATH, 'utf8')) as {
  components: { schemas: { SubscriptionType: { enum: string[] } } };
};
const codes = contract.components.schemas.SubscriptionType.enum;

describe('the kinds of purchase', () => {
  it('have one entry for each code openapi.yaml names', () => {
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.filter((code) => !(code in PURCHASE_KINDS))).toEqual([]);
  });

  it('are each named in openapi.yaml', () => {
    expect(Object.keys(PURCHASE_KINDS).filter((code) => !codes.includes(code))).toEqual([]);
  });

  it('fit their name on the M-Pesa prompt (TransactionDesc, 13 characters)', () => {
    for (const kind of Object.values(PURCHASE_KINDS)) expect(kind.prompt.length).toBeLessThanOrEqual(13);
  });
});
