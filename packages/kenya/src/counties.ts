import { COUNTY_ROWS } from './counties.data.ts';

export interface County {
  /** Constitutional county code, 1 (Mombasa) to 47 (Nairobi). */
  readonly code: number;
  readonly name: string;
  /** IEBC constituencies of the county, used as its sub-counties. */
  readonly subCounties: readonly string[];
}

export const counties: readonly County[] = COUNTY_ROWS.map(([code, name, subCounties]) =>
  Object.freeze({ code, name, subCounties: Object.freeze([...subCounties]) }),
);

export const countyNames: string[] = counties.map((county) => county.name);

// People type "Muranga" or "Tharaka Nithi" as often as the official spelling, so lookups
// ignore case, apostrophes, hyphens and extra spaces.
function lookupKey(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[\s-]+/g, ' ');
}

const countiesByKey = new Map(counties.map((county) => [lookupKey(county.name), county]));

export function findCounty(name: string): County | undefined {
  return countiesByKey.get(lookupKey(name));
}

export function subCountiesOf(county: string): readonly string[] {
  return findCounty(county)?.subCounties ?? [];
}

/** The official spelling of a sub-county within a county, to store instead of what was typed. */
export function findSubCounty(county: string, subCounty: string): string | undefined {
  const key = lookupKey(subCounty);
  return subCountiesOf(county).find((name) => lookupKey(name) === key);
}

export function isValidSubCounty(county: string, subCounty: string): boolean {
  return findSubCounty(county, subCounty) !== undefined;
}
