/** Reviews' public face: a review as it is shown, for what tells the vendor of it (messaging). */
export { findReview } from './queries.ts';

// For the entry points.
export { reviewRoutes } from './routes.ts';
