import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../lib/lazy-route.tsx';
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
      lazyRoute('/professional-home', () =>
        import('./professional-home-page.tsx').then((m) => m.ProfessionalHomePage),
      ),
      lazyRoute('/BusinessOverviewPage/:id', () =>
        import('./business-overview-page.tsx').then((m) => m.BusinessOverviewPage),
      ),
      lazyRoute('/professional-profile', () =>
        import('./professional-profile-page.tsx').then((m) => m.ProfessionalProfilePage),
      ),
      lazyRoute('/professional-profile-details', () =>
        import('./professional-profile-details-page.tsx').then((m) => m.ProfessionalProfileDetailsPage),
      ),
      lazyRoute('/professional-employer', () =>
        import('./professional-employer-page.tsx').then((m) => m.ProfessionalEmployerPage),
      ),
      lazyRoute('/professional-requests', () =>
        import('./professional-requests-page.tsx').then((m) => m.ProfessionalRequestsPage),
      ),
      lazyRoute('/subscription-plan', () =>
        import('./subscription-plan-page.tsx').then((m) => m.SubscriptionPlanPage),
      ),
      lazyRoute('/employment-invitations', () =>
        import('../shared/employment-inbox-page.tsx').then((m) => m.EmploymentInboxPage),
      ),
      lazyRoute('/employment-requests/:id', () =>
        import('./employment-request-page.tsx').then((m) => m.EmploymentRequestPage),
      ),
      lazyRoute('/professional-hours', () =>
        import('../shared/vendor-hours-page.tsx').then((m) => m.VendorHoursPage),
      ),
      lazyRoute('/professional-portfolio', () =>
        import('../shared/vendor-portfolio-page.tsx').then((m) => m.VendorPortfolioPage),
      ),
      lazyRoute('/professional-menu', () =>
        import('../shared/vendor-menu-page.tsx').then((m) => m.VendorMenuPage),
      ),
      lazyRoute('/professional-agenda', () =>
        import('../shared/vendor-agenda-page.tsx').then((m) => m.VendorAgendaPage),
      ),
      lazyRoute('/leave-a-review/:id', () =>
        import('./leave-review-page.tsx').then((m) => m.LeaveReviewPage),
      ),
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
      lazyRoute('/report-business', () =>
        import('./report-business-page.tsx').then((m) => m.ReportBusinessPage),
      ),
    ],
  },
];
