/**
 * Auth's public face: who is calling and their sessions, the signed-in user's `Me`, the password check,
 * and the privacy notice's version that sign-up and `Me` record (privacy answers the notice from it).
 */

// photos answers `Me` after a picture change.
export { loadMe } from './queries.ts';

// privacy: the password check and session end of "Delete my account", consent in the data export.
export { endSession } from './authenticate.ts';
export { refuseCrossSite } from './origin.ts';
export { verifyPassword } from './passwords.ts';
export { endSessions, userById } from './queries.ts';
export { consentJson, PRIVACY_NOTICE } from './consent.ts';

// For the entry points: the routes, who calls, and the seed's passwords.
export { authRoutes } from './routes.ts';
export { ownAccountRoutes } from './account-routes.ts';
export { phoneRoutes } from './phone-routes.ts';
export { authenticate } from './authenticate.ts';
export { hashPassword } from './passwords.ts';
