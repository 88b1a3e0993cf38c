/** Reports' public face: nothing else uses it but the entry points. */
export { reportRoutes } from './routes.ts';
