import type { RouteObject } from 'react-router-dom';
import { loadAgendaPage, loadProfessionalRequestsPage } from '../features/bookings/index.ts';
import { loadProfessionalHomePage } from '../features/browse/index.ts';
import {
  loadEmploymentInvitationsPage,
  loadProfessionalEmployerPage,
  loadRequestEmploymentPage,
} from '../features/hiring/index.ts';
import { loadSubscriptionPlanPage } from '../features/payments/index.ts';
import {
  loadPortfolioPage,
  loadProfessionalBusinessPage,
  loadProfessionalProfileDetailsPage,
  loadProfessionalProfilePage,
} from '../features/profiles/index.ts';
import { loadReportBusinessPage, loadReviewBusinessPage } from '../features/reviews/index.ts';
import { loadHoursPage, loadMenuPage } from '../features/schedule/index.ts';
import { AppLayout } from '../layouts/app-layout.tsx';
import { RequireRole } from '../lib/guards.tsx';
import { lazyRoute } from '../lib/lazy-route.tsx';
import { pages } from '../lib/paths.ts';

/** Beauty professional area (spec section 2); pages are lazy so each route loads only its own code. */
export const professionalRoutes: RouteObject[] = [
  {
    element: (
      <RequireRole roles={['Beauty Professional']}>
        <AppLayout />
      </RequireRole>
    ),
    children: [
      lazyRoute(pages.professionalHome, loadProfessionalHomePage),
      lazyRoute(pages.professionalBusiness, loadProfessionalBusinessPage),
      lazyRoute(pages.professionalProfile, loadProfessionalProfilePage),
      lazyRoute(pages.professionalProfileDetails, loadProfessionalProfileDetailsPage),
      lazyRoute(pages.professionalEmployer, loadProfessionalEmployerPage),
      lazyRoute(pages.professionalRequests, loadProfessionalRequestsPage),
      lazyRoute(pages.employmentInvitations, loadEmploymentInvitationsPage),
      lazyRoute(pages.requestEmployment, loadRequestEmploymentPage),
      lazyRoute(pages.professionalHours, loadHoursPage),
      lazyRoute(pages.professionalPortfolio, loadPortfolioPage),
      lazyRoute(pages.professionalMenu, loadMenuPage),
      lazyRoute(pages.professionalAgenda, loadAgendaPage),
      lazyRoute(pages.reviewBusiness, loadReviewBusinessPage),
    ],
  },
  // Both kinds of vendor buy an annual plan and see it, its expiry and their payments there.
  {
    element: (
      <RequireRole roles={['Beauty Professional', 'Business Owner']}>
        <AppLayout />
      </RequireRole>
    ),
    children: [lazyRoute(pages.subscriptionPlan, loadSubscriptionPlanPage)],
  },
  // Clients report businesses too ('Report this company' on the customer's business overview).
  {
    element: (
      <RequireRole roles={['Beauty Professional', 'Retail Customer']}>
        <AppLayout />
      </RequireRole>
    ),
    children: [lazyRoute(pages.reportBusiness, loadReportBusinessPage)],
  },
];
