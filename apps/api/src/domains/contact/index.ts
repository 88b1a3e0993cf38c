/** Contact's public face: nothing else uses it but the entry points. */
export { contactRoutes } from './routes.ts';
