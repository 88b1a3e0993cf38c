import { describe, expect, it } from 'vitest';
import {
  counties,
  countyNames,
  findCounty,
  findSubCounty,
  isValidSubCounty,
  subCountiesOf,
} from './counties.ts';
import { MAJOR_LOCATIONS } from './locations.ts';

const NAIROBI = [
  'Westlands',
  'Dagoretti North',
  'Dagoretti South',
  'Langata',
  'Kibra',
  'Roysambu',
  'Kasarani',
  'Ruaraka',
  'Embakasi South',
  'Embakasi North',
  'Embakasi Central',
  'Embakasi East',
  'Embakasi West',
  'Makadara',
  'Kamukunji',
  'Starehe',
  'Mathare',
];

describe('counties', () => {
  it('lists the 47 counties with unique codes 1..47 in code order', () => {
    expect(counties).toHaveLength(47);
    expect(counties.map((county) => county.code)).toEqual(Array.from({ length: 47 }, (_, i) => i + 1));
    expect(new Set(countyNames).size).toBe(47);
    expect(counties[0]?.name).toBe('Mombasa');
    expect(counties[46]?.name).toBe('Nairobi');
  });

  it('writes county names as people write them', () => {
    expect(countyNames).toEqual(
      expect.arrayContaining([
        'Tharaka-Nithi',
        'Elgeyo-Marakwet',
        "Murang'a",
        'Homa Bay',
        'Taita-Taveta',
        'Trans Nzoia',
        'Uasin Gishu',
        'West Pokot',
        'Tana River',
        'Nairobi',
      ]),
    );
    for (const name of [...countyNames, ...counties.flatMap((county) => county.subCounties)]) {
      expect(name).not.toBe(name.toUpperCase());
      expect(name).toBe(name.trim());
    }
  });

  it('has the 290 IEBC constituencies as sub-counties', () => {
    expect(counties.reduce((sum, county) => sum + county.subCounties.length, 0)).toBe(290);
  });

  it('has the 17 Nairobi sub-counties', () => {
    expect(subCountiesOf('Nairobi')).toEqual(NAIROBI);
  });

  it('has 6 sub-counties in Mombasa and 7 in Kisumu', () => {
    expect(subCountiesOf('Mombasa')).toEqual(['Changamwe', 'Jomvu', 'Kisauni', 'Nyali', 'Likoni', 'Mvita']);
    expect(subCountiesOf('Kisumu')).toHaveLength(7);
    expect(subCountiesOf('Kisumu')).toContain('Kisumu Central');
  });

  it('never repeats a sub-county within a county', () => {
    for (const county of counties) {
      expect(new Set(county.subCounties).size, county.name).toBe(county.subCounties.length);
    }
  });

  it('offers Nairobi, Kisumu and Mombasa as major locations, all real counties', () => {
    expect(MAJOR_LOCATIONS).toEqual(['Nairobi', 'Kisumu', 'Mombasa']);
    for (const location of MAJOR_LOCATIONS) expect(findCounty(location)?.name).toBe(location);
  });
});

describe('findCounty', () => {
  it('ignores case and surrounding spaces', () => {
    expect(findCounty('  nairobi ')?.code).toBe(47);
    expect(findCounty('MOMBASA')?.code).toBe(1);
    expect(findCounty('homa bay')?.name).toBe('Homa Bay');
  });

  it('accepts common spellings without apostrophe or hyphen', () => {
    expect(findCounty('Muranga')?.name).toBe("Murang'a");
    expect(findCounty('tharaka nithi')?.name).toBe('Tharaka-Nithi');
  });

  it('returns undefined for an unknown county', () => {
    expect(findCounty('Kampala')).toBeUndefined();
    expect(findCounty('')).toBeUndefined();
  });
});

describe('sub-counties', () => {
  it('returns no sub-counties for an unknown county', () => {
    expect(subCountiesOf('Atlantis')).toEqual([]);
  });

  it('validates a sub-county only within its own county', () => {
    expect(isValidSubCounty('Nairobi', 'Westlands')).toBe(true);
    expect(isValidSubCounty('nairobi', ' kibra ')).toBe(true);
    expect(isValidSubCounty('Mombasa', 'Westlands')).toBe(false);
    expect(isValidSubCounty('Atlantis', 'Westlands')).toBe(false);
    expect(isValidSubCounty('Nairobi', '')).toBe(false);
  });

  it('gives the official spelling of a typed sub-county', () => {
    expect(findSubCounty('nairobi', 'embakasi  east')).toBe('Embakasi East');
    expect(findSubCounty('Mombasa', 'Kibra')).toBeUndefined();
  });
});
