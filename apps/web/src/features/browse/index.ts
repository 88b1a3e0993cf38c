// The browse feature's public face: the only module of it that other features and the route tables
// import (eslint.config.js holds them to it).
export { categoriesQuery, serviceNamesQuery, servicesOfQuery } from './api/catalogue.ts';
export { CardGrid } from './components/browse-page.tsx';
export { serviceName, useCatalogue } from './components/catalogue.ts';
export {
  businessCardProps,
  experienceLabel,
  professionalCardProps,
  professionalServices,
} from './components/vendor-cards.ts';

// The feature's pages, each loaded when its route is opened (lib/lazy-route.tsx).
export const loadLandingPage = () => import('./pages/landing-page.tsx').then((m) => m.LandingPage);
/** The customer home, also the visitors' search. */
export const loadCustomerHomePage = () =>
  import('./pages/customer-home-page.tsx').then((m) => m.CustomerHomePage);
export const loadBusinessDashboardPage = () =>
  import('./pages/business-dashboard-page.tsx').then((m) => m.BusinessDashboardPage);
export const loadProfessionalHomePage = () =>
  import('./pages/professional-home-page.tsx').then((m) => m.ProfessionalHomePage);
