import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../lib/lazy-route.tsx';
import { pages } from '../../lib/paths.ts';
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
      lazyRoute(pages.professionalHome, () =>
        import('./professional-home-page.tsx').then((m) => m.ProfessionalHomePage),
      ),
      lazyRoute(pages.professionalBusiness, () =>
        import('./business-overview-page.tsx').then((m) => m.BusinessOverviewPage),
      ),
      lazyRoute(pages.professionalProfile, () =>
        import('./professional-profile-page.tsx').then((m) => m.ProfessionalProfilePage),
      ),
      lazyRoute(pages.professionalProfileDetails, () =>
        import('./professional-profile-details-page.tsx').then((m) => m.ProfessionalProfileDetailsPage),
      ),
      lazyRoute(pages.professionalEmployer, () =>
        import('./professional-employer-page.tsx').then((m) => m.ProfessionalEmployerPage),
      ),
      lazyRoute(pages.professionalRequests, () =>
        import('./professional-requests-page.tsx').then((m) => m.ProfessionalRequestsPage),
      ),
      lazyRoute(pages.subscriptionPlan, () =>
        import('./subscription-plan-page.tsx').then((m) => m.SubscriptionPlanPage),
      ),
      lazyRoute(pages.employmentInvitations, () =>
        import('../shared/employment-inbox-page.tsx').then((m) => m.EmploymentInboxPage),
      ),
      lazyRoute(pages.requestEmployment, () =>
        import('./employment-request-page.tsx').then((m) => m.EmploymentRequestPage),
      ),
      lazyRoute(pages.professionalHours, () =>
        import('../shared/vendor-hours-page.tsx').then((m) => m.VendorHoursPage),
      ),
      lazyRoute(pages.professionalPortfolio, () =>
        import('../shared/vendor-portfolio-page.tsx').then((m) => m.VendorPortfolioPage),
      ),
      lazyRoute(pages.professionalMenu, () =>
        import('../shared/vendor-menu-page.tsx').then((m) => m.VendorMenuPage),
      ),
      lazyRoute(pages.professionalAgenda, () =>
        import('../shared/vendor-agenda-page.tsx').then((m) => m.VendorAgendaPage),
      ),
      lazyRoute(pages.reviewBusiness, () => import('./leave-review-page.tsx').then((m) => m.LeaveReviewPage)),
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
      lazyRoute(pages.reportBusiness, () =>
        import('./report-business-page.tsx').then((m) => m.ReportBusinessPage),
      ),
    ],
  },
];
