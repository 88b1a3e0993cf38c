import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { dismissToastsOlderThan, Toaster } from '@urembo/ui';
import { ScrollRestoration } from './scroll-restoration.tsx';

/** A toast shown this close to a page change announced it ('Login successful'): it stays. */
const ANNOUNCED_CHANGE_MS = 2000;

/**
 * Wraps every route: toasts for 5 s (spec section 9; at the bottom on phones) that do not outlive the page
 * they were about, and scroll restored per page.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => dismissToastsOlderThan(ANNOUNCED_CHANGE_MS), [pathname]);
  return (
    <>
      <Outlet />
      <Toaster duration={5000} />
      <ScrollRestoration />
    </>
  );
}
