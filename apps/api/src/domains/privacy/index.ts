/**
 * Privacy's public face. It is the top floor: no domain imports it, so only the entry points' route
 * registration is here (its command line, cli.ts, runs on its own).
 */
export { privacyRoutes } from './routes.ts';
