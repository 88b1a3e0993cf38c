import type { RouteObject } from 'react-router-dom';
import { AppLayout } from '../../layouts/app-layout.tsx';
import { RequireRole } from '../../lib/guards.tsx';

/** Beauty professional area (spec section 2); pages are lazy so each route loads only its own code. */
export const professionalRoutes: RouteObject[] = [
  {
    element: (
      <RequireRole roles={['Beauty Professional']}>
        <AppLayout />
      </RequireRole>
    ),
    children: [
      {
        path: '/professional-home',
        lazy: () =>
          import('./professional-home-page.tsx').then((m) => ({ Component: m.ProfessionalHomePage })),
      },
      {
        path: '/BusinessOverviewPage/:id',
        lazy: () =>
          import('./business-overview-page.tsx').then((m) => ({ Component: m.BusinessOverviewPage })),
      },
      {
        path: '/professional-profile',
        lazy: () =>
          import('./professional-profile-page.tsx').then((m) => ({ Component: m.ProfessionalProfilePage })),
      },
      {
        path: '/professional-profile-details',
        lazy: () =>
          import('./professional-profile-details-page.tsx').then((m) => ({
            Component: m.ProfessionalProfileDetailsPage,
          })),
      },
      {
        path: '/professional-employer',
        lazy: () =>
          import('./professional-employer-page.tsx').then((m) => ({ Component: m.ProfessionalEmployerPage })),
      },
      {
        path: '/professional-requests',
        lazy: () =>
          import('./professional-requests-page.tsx').then((m) => ({ Component: m.ProfessionalRequestsPage })),
      },
      {
        path: '/subscription-plan',
        lazy: () =>
          import('./subscription-plan-page.tsx').then((m) => ({ Component: m.SubscriptionPlanPage })),
      },
      {
        path: '/employment-invitations',
        lazy: () =>
          import('../shared/employment-inbox-page.tsx').then((m) => ({ Component: m.EmploymentInboxPage })),
      },
      {
        path: '/employment-requests/:id',
        lazy: () =>
          import('./employment-request-page.tsx').then((m) => ({ Component: m.EmploymentRequestPage })),
      },
      {
        path: '/professional-hours',
        lazy: () => import('../shared/vendor-hours-page.tsx').then((m) => ({ Component: m.VendorHoursPage })),
      },
      {
        path: '/professional-portfolio',
        lazy: () =>
          import('../shared/vendor-portfolio-page.tsx').then((m) => ({ Component: m.VendorPortfolioPage })),
      },
      {
        path: '/professional-menu',
        lazy: () => import('../shared/vendor-menu-page.tsx').then((m) => ({ Component: m.VendorMenuPage })),
      },
      {
        path: '/professional-agenda',
        lazy: () =>
          import('../shared/vendor-agenda-page.tsx').then((m) => ({ Component: m.VendorAgendaPage })),
      },
      {
        path: '/leave-a-review/:id',
        lazy: () => import('./leave-review-page.tsx').then((m) => ({ Component: m.LeaveReviewPage })),
      },
    ],
  },
  // Clients report businesses too ('Report this company' on the customer's business overview).
  {
    element: (
      <RequireRole roles={['Beauty Professional', 'Retail Customer']}>
        <AppLayout />
      </RequireRole>
    ),
    children: [
      {
        path: '/report-business',
        lazy: () => import('./report-business-page.tsx').then((m) => ({ Component: m.ReportBusinessPage })),
      },
    ],
  },
];
