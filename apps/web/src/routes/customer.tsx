import type { RouteObject } from 'react-router-dom';
import {
  loadAppointmentsPage,
  loadAppointmentsSummaryPage,
  loadBookBusinessPage,
  loadBookProfessionalPage,
} from '../features/bookings/index.ts';
import { loadCustomerHomePage, serviceNamesQuery } from '../features/browse/index.ts';
import {
  browseFilters,
  businessesBrowse,
  loadCustomerBusinessPage,
  loadCustomerProfessionalPage,
  loadCustomerProfilePage,
  loadCustomerSettingsPage,
  professionalsBrowse,
} from '../features/profiles/index.ts';
import { AppLayout } from '../layouts/app-layout.tsx';
import { AnyoneLayout } from '../layouts/public-layout.tsx';
import { queryClient } from '../lib/api.ts';
import { RequireRole } from '../lib/guards.tsx';
import { lazyRoute } from '../lib/lazy-route.tsx';
import { pages } from '../lib/paths.ts';

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
        loadCustomerHomePage,
        // The lists (and the service names the business cards show) are asked for while the page's code loads, not after (one round trip less on 3G).
        ({ search }) => {
          const filters = browseFilters(new URLSearchParams(search));
          // Each request is set up in its own task, apart from the first render's.
          setTimeout(() => void queryClient.prefetchInfiniteQuery(professionalsBrowse(filters)));
          setTimeout(() => void queryClient.prefetchInfiniteQuery(businessesBrowse(filters)));
          setTimeout(() => void queryClient.prefetchQuery(serviceNamesQuery));
        },
      ),
      lazyRoute(pages.bookProfessional, loadBookProfessionalPage),
      lazyRoute(pages.bookBusiness, loadBookBusinessPage),
      lazyRoute(pages.appointments, loadAppointmentsPage),
      lazyRoute(pages.appointmentsSummary, loadAppointmentsSummaryPage),
      lazyRoute(pages.customerProfile, loadCustomerProfilePage),
      lazyRoute(pages.customerSettings, loadCustomerSettingsPage),
    ],
  },
  {
    // Open to visitors too: browsing and profiles need no account; contacts and booking still do.
    element: <AnyoneLayout />,
    children: [
      lazyRoute(pages.search, loadCustomerHomePage),
      lazyRoute(pages.customerProfessional, loadCustomerProfessionalPage),
      lazyRoute(pages.customerBusiness, loadCustomerBusinessPage),
    ],
  },
];
