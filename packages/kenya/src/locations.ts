/**
 * The location filter options the spec offers when browsing. Apart from the county data, so that a page
 * that only offers these loads none of it.
 */
export const MAJOR_LOCATIONS = ['Nairobi', 'Kisumu', 'Mombasa'] as const;
export type MajorLocation = (typeof MAJOR_LOCATIONS)[number];
