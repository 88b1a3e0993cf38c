import type { RouteObject } from 'react-router-dom';
import { PublicLayout } from '../../layouts/public-layout.tsx';

/** Routes of this area; pages are lazy so each route loads only its own code. */
export const publicRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: '/', lazy: () => import('./landing-page.tsx').then((m) => ({ Component: m.LandingPage })) },
      {
        path: '/sign-up',
        lazy: () => import('./sign-up-page.tsx').then((m) => ({ Component: m.SignUpPage })),
      },
      {
        path: '/sign-up-business-owner',
        lazy: () => import('./sign-up-page.tsx').then((m) => ({ Component: m.SignUpBusinessOwnerPage })),
      },
      {
        path: '/sign-in',
        lazy: () => import('./sign-in-page.tsx').then((m) => ({ Component: m.SignInPage })),
      },
      {
        path: '/privacy',
        lazy: () => import('./privacy-page.tsx').then((m) => ({ Component: m.PrivacyPage })),
      },
      {
        path: '/contact-form',
        lazy: () => import('./contact-page.tsx').then((m) => ({ Component: m.ContactPage })),
      },
      // Shared by every role, signed in or not: the customer profile and the others link here.
      {
        path: '/reset-password',
        lazy: () => import('./password-reset-pages.tsx').then((m) => ({ Component: m.ResetPasswordPage })),
      },
      {
        path: '/otp-verification',
        lazy: () => import('./password-reset-pages.tsx').then((m) => ({ Component: m.OtpVerificationPage })),
      },
      {
        path: '/set-new-password',
        lazy: () => import('./password-reset-pages.tsx').then((m) => ({ Component: m.SetNewPasswordPage })),
      },
    ],
  },
];
