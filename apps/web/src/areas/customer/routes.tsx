import type { RouteObject } from 'react-router-dom';
import { AppLayout } from '../../layouts/app-layout.tsx';
import { AnyoneLayout } from '../../layouts/public-layout.tsx';
import { queryClient } from '../../lib/api.ts';
import { RequireRole } from '../../lib/guards.tsx';
import { businessesBrowse } from '../../queries/businesses.ts';
import { serviceNamesQuery } from '../../queries/catalogue.ts';
import { browseFilters, professionalsBrowse } from '../../queries/professionals.ts';

const booking = () => import('./booking-form.tsx');

/** Retail customer area (spec section 2); pages are lazy so each route loads only its own code. */
export const customerRoutes: RouteObject[] = [
  {
    element: (
      <RequireRole roles={['Retail Customer']}>
        <AppLayout />
      </RequireRole>
    ),
    children: [
      {
        path: '/customer-home',
        // The lists (and the service names the business cards show) are asked for while the page's code loads, not after (one round trip less on 3G).
        loader: ({ request }) => {
          const filters = browseFilters(new URL(request.url).searchParams);
          // Each request is set up in its own task, apart from the router's start.
          setTimeout(() => void queryClient.prefetchInfiniteQuery(professionalsBrowse(filters)));
          setTimeout(() => void queryClient.prefetchInfiniteQuery(businessesBrowse(filters)));
          setTimeout(() => void queryClient.prefetchQuery(serviceNamesQuery));
          return null;
        },
        // The loader answers at once: nothing to show in its place on the first load.
        HydrateFallback: () => null,
        lazy: () => import('./customer-home-page.tsx').then((m) => ({ Component: m.CustomerHomePage })),
      },
      {
        path: '/professional-booking/:id',
        lazy: () => booking().then((m) => ({ Component: m.ProfessionalBookingPage })),
      },
      {
        path: '/business-booking/:id',
        lazy: () => booking().then((m) => ({ Component: m.BusinessBookingPage })),
      },
      {
        path: '/appointments',
        lazy: () => import('./appointments-page.tsx').then((m) => ({ Component: m.AppointmentsPage })),
      },
      {
        path: '/appointments-summary',
        lazy: () =>
          import('./appointments-summary-page.tsx').then((m) => ({ Component: m.AppointmentsSummaryPage })),
      },
      {
        path: '/customer-profile',
        lazy: () => import('./customer-profile-page.tsx').then((m) => ({ Component: m.CustomerProfilePage })),
      },
      {
        path: '/customer-settings',
        lazy: () =>
          import('./customer-settings-page.tsx').then((m) => ({ Component: m.CustomerSettingsPage })),
      },
    ],
  },
  {
    // Open to visitors too: browsing and profiles need no account; contacts and booking still do.
    element: <AnyoneLayout />,
    children: [
      {
        path: '/search',
        lazy: () => import('./customer-home-page.tsx').then((m) => ({ Component: m.CustomerHomePage })),
      },
      {
        path: '/ProfessionalOverview/:id',
        lazy: () =>
          import('./professional-overview-page.tsx').then((m) => ({ Component: m.ProfessionalOverviewPage })),
      },
      {
        path: '/BusinessOverview/:id',
        lazy: () =>
          import('./business-overview-page.tsx').then((m) => ({ Component: m.BusinessOverviewPage })),
      },
    ],
  },
];
