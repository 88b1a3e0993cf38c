import type { RouteObject } from 'react-router-dom';
import {
  loadContactPage,
  loadOtpVerificationPage,
  loadPrivacyPage,
  loadResetPasswordPage,
  loadSetNewPasswordPage,
  loadSignInPage,
  loadSignUpBusinessOwnerPage,
  loadSignUpPage,
} from '../features/account/index.ts';
import { loadLandingPage } from '../features/browse/index.ts';
import { PublicLayout } from '../layouts/public-layout.tsx';
import { lazyRoute } from '../lib/lazy-route.tsx';
import { pages } from '../lib/paths.ts';

/** Routes of this area; pages are lazy so each route loads only its own code. */
export const publicRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      lazyRoute(pages.home, loadLandingPage),
      lazyRoute(pages.signUp, loadSignUpPage),
      lazyRoute(pages.signUpBusinessOwner, loadSignUpBusinessOwnerPage),
      lazyRoute(pages.signIn, loadSignInPage),
      lazyRoute(pages.privacy, loadPrivacyPage),
      lazyRoute(pages.contact, loadContactPage),
      // Shared by every role, signed in or not: the customer profile and the others link here.
      lazyRoute(pages.resetPassword, loadResetPasswordPage),
      lazyRoute(pages.otpVerification, loadOtpVerificationPage),
      lazyRoute(pages.setNewPassword, loadSetNewPasswordPage),
    ],
  },
];
