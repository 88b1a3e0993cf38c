/**
 * The location filter options the spec offers when browsing. Apart from the county data, so that a page
 * that only offers these loads none of it.
 */
export const MAJOR_LOCATIONS = ['Nairobi', 'Kisumu', 'Mombasa'] as const;
export type MajorLocation = (typeof MAJOR_LOCATIONS)[number];

/**
 * Every county, as browsing offers them: the spec's three first, then the other 44 alphabetically. The
 * names only (the sub-counties live in counties.ts), so a filter carries a few hundred bytes.
 */
export const BROWSE_LOCATIONS: readonly string[] = [
  ...MAJOR_LOCATIONS,
  'Baringo',
  'Bomet',
  'Bungoma',
  'Busia',
  'Elgeyo-Marakwet',
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
  "Murang'a",
  'Nakuru',
  'Nandi',
  'Narok',
  'Nyamira',
  'Nyandarua',
  'Nyeri',
  'Samburu',
  'Siaya',
  'Taita-Taveta',
  'Tana River',
  'Tharaka-Nithi',
  'Trans Nzoia',
  'Turkana',
  'Uasin Gishu',
  'Vihiga',
  'Wajir',
  'West Pokot',
];
