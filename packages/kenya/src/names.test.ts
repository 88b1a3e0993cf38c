import { describe, expect, it } from 'vitest';
import { initialsOf } from './names.ts';

describe('initials', () => {
  it('takes the first letters of the first and last words, in capitals', () => {
    expect(
      ['Wanjiru Kamau', 'Achieng Otieno Odhiambo', '  amina ', 'Salon  Bliss\tNairobi', ''].map(initialsOf),
    ).toEqual(['WK', 'AO', 'A', 'SN', '']);
  });
});
