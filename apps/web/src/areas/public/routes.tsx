import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../lib/lazy-route.tsx';
import { PublicLayout } from '../../layouts/public-layout.tsx';

/** Routes of this area; pages are lazy so each route loads only its own code. */
export const publicRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      lazyRoute('/', () => import('./landing-page.tsx').then((m) => m.LandingPage)),
      lazyRoute('/sign-up', () => import('./sign-up-page.tsx').then((m) => m.SignUpPage)),
      lazyRoute('/sign-up-business-owner', () =>
        import('./sign-up-page.tsx').then((m) => m.SignUpBusinessOwnerPage),
      ),
      lazyRoute('/sign-in', () => import('./sign-in-page.tsx').then((m) => m.SignInPage)),
      lazyRoute('/privacy', () => import('./privacy-page.tsx').then((m) => m.PrivacyPage)),
      lazyRoute('/contact-form', () => import('./contact-page.tsx').then((m) => m.ContactPage)),
      // Shared by every role, signed in or not: the customer profile and the others link here.
      lazyRoute('/reset-password', () =>
        import('./password-reset-pages.tsx').then((m) => m.ResetPasswordPage),
      ),
      lazyRoute('/otp-verification', () =>
        import('./password-reset-pages.tsx').then((m) => m.OtpVerificationPage),
      ),
      lazyRoute('/set-new-password', () =>
        import('./password-reset-pages.tsx').then((m) => m.SetNewPasswordPage),
      ),
    ],
  },
];
