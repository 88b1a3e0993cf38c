import { describe, expect, it } from 'vitest';
import {
  counties,
  countyNames,
  findCounty,
  findSubCounty,
  isValidSubCounty,
  subCountiesOf,
  subCountySpellings,
} from './counties.ts';
import { findCountyName } from './county-names.ts';
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

// ISO 3166-2:KE numbers the counties alphabetically (ISO's own names), not by constitutional code.
const ISO_CODES: [iso: string, official: string][] = [
  ['KE-01', 'Baringo'],
  ['KE-05', 'Elgeyo-Marakwet'],
  ['KE-08', 'Homa Bay'],
  ['KE-28', 'Mombasa'],
  ['KE-29', "Murang'a"],
  ['KE-30', 'Nairobi'],
  ['KE-39', 'Taita-Taveta'],
  ['KE-40', 'Tana River'],
  ['KE-41', 'Tharaka-Nithi'],
  ['KE-42', 'Trans Nzoia'],
  ['KE-47', 'West Pokot'],
  ['ke-17', 'Kisumu'],
  ['KE17', 'Kisumu'],
  [' ke 17 ', 'Kisumu'],
];

const SPELLINGS: [written: string, official: string][] = [
  ['Muranga', "Murang'a"],
  ['Murang’a', "Murang'a"],
  ['MURANGA', "Murang'a"],
  ['Taita Taveta', 'Taita-Taveta'],
  ['Taita/Taveta', 'Taita-Taveta'],
  ['TaitaTaveta', 'Taita-Taveta'],
  ['Tharaka Nithi', 'Tharaka-Nithi'],
  ['tharaka-nithi', 'Tharaka-Nithi'],
  ['Elgeyo Marakwet', 'Elgeyo-Marakwet'],
  ['Elgeyo/Marakwet', 'Elgeyo-Marakwet'],
  ['ElgeyoMarakwet', 'Elgeyo-Marakwet'],
  ['Elgeiyo-Marakwet', 'Elgeyo-Marakwet'],
  ['Homabay', 'Homa Bay'],
  ['Homa-Bay', 'Homa Bay'],
  ['Transnzoia', 'Trans Nzoia'],
  ['Trans-Nzoia', 'Trans Nzoia'],
  ['UasinGishu', 'Uasin Gishu'],
  ['Uasin-Gishu', 'Uasin Gishu'],
  ['Westpokot', 'West Pokot'],
  ['Tanariver', 'Tana River'],
  ['Nairobi City', 'Nairobi'],
  ['Nairobi City County', 'Nairobi'],
  ['Mombasa County', 'Mombasa'],
  ['Kisumu City', 'Kisumu'],
  ['  nairobi ', 'Nairobi'],
];

describe('findCounty', () => {
  it('finds every county by its official name, in any case', () => {
    for (const county of counties) {
      expect(findCounty(county.name)).toBe(county);
      expect(findCounty(county.name.toUpperCase())).toBe(county);
    }
    expect(findCounty('homa bay')?.code).toBe(43);
  });

  it.each(ISO_CODES)('finds %j as %s (ISO 3166-2 code)', (iso, official) => {
    expect(findCounty(iso)?.name).toBe(official);
  });

  it('finds every county by its ISO 3166-2 code and subdivision name', () => {
    const found = Array.from({ length: 47 }, (_, i) => findCounty(`KE-${String(i + 1).padStart(2, '0')}`));
    expect(new Set(found.map((county) => county?.name))).toEqual(new Set(countyNames));
    for (const name of ['Elgeyo/Marakwet', 'Taita/Taveta', 'Nairobi City', 'Tharaka-Nithi', "Murang'a"])
      expect(findCounty(name), name).toBeDefined();
  });

  it.each(SPELLINGS)('finds %j as %s', (written, official) => {
    expect(findCounty(written)?.name).toBe(official);
    expect(findCountyName(written)).toBe(official);
  });

  it.each(['Kampala', '', '   ', 'County', 'City', 'KE-00', 'KE-48', 'KE-', '30', 'Nairobi Kisumu', 'Taita'])(
    'finds nothing for %j',
    (written) => {
      expect(findCounty(written)).toBeUndefined();
      expect(findCountyName(written)).toBeUndefined();
    },
  );
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

  it('looks sub-counties up as tolerantly as counties, within a county written any way', () => {
    expect(findSubCounty('Tharaka Nithi', 'Chuka Igambangombe')).toBe("Chuka/Igambang'ombe");
    expect(findSubCounty('KE-12', 'sigowet-soin')).toBe('Sigowet/Soin');
    expect(findSubCounty('Bungoma', 'Mt Elgon')).toBe('Mt. Elgon');
    expect(findSubCounty('Bungoma', 'Mount Elgon')).toBe('Mt. Elgon');
    expect(findSubCounty('Nairobi City', 'Kibera')).toBe('Kibra');
    expect(findSubCounty('Nairobi', "Lang'ata")).toBe('Langata');
    expect(findSubCounty('Nyandarua', 'OlKalou')).toBe('Ol Kalou');
    expect(findSubCounty('Nairobi', '')).toBeUndefined();
  });

  it("accepts IEBC's former names and gives today's", () => {
    expect(findSubCounty('Homa Bay', 'Mbita')).toBe('Suba North');
    expect(findSubCounty('Homabay', 'suba')).toBe('Suba South');
    expect(findSubCounty('Kwale', 'Lungalunga')).toBe('Lunga Lunga');
    expect(isValidSubCounty('Homa Bay', 'Mbita')).toBe(true);
    expect(findSubCounty('Kwale', 'Mbita')).toBeUndefined();
  });

  it('names every spelling a filter must match, official first', () => {
    expect(subCountySpellings('Suba North')).toEqual(['Suba North', 'Mbita']);
    expect(subCountySpellings('mbita', 'Homa Bay')).toEqual(['Suba North', 'Mbita']);
    expect(subCountySpellings('Westlands')).toEqual(['Westlands']);
    expect(subCountySpellings('kibera', 'KE-30')).toEqual(['Kibra']);
    expect(subCountySpellings('Westlands', 'Mombasa')).toEqual([]);
    expect(subCountySpellings('Westlands', 'Gotham')).toEqual([]);
    expect(subCountySpellings('Atlantis')).toEqual([]);
  });
});
