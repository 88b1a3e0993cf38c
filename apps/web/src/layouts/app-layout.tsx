import type { UserType } from '@urembo/api-client';
import { AppHeader, NotificationBell } from '@urembo/ui';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { t, type MessageId } from '../i18n/index.ts';
import { renderRouterLink } from '../lib/render-link.tsx';
import { HOME_BY_ROLE, PROFILE_BY_ROLE, useMe } from '../lib/session.tsx';
import {
  LanguageSwitch,
  LanguageSync,
  loadConsentPrompt,
  loadNotificationsBell,
} from '../features/account/index.ts';

// The modal and its queries load after the page: they must not weigh on the first paint of every route.
const NotificationsBell = lazy(loadNotificationsBell);
// Most accounts agreed at sign-up: the prompt's code loads only for the few that must be asked.
const ConsentPrompt = lazy(loadConsentPrompt);

/** The top bar of each signed-in role (spec section 2); labels are read in the current language when drawn. */
export const NAV_BY_ROLE: Record<UserType, { href: string; label: MessageId }[]> = {
  'Business Owner': [
    { href: '/business-dashboard', label: 'layout.nav.home' },
    { href: '/employees', label: 'layout.nav.employees' },
    { href: '/employment-requests', label: 'layout.nav.hiring' },
    { href: '/business-bookings', label: 'layout.nav.bookings' },
    { href: '/business-agenda', label: 'layout.nav.agenda' },
  ],
  'Beauty Professional': [
    { href: '/professional-home', label: 'layout.nav.home' },
    { href: '/professional-requests', label: 'layout.nav.requests' },
    { href: '/professional-agenda', label: 'layout.nav.agenda' },
    { href: '/professional-employer', label: 'layout.nav.employer' },
    { href: '/employment-invitations', label: 'layout.nav.invitations' },
  ],
  'Retail Customer': [
    { href: '/customer-home', label: 'layout.nav.home' },
    { href: '/appointments', label: 'layout.nav.appointments' },
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
        {t('layout.skipToContent')}
      </a>
      <AppHeader
        brandHref={role ? HOME_BY_ROLE[role] : '/'}
        links={role ? NAV_BY_ROLE[role].map(({ href, label }) => ({ href, label: t(label) })) : []}
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
        account={role ? { href: PROFILE_BY_ROLE[role], label: t('layout.account') } : undefined}
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
