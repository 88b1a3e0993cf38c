import type { RouteObject } from 'react-router-dom';
import { loadFinishBusinessSetupPage, loadFinishProfessionalSetupPage } from '../features/profiles/index.ts';
import { PublicLayout } from '../layouts/public-layout.tsx';
import { lazyRoute } from '../lib/lazy-route.tsx';
import { pages } from '../lib/paths.ts';

/** Routes of this area; pages are lazy so each route loads only its own code. */
export const setupRoutes: RouteObject[] = [
  {
    // Right after registration: the header hides Login / Sign Up (spec section 2).
    element: <PublicLayout showAuth={false} footer={false} />,
    children: [
      lazyRoute(pages.finishBusinessSetup, loadFinishBusinessSetupPage),
      lazyRoute(pages.finishProfessionalSetup, loadFinishProfessionalSetupPage),
    ],
  },
];
