import type { RouteObject } from 'react-router-dom';
import { AppLayout } from '../../layouts/app-layout.tsx';
import { RequireRole } from '../../lib/guards.tsx';

const overview = () => import('./overview-page.tsx').then((m) => ({ Component: m.OverviewPage }));

/** Business owner area (spec section 2); pages are lazy so each route loads only its own code. */
export const businessRoutes: RouteObject[] = [
  {
    element: (
      <RequireRole roles={['Business Owner']}>
        <AppLayout />
      </RequireRole>
    ),
    children: [
      {
        path: '/business-dashboard',
        lazy: () =>
          import('./business-dashboard-page.tsx').then((m) => ({ Component: m.BusinessDashboardPage })),
      },
      { path: '/overviewpage/:id', lazy: overview },
      { path: '/OverviewPage/:id', lazy: overview },
      {
        path: '/employees',
        lazy: () => import('./employees-page.tsx').then((m) => ({ Component: m.EmployeesPage })),
      },
      {
        path: '/business-profile',
        lazy: () => import('./business-profile-page.tsx').then((m) => ({ Component: m.BusinessProfilePage })),
      },
      {
        path: '/report-professional/:userId',
        lazy: () =>
          import('./report-professional-page.tsx').then((m) => ({ Component: m.ReportProfessionalPage })),
      },
      {
        path: '/account-settings',
        lazy: () => import('./account-settings-page.tsx').then((m) => ({ Component: m.AccountSettingsPage })),
      },
      {
        path: '/business-hours',
        lazy: () => import('../shared/vendor-hours-page.tsx').then((m) => ({ Component: m.VendorHoursPage })),
      },
      {
        path: '/business-portfolio',
        lazy: () =>
          import('../shared/vendor-portfolio-page.tsx').then((m) => ({ Component: m.VendorPortfolioPage })),
      },
      {
        path: '/business-menu',
        lazy: () => import('../shared/vendor-menu-page.tsx').then((m) => ({ Component: m.VendorMenuPage })),
      },
      {
        path: '/business-agenda',
        lazy: () =>
          import('../shared/vendor-agenda-page.tsx').then((m) => ({ Component: m.VendorAgendaPage })),
      },
      {
        path: '/business-bookings',
        lazy: () =>
          import('./business-bookings-page.tsx').then((m) => ({ Component: m.BusinessBookingsPage })),
      },
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
      {
        path: '/employment-requests',
        lazy: () =>
          import('../shared/employment-inbox-page.tsx').then((m) => ({ Component: m.BusinessInboxPage })),
      },
    ],
  },
];
