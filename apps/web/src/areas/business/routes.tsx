import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../lib/lazy-route.tsx';
import { pages } from '../../lib/paths.ts';
import { AppLayout } from '../../layouts/app-layout.tsx';
import { RequireRole } from '../../lib/guards.tsx';

const overview = () => import('./overview-page.tsx').then((m) => m.OverviewPage);

/** Business owner area (spec section 2); pages are lazy so each route loads only its own code. */
export const businessRoutes: RouteObject[] = [
  {
    element: (
      <RequireRole roles={['Business Owner']}>
        <AppLayout />
      </RequireRole>
    ),
    children: [
      lazyRoute(pages.businessDashboard, () =>
        import('./business-dashboard-page.tsx').then((m) => m.BusinessDashboardPage),
      ),
      lazyRoute(pages.businessProfessionalLowercase, overview),
      lazyRoute(pages.businessProfessional, overview),
      lazyRoute(pages.employees, () => import('./employees-page.tsx').then((m) => m.EmployeesPage)),
      lazyRoute(pages.businessProfile, () =>
        import('./business-profile-page.tsx').then((m) => m.BusinessProfilePage),
      ),
      lazyRoute(pages.reportProfessional, () =>
        import('./report-professional-page.tsx').then((m) => m.ReportProfessionalPage),
      ),
      lazyRoute(pages.accountSettings, () =>
        import('./account-settings-page.tsx').then((m) => m.AccountSettingsPage),
      ),
      lazyRoute(pages.businessHours, () =>
        import('../shared/vendor-hours-page.tsx').then((m) => m.VendorHoursPage),
      ),
      lazyRoute(pages.businessPortfolio, () =>
        import('../shared/vendor-portfolio-page.tsx').then((m) => m.VendorPortfolioPage),
      ),
      lazyRoute(pages.businessMenu, () =>
        import('../shared/vendor-menu-page.tsx').then((m) => m.VendorMenuPage),
      ),
      lazyRoute(pages.businessAgenda, () =>
        import('../shared/vendor-agenda-page.tsx').then((m) => m.VendorAgendaPage),
      ),
      lazyRoute(pages.businessBookings, () =>
        import('./business-bookings-page.tsx').then((m) => m.BusinessBookingsPage),
      ),
    ],
  },
  {
    // The notification's link: a professional who follows one (or types it) is sent to her own list.
    element: (
      <RequireRole roles={['Business Owner', 'Beauty Professional']}>
        <AppLayout />
      </RequireRole>
    ),
    children: [
      lazyRoute(pages.employmentRequests, () =>
        import('../shared/employment-inbox-page.tsx').then((m) => m.BusinessInboxPage),
      ),
    ],
  },
];
