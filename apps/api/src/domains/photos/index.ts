// For the entry points: no domain uses photos (privacy, above it, reads its tables for export and erasure).
export { photoRoutes } from './routes.ts';
