import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../lib/lazy-route.tsx';
import { pages } from '../../lib/paths.ts';
import { PublicLayout } from '../../layouts/public-layout.tsx';

/** Routes of this area; pages are lazy so each route loads only its own code. */
export const publicRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      lazyRoute(pages.home, () => import('./landing-page.tsx').then((m) => m.LandingPage)),
      lazyRoute(pages.signUp, () => import('./sign-up-page.tsx').then((m) => m.SignUpPage)),
      lazyRoute(pages.signUpBusinessOwner, () =>
        import('./sign-up-page.tsx').then((m) => m.SignUpBusinessOwnerPage),
      ),
      lazyRoute(pages.signIn, () => import('./sign-in-page.tsx').then((m) => m.SignInPage)),
      lazyRoute(pages.privacy, () => import('./privacy-page.tsx').then((m) => m.PrivacyPage)),
      lazyRoute(pages.contact, () => import('./contact-page.tsx').then((m) => m.ContactPage)),
      // Shared by every role, signed in or not: the customer profile and the others link here.
      lazyRoute(pages.resetPassword, () =>
        import('./password-reset-pages.tsx').then((m) => m.ResetPasswordPage),
      ),
      lazyRoute(pages.otpVerification, () =>
        import('./password-reset-pages.tsx').then((m) => m.OtpVerificationPage),
      ),
      lazyRoute(pages.setNewPassword, () =>
        import('./password-reset-pages.tsx').then((m) => m.SetNewPasswordPage),
      ),
    ],
  },
];
