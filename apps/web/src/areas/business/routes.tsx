import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../lib/lazy-route.tsx';
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
      lazyRoute('/business-dashboard', () =>
        import('./business-dashboard-page.tsx').then((m) => m.BusinessDashboardPage),
      ),
      lazyRoute('/overviewpage/:id', overview),
      lazyRoute('/OverviewPage/:id', overview),
      lazyRoute('/employees', () => import('./employees-page.tsx').then((m) => m.EmployeesPage)),
      lazyRoute('/business-profile', () =>
        import('./business-profile-page.tsx').then((m) => m.BusinessProfilePage),
      ),
      lazyRoute('/report-professional/:userId', () =>
        import('./report-professional-page.tsx').then((m) => m.ReportProfessionalPage),
      ),
      lazyRoute('/account-settings', () =>
        import('./account-settings-page.tsx').then((m) => m.AccountSettingsPage),
      ),
      lazyRoute('/business-hours', () =>
        import('../shared/vendor-hours-page.tsx').then((m) => m.VendorHoursPage),
      ),
      lazyRoute('/business-portfolio', () =>
        import('../shared/vendor-portfolio-page.tsx').then((m) => m.VendorPortfolioPage),
      ),
      lazyRoute('/business-menu', () =>
        import('../shared/vendor-menu-page.tsx').then((m) => m.VendorMenuPage),
      ),
      lazyRoute('/business-agenda', () =>
        import('../shared/vendor-agenda-page.tsx').then((m) => m.VendorAgendaPage),
      ),
      lazyRoute('/business-bookings', () =>
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
      lazyRoute('/employment-requests', () =>
        import('../shared/employment-inbox-page.tsx').then((m) => m.BusinessInboxPage),
      ),
    ],
  },
];
