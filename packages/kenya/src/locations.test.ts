import { describe, expect, it } from 'vitest';
import { countyNames } from './counties.ts';
import { BROWSE_LOCATIONS, MAJOR_LOCATIONS } from './locations.ts';

describe('BROWSE_LOCATIONS', () => {
  it('offers all 47 counties once, the spec’s three first, spelt as the county data spells them', () => {
    expect(BROWSE_LOCATIONS.slice(0, 3)).toEqual([...MAJOR_LOCATIONS]);
    expect(new Set(BROWSE_LOCATIONS).size).toBe(47);
    expect([...BROWSE_LOCATIONS].sort()).toEqual([...countyNames].sort());
  });
});
