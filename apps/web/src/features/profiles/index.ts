// The profiles feature's public face: the only module of it that other features and the route tables
// import (eslint.config.js holds them to it).
export { businessesBrowse, businessesList, businessKeys, businessQuery } from './api/businesses.ts';
export {
  atLeast,
  browseFilters,
  countyParam,
  MAX_PRICES,
  maxPriceFilter,
  professionalKeys,
  professionalQuery,
  professionalsBrowse,
  professionalsList,
  type ProfessionalPreview,
} from './api/professionals.ts';
export { ContactDetails } from './components/contact-details.tsx';

// The feature's pages, each loaded when its route is opened (lib/lazy-route.tsx).
export const loadFinishBusinessSetupPage = () =>
  import('./pages/finish-setup-business-page.tsx').then((m) => m.FinishSetupBusinessPage);
export const loadFinishProfessionalSetupPage = () =>
  import('./pages/finish-setup-professional-page.tsx').then((m) => m.FinishSetupProfessionalPage);
/** A professional as a business owner sees them. */
export const loadBusinessProfessionalPage = () =>
  import('./pages/overview-page.tsx').then((m) => m.OverviewPage);
export const loadBusinessProfilePage = () =>
  import('./pages/business-profile-page.tsx').then((m) => m.BusinessProfilePage);
export const loadAccountSettingsPage = () =>
  import('./pages/account-settings-page.tsx').then((m) => m.AccountSettingsPage);
/** A vendor's own photos, business or professional. */
export const loadPortfolioPage = () =>
  import('./pages/vendor-portfolio-page.tsx').then((m) => m.VendorPortfolioPage);
/** A business as a professional sees it. */
export const loadProfessionalBusinessPage = () =>
  import('./pages/professional-business-overview-page.tsx').then((m) => m.BusinessOverviewPage);
export const loadProfessionalProfilePage = () =>
  import('./pages/professional-profile-page.tsx').then((m) => m.ProfessionalProfilePage);
export const loadProfessionalProfileDetailsPage = () =>
  import('./pages/professional-profile-details-page.tsx').then((m) => m.ProfessionalProfileDetailsPage);
export const loadCustomerProfilePage = () =>
  import('./pages/customer-profile-page.tsx').then((m) => m.CustomerProfilePage);
export const loadCustomerSettingsPage = () =>
  import('./pages/customer-settings-page.tsx').then((m) => m.CustomerSettingsPage);
/** A professional as a customer sees them. */
export const loadCustomerProfessionalPage = () =>
  import('./pages/professional-overview-page.tsx').then((m) => m.ProfessionalOverviewPage);
/** A business as a customer sees it. */
export const loadCustomerBusinessPage = () =>
  import('./pages/customer-business-overview-page.tsx').then((m) => m.BusinessOverviewPage);
