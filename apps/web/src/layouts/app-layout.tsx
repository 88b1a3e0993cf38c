import type { UserType } from '@urembo/api-client';
import { AppHeader, NotificationBell, type AppHeaderLink } from '@urembo/ui';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { renderRouterLink } from '../lib/render-link.tsx';
import { HOME_BY_ROLE, PROFILE_BY_ROLE, useMe } from '../lib/session.tsx';
import { LanguageSwitch, LanguageSync } from './language-switch.tsx';

// The modal and its queries load after the page: they must not weigh on the first paint of every route.
const NotificationsBell = lazy(() =>
  import('./notifications.tsx').then((m) => ({ default: m.NotificationsBell })),
);
// Most accounts agreed at sign-up: the prompt's code loads only for the few that must be asked.
const ConsentPrompt = lazy(() => import('./consent-prompt.tsx').then((m) => ({ default: m.ConsentPrompt })));

/** The top bar of each signed-in role (spec section 2). */
export const NAV_BY_ROLE: Record<UserType, AppHeaderLink[]> = {
  'Business Owner': [
    { href: '/business-dashboard', label: 'Home' },
    { href: '/employees', label: 'Employees' },
    { href: '/employment-requests', label: 'Hiring' },
    { href: '/business-bookings', label: 'Bookings' },
    { href: '/business-agenda', label: 'Agenda' },
  ],
  'Beauty Professional': [
    { href: '/professional-home', label: 'Home' },
    { href: '/professional-requests', label: 'Requests' },
    { href: '/professional-agenda', label: 'Agenda' },
    { href: '/professional-employer', label: 'Employer' },
    { href: '/employment-invitations', label: 'Invitations' },
  ],
  'Retail Customer': [
    { href: '/customer-home', label: 'Home' },
    { href: '/appointments', label: 'Appointments' },
  ],
};

/**
 * Layout route of the signed-in areas: the role's navigation, the notification bell and the account icon
 * above the page. Put it inside <RequireRole>, which guarantees someone is signed in.
 */
export function AppLayout() {
  const { data: me } = useMe();
  const { pathname } = useLocation();
  const role = me?.user_type;
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-background focus:p-2"
      >
        Skip to content
      </a>
      <AppHeader
        brandHref={role ? HOME_BY_ROLE[role] : '/'}
        links={role ? NAV_BY_ROLE[role] : []}
        currentHref={pathname}
        renderLink={renderRouterLink}
        actions={
          <>
            <LanguageSwitch />
            {me ? (
              <Suspense fallback={<NotificationBell disabled />}>
                <NotificationsBell />
              </Suspense>
            ) : null}
          </>
        }
        account={role ? { href: PROFILE_BY_ROLE[role], label: 'Your account' } : undefined}
      />
      {me ? <LanguageSync me={me} /> : null}
      {me?.consent_needed ? (
        <Suspense fallback={null}>
          <ConsentPrompt me={me} />
        </Suspense>
      ) : null}
      <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6">
        <Outlet />
      </main>
    </>
  );
}
