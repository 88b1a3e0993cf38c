import type { RouteObject } from 'react-router-dom';
import { PublicLayout } from '../../layouts/public-layout.tsx';

/** Routes of this area; pages are lazy so each route loads only its own code. */
export const setupRoutes: RouteObject[] = [
  {
    // Right after registration: the header hides Login / Sign Up (spec section 2).
    element: <PublicLayout showAuth={false} footer={false} />,
    children: [
      {
        path: '/finish-setup-business/:userID',
        lazy: () =>
          import('./finish-setup-business-page.tsx').then((m) => ({ Component: m.FinishSetupBusinessPage })),
      },
      {
        path: '/finish-setup-business-professional/:userID',
        lazy: () =>
          import('./finish-setup-professional-page.tsx').then((m) => ({
            Component: m.FinishSetupProfessionalPage,
          })),
      },
    ],
  },
];
