// The hiring feature's public face: the only module of it that other features and the route tables
// import (eslint.config.js holds them to it).
export { employeeKeys } from './api/employees.ts';
export { useHireProfessional, type Invitation } from './api/employment.ts';
export { HiringState } from './components/hiring-state.tsx';
export { InviteDialog } from './components/invite-dialog.tsx';

// The feature's pages, each loaded when its route is opened (lib/lazy-route.tsx).
export const loadEmployeesPage = () => import('./pages/employees-page.tsx').then((m) => m.EmployeesPage);
/** The business's inbox; a professional who opens it is sent to hers. */
export const loadEmploymentRequestsPage = () =>
  import('./pages/employment-inbox-page.tsx').then((m) => m.BusinessInboxPage);
export const loadEmploymentInvitationsPage = () =>
  import('./pages/employment-inbox-page.tsx').then((m) => m.EmploymentInboxPage);
export const loadRequestEmploymentPage = () =>
  import('./pages/employment-request-page.tsx').then((m) => m.EmploymentRequestPage);
export const loadProfessionalEmployerPage = () =>
  import('./pages/professional-employer-page.tsx').then((m) => m.ProfessionalEmployerPage);
