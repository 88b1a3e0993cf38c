import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../lib/lazy-route.tsx';
import { pages } from '../../lib/paths.ts';
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
      lazyRoute(
        pages.customerHome,
        () => import('./customer-home-page.tsx').then((m) => m.CustomerHomePage),
        // The lists (and the service names the business cards show) are asked for while the page's code loads, not after (one round trip less on 3G).
        ({ search }) => {
          const filters = browseFilters(new URLSearchParams(search));
          // Each request is set up in its own task, apart from the first render's.
          setTimeout(() => void queryClient.prefetchInfiniteQuery(professionalsBrowse(filters)));
          setTimeout(() => void queryClient.prefetchInfiniteQuery(businessesBrowse(filters)));
          setTimeout(() => void queryClient.prefetchQuery(serviceNamesQuery));
        },
      ),
      lazyRoute(pages.bookProfessional, () => booking().then((m) => m.ProfessionalBookingPage)),
      lazyRoute(pages.bookBusiness, () => booking().then((m) => m.BusinessBookingPage)),
      lazyRoute(pages.appointments, () => import('./appointments-page.tsx').then((m) => m.AppointmentsPage)),
      lazyRoute(pages.appointmentsSummary, () =>
        import('./appointments-summary-page.tsx').then((m) => m.AppointmentsSummaryPage),
      ),
      lazyRoute(pages.customerProfile, () =>
        import('./customer-profile-page.tsx').then((m) => m.CustomerProfilePage),
      ),
      lazyRoute(pages.customerSettings, () =>
        import('./customer-settings-page.tsx').then((m) => m.CustomerSettingsPage),
      ),
    ],
  },
  {
    // Open to visitors too: browsing and profiles need no account; contacts and booking still do.
    element: <AnyoneLayout />,
    children: [
      lazyRoute(pages.search, () => import('./customer-home-page.tsx').then((m) => m.CustomerHomePage)),
      lazyRoute(pages.customerProfessional, () =>
        import('./professional-overview-page.tsx').then((m) => m.ProfessionalOverviewPage),
      ),
      lazyRoute(pages.customerBusiness, () =>
        import('./business-overview-page.tsx').then((m) => m.BusinessOverviewPage),
      ),
    ],
  },
];
