import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Toaster } from '@urembo/ui';

/** Wraps every route: toasts top-right for 5 s (spec section 9) and scroll restored per page. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <Toaster duration={5000} />
      <ScrollRestoration />
    </>
  );
}
