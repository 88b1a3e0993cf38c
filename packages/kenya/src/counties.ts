import { COUNTY_ROWS, SUB_COUNTY_RENAMES } from './counties.data.ts';
import { findCountyName, lookupKey } from './county-names.ts';

export interface County {
  /** Constitutional county code, 1 (Mombasa) to 47 (Nairobi). */
  readonly code: number;
  readonly name: string;
  /** IEBC constituencies of the county, used as its sub-counties. */
  readonly subCounties: readonly string[];
}

// Pure: an app that imports only the phone or money helpers must be able to drop the table.
export const counties: readonly County[] = /*#__PURE__*/ COUNTY_ROWS.map(([code, name, subCounties]) =>
  Object.freeze({ code, name, subCounties: Object.freeze([...subCounties]) }),
);

export const countyNames: string[] = /*#__PURE__*/ counties.map((county) => county.name);

type OtherName = readonly [code: number, other: string, official: string];

/** Common spellings of sub-counties, by county code, that the look-up key does not reach. */
const COMMON_SPELLINGS: readonly OtherName[] = [
  [39, 'Mount Elgon', 'Mt. Elgon'],
  [47, 'Kibera', 'Kibra'],
];

// IEBC's former names too: stored profiles and bookings may carry them.
const otherName = (code: number, key: string) =>
  [SUB_COUNTY_RENAMES, COMMON_SPELLINGS]
    .flat()
    .find(([county, other]) => county === code && lookupKey(other) === key)?.[2];

let countiesByName: Map<string, County> | undefined;

/**
 * A county however it is written: the official or ISO 3166-2 name, the ISO code ("KE-30") or a common
 * spelling ("Muranga", "Taita Taveta", "Nairobi City", "Homabay"); see findCountyName.
 */
export function findCounty(name: string): County | undefined {
  const official = findCountyName(name);
  if (official === undefined) return undefined;
  countiesByName ??= new Map(counties.map((county) => [county.name, county]));
  return countiesByName.get(official);
}

export function subCountiesOf(county: string): readonly string[] {
  return findCounty(county)?.subCounties ?? [];
}

/**
 * The official spelling of a sub-county within a county, to store instead of what was typed; a former
 * IEBC name ("Mbita") gives today's ("Suba North").
 */
export function findSubCounty(county: string, subCounty: string): string | undefined {
  const found = findCounty(county);
  const key = lookupKey(subCounty);
  if (!found || !key) return undefined;
  return found.subCounties.find((name) => lookupKey(name) === key) ?? otherName(found.code, key);
}

/**
 * Every name a sub-county may be stored under, today's official one first, then IEBC's former ones: what
 * a filter must match. Within the county when one is given, else wherever the name is found; [] if nowhere.
 */
export function subCountySpellings(subCounty: string, county?: string): string[] {
  const found = county === undefined ? undefined : findCounty(county);
  const within = county === undefined ? counties : found ? [found] : [];
  const names = new Set<string>();
  for (const { code, name } of within) {
    const official = findSubCounty(name, subCounty);
    if (official === undefined) continue;
    names.add(official);
    for (const [renamed, former, now] of SUB_COUNTY_RENAMES)
      if (renamed === code && now === official) names.add(former);
  }
  return [...names];
}

export function isValidSubCounty(county: string, subCounty: string): boolean {
  return findSubCounty(county, subCounty) !== undefined;
}
