import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout } from './layouts/app-layout.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { lazyRoute } from './lib/lazy-route.tsx';
import { pages } from './lib/paths.ts';
import { RequireSignIn } from './lib/guards.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { RouteErrorBoundary } from './pages/error-page.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { loadAccountDetailsPage } from './features/account/index.ts';
// The route tables of the areas compose the features' pages (src/features/<feature>/index.ts).
import { publicRoutes } from './routes/public.tsx';
import { setupRoutes } from './routes/setup.tsx';
import { businessRoutes } from './routes/business.tsx';
import { professionalRoutes } from './routes/professional.tsx';
import { customerRoutes } from './routes/customer.tsx';

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
        children: [lazyRoute(pages.accountDetails, loadAccountDetailsPage)],
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
