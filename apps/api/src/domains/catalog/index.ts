/**
 * The catalogue's public face: its names in the reader's language, for the domains that show the services
 * vendors offer (accounts, bookings, scheduling, messaging, privacy).
 */
export { catalogueNamesContaining, localName, nameText, withLocalServices } from './names.ts';

// For the entry points: the catalogue's routes, and its rows written at start and by the seed.
export { catalogRoutes } from './routes.ts';
export { CATALOGUE, ensureCatalogue } from './catalogue.ts';
