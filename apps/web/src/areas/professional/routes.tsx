import type { RouteObject } from 'react-router-dom';

/** Routes of this area; pages are lazy so each route loads only its own code. */
export const professionalRoutes: RouteObject[] = [];
