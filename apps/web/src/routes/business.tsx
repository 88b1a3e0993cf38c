import type { RouteObject } from 'react-router-dom';
import { loadAgendaPage, loadBusinessBookingsPage } from '../features/bookings/index.ts';
import { loadBusinessDashboardPage } from '../features/browse/index.ts';
import { loadEmployeesPage, loadEmploymentRequestsPage } from '../features/hiring/index.ts';
import {
  loadAccountSettingsPage,
  loadBusinessProfessionalPage,
  loadBusinessProfilePage,
  loadPortfolioPage,
} from '../features/profiles/index.ts';
import { loadReportProfessionalPage } from '../features/reviews/index.ts';
import { loadHoursPage, loadMenuPage } from '../features/schedule/index.ts';
import { AppLayout } from '../layouts/app-layout.tsx';
import { RequireRole } from '../lib/guards.tsx';
import { lazyRoute } from '../lib/lazy-route.tsx';
import { pages } from '../lib/paths.ts';

/** Business owner area (spec section 2); pages are lazy so each route loads only its own code. */
export const businessRoutes: RouteObject[] = [
  {
    element: (
      <RequireRole roles={['Business Owner']}>
        <AppLayout />
      </RequireRole>
    ),
    children: [
      lazyRoute(pages.businessDashboard, loadBusinessDashboardPage),
      lazyRoute(pages.businessProfessionalLowercase, loadBusinessProfessionalPage),
      lazyRoute(pages.businessProfessional, loadBusinessProfessionalPage),
      lazyRoute(pages.employees, loadEmployeesPage),
      lazyRoute(pages.businessProfile, loadBusinessProfilePage),
      lazyRoute(pages.reportProfessional, loadReportProfessionalPage),
      lazyRoute(pages.accountSettings, loadAccountSettingsPage),
      lazyRoute(pages.businessHours, loadHoursPage),
      lazyRoute(pages.businessPortfolio, loadPortfolioPage),
      lazyRoute(pages.businessMenu, loadMenuPage),
      lazyRoute(pages.businessAgenda, loadAgendaPage),
      lazyRoute(pages.businessBookings, loadBusinessBookingsPage),
    ],
  },
  {
    // The notification's link: a professional who follows one (or types it) is sent to her own list.
    element: (
      <RequireRole roles={['Business Owner', 'Beauty Professional']}>
        <AppLayout />
      </RequireRole>
    ),
    children: [lazyRoute(pages.employmentRequests, loadEmploymentRequestsPage)],
  },
];
