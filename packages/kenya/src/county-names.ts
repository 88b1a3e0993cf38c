import { BROWSE_LOCATIONS } from './locations.ts';

/**
 * ISO 3166-2:KE subdivision names in code order: KE-01 is Baringo, KE-30 Nairobi City, KE-47 West Pokot.
 * ISO numbers the counties alphabetically, not by their constitutional codes (KE-30 is not Baringo).
 */
const ISO_3166_2_KE = [
  'Baringo',
  'Bomet',
  'Bungoma',
  'Busia',
  'Elgeyo/Marakwet',
  'Embu',
  'Garissa',
  'Homa Bay',
  'Isiolo',
  'Kajiado',
  'Kakamega',
  'Kericho',
  'Kiambu',
  'Kilifi',
  'Kirinyaga',
  'Kisii',
  'Kisumu',
  'Kitui',
  'Kwale',
  'Laikipia',
  'Lamu',
  'Machakos',
  'Makueni',
  'Mandera',
  'Marsabit',
  'Meru',
  'Migori',
  'Mombasa',
  "Murang'a",
  'Nairobi City',
  'Nakuru',
  'Nandi',
  'Narok',
  'Nyamira',
  'Nyandarua',
  'Nyeri',
  'Samburu',
  'Siaya',
  'Taita/Taveta',
  'Tana River',
  'Tharaka-Nithi',
  'Trans Nzoia',
  'Turkana',
  'Uasin Gishu',
  'Vihiga',
  'Wajir',
  'West Pokot',
] as const;

/** Spellings in use that no normalisation brings to the official name. */
const OTHER_SPELLINGS: readonly (readonly [spelling: string, official: string])[] = [
  ['Elgeiyo-Marakwet', 'Elgeyo-Marakwet'],
];

/**
 * Names are typed with any case, spacing and punctuation ("Taita/Taveta", "Homabay", "Murang’a"), so they
 * are compared by their letters and digits only.
 */
export function lookupKey(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

// "Nairobi City", "Mombasa County" and "Nairobi City County" name the same county as without the suffix.
const countyKey = (text: string) => lookupKey(text).replace(/(?:city)?(?:county)?$/, '');

// Built on first use: a page that only lists BROWSE_LOCATIONS pays nothing for the look-up.
let officialByKey: Map<string, string> | undefined;

function officialNames(): Map<string, string> {
  if (!officialByKey) {
    officialByKey = new Map(BROWSE_LOCATIONS.map((name) => [countyKey(name), name]));
    for (const [spelling, official] of OTHER_SPELLINGS) officialByKey.set(countyKey(spelling), official);
  }
  return officialByKey;
}

/**
 * The official name of a county however it is written: the official or ISO 3166-2 name, the ISO code
 * ("KE-30") or a common spelling ("Muranga", "Taita Taveta", "Nairobi City", "Homabay"). Apart from the
 * county table, so that the web app's filters can show the official name without loading it.
 */
export function findCountyName(text: string): string | undefined {
  const key = countyKey(text);
  if (!key) return undefined;
  const iso = /^ke(\d{1,2})$/.exec(key);
  const name = iso ? ISO_3166_2_KE[Number(iso[1]) - 1] : undefined;
  return officialNames().get(name ? countyKey(name) : key);
}
