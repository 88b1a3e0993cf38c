import { describe, expect, it } from 'vitest';

import { mergeLabels } from '../src/primitives/index.ts';

const defaults = { title: 'Leave a Review', submit: 'Submit', count: (n: number) => `${n} reviews` };

describe('mergeLabels', () => {
  it('keeps every default when no labels are given', () => {
    expect(mergeLabels(defaults, undefined)).toBe(defaults);
  });

  it('puts the given labels over the defaults, texts and sentence functions alike', () => {
    const labels = mergeLabels(defaults, { submit: 'Tuma', count: (n) => `maoni ${n}` });
    expect(labels.title).toBe('Leave a Review');
    expect(labels.submit).toBe('Tuma');
    expect(labels.count(3)).toBe('maoni 3');
  });

  it('keeps the default of a label passed as undefined', () => {
    expect(mergeLabels(defaults, { submit: undefined }).submit).toBe('Submit');
  });
});
