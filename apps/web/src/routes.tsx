import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout } from './layouts/app-layout.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { lazyRoute } from './lib/lazy-route.tsx';
import { pages } from './lib/paths.ts';
import { RequireSignIn } from './lib/guards.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { RouteErrorBoundary } from './pages/error-page.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { publicRoutes } from './areas/public/routes.tsx';
import { setupRoutes } from './areas/setup/routes.tsx';
import { businessRoutes } from './areas/business/routes.tsx';
import { professionalRoutes } from './areas/professional/routes.tsx';
import { customerRoutes } from './areas/customer/routes.tsx';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...publicRoutes,
      ...setupRoutes,
      ...businessRoutes,
      ...professionalRoutes,
      ...customerRoutes,
      {
        element: <RequireSignIn>{() => <AppLayout />}</RequireSignIn>,
        children: [
          lazyRoute(pages.accountDetails, () =>
            import('./areas/shared/account-details-page.tsx').then((m) => m.AccountDetailsPage),
          ),
        ],
      },
      // Under the public header, so a lost visitor or user still has the site's navigation.
      { element: <PublicLayout />, children: [{ path: '*', element: <NotFoundPage /> }] },
    ],
  },
];

/**
 * The app's pages at the router's address (BrowserRouter in the browser, StaticRouter when prerendering),
 * the error page in their place if one fails.
 */
export function AppRoutes() {
  const location = useLocation();
  const page = useRoutes(routes);
  return <RouteErrorBoundary location={location}>{page}</RouteErrorBoundary>;
}
