/**
 * Employment's public face: the requests and invitations between businesses and professionals, for
 * what tells their other side (messaging) and the data export (privacy); who works where now, for reviews.
 */
export {
  findRequest,
  requestPage,
  currentEmployment,
  employmentWithNames,
  type RequestRow,
} from './queries.ts';
export { requestJson } from './json.ts';

// For the entry points.
export { employmentRoutes } from './routes.ts';
