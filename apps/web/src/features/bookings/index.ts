// The bookings feature's public face: the only module of it that other features and the route tables
// import (eslint.config.js holds them to it).
export { customerBookingsQuery } from './api/bookings.ts';
export { BookAction } from './components/book-action.tsx';

// The feature's pages, each loaded when its route is opened (lib/lazy-route.tsx).
export const loadBookProfessionalPage = () =>
  import('./components/booking-form.tsx').then((m) => m.ProfessionalBookingPage);
export const loadBookBusinessPage = () =>
  import('./components/booking-form.tsx').then((m) => m.BusinessBookingPage);
export const loadAppointmentsPage = () =>
  import('./pages/appointments-page.tsx').then((m) => m.AppointmentsPage);
export const loadAppointmentsSummaryPage = () =>
  import('./pages/appointments-summary-page.tsx').then((m) => m.AppointmentsSummaryPage);
export const loadBusinessBookingsPage = () =>
  import('./pages/business-bookings-page.tsx').then((m) => m.BusinessBookingsPage);
export const loadProfessionalRequestsPage = () =>
  import('./pages/professional-requests-page.tsx').then((m) => m.ProfessionalRequestsPage);
/** A vendor's agenda, business or professional. */
export const loadAgendaPage = () => import('./pages/vendor-agenda-page.tsx').then((m) => m.VendorAgendaPage);
