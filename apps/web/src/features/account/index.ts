// The account feature's public face: the only module of it that other features, the layouts and the
// route tables import (eslint.config.js holds them to it).
export { notificationKeys } from './api/notifications.ts';
export { useSignOut } from './api/sign-out.ts';
export { LanguageSwitch, LanguageSync } from './components/language-switch.tsx';

/** The notification bell, loaded after the page (layouts/app-layout.tsx), as React's lazy() takes it. */
export const loadNotificationsBell = () =>
  import('./components/notifications.tsx').then((m) => ({ default: m.NotificationsBell }));

/** The privacy notice's prompt, loaded only for an account that has to be asked, as React's lazy() takes it. */
export const loadConsentPrompt = () =>
  import('./components/consent-prompt.tsx').then((m) => ({ default: m.ConsentPrompt }));

// The feature's pages, each loaded when its route is opened (lib/lazy-route.tsx).
export const loadSignUpPage = () => import('./pages/sign-up-page.tsx').then((m) => m.SignUpPage);
export const loadSignUpBusinessOwnerPage = () =>
  import('./pages/sign-up-page.tsx').then((m) => m.SignUpBusinessOwnerPage);
export const loadSignInPage = () => import('./pages/sign-in-page.tsx').then((m) => m.SignInPage);
export const loadPrivacyPage = () => import('./pages/privacy-page.tsx').then((m) => m.PrivacyPage);
export const loadContactPage = () => import('./pages/contact-page.tsx').then((m) => m.ContactPage);
export const loadResetPasswordPage = () =>
  import('./pages/password-reset-pages.tsx').then((m) => m.ResetPasswordPage);
export const loadOtpVerificationPage = () =>
  import('./pages/password-reset-pages.tsx').then((m) => m.OtpVerificationPage);
export const loadSetNewPasswordPage = () =>
  import('./pages/password-reset-pages.tsx').then((m) => m.SetNewPasswordPage);
export const loadAccountDetailsPage = () =>
  import('./pages/account-details-page.tsx').then((m) => m.AccountDetailsPage);
