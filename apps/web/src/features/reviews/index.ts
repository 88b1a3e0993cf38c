// The reviews feature's public face: the only module of it that other features and the route tables
// import (eslint.config.js holds them to it).
export { useReviewVendor } from './api/review-booking.ts';
export { useReviewProfessional } from './api/review-employee.ts';
export { businessReviewsQuery, professionalReviewsQuery } from './api/reviews.ts';
export { ReviewDialog } from './components/review-dialog.tsx';
export { reviewRefusal } from './components/review-refusal.ts';

// The feature's pages, each loaded when its route is opened (lib/lazy-route.tsx).
export const loadReviewBusinessPage = () =>
  import('./pages/leave-review-page.tsx').then((m) => m.LeaveReviewPage);
export const loadReportProfessionalPage = () =>
  import('./pages/report-professional-page.tsx').then((m) => m.ReportProfessionalPage);
export const loadReportBusinessPage = () =>
  import('./pages/report-business-page.tsx').then((m) => m.ReportBusinessPage);
