import { AppHeader, Button, SiteFooter } from '@urembo/ui';
import { useSyncExternalStore } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { t } from '../i18n/index.ts';
import { renderRouterLink } from '../lib/render-link.tsx';
import { HOME_BY_ROLE, useMe } from '../lib/session.tsx';
import { AppLayout } from './app-layout.tsx';
import { LanguageSwitch } from '../features/account/index.ts';

const noSubscription = () => () => {};

/**
 * False while React hydrates prerendered HTML, true afterwards: what depends on the session changes only
 * after hydration, so the first render matches the prerendered page (/, /sign-in, /sign-up).
 */
function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Login and Sign Up, the public header's actions; a signed-in user gets the way to their home instead. */
function AuthButtons() {
  const { data: me } = useMe();
  const hydrated = useHydrated();
  if (me && hydrated)
    return (
      <Button asChild size="sm">
        <Link to={HOME_BY_ROLE[me.user_type]}>{t('layout.public.yourHome')}</Link>
      </Button>
    );
  return (
    <>
      <Button asChild variant="ghost" size="sm">
        <Link to="/sign-in">{t('layout.public.login')}</Link>
      </Button>
      <Button asChild size="sm">
        <Link to="/sign-up">{t('layout.public.signUp')}</Link>
      </Button>
    </>
  );
}

export function PublicHeader({ showAuth = true }: { showAuth?: boolean }) {
  return (
    <AppHeader
      renderLink={renderRouterLink}
      actions={
        <>
          <LanguageSwitch />
          {showAuth ? <AuthButtons /> : null}
        </>
      }
    />
  );
}

/**
 * Layout route of public pages: header with Login / Sign Up, the page, the footer. `showAuth={false}` is for
 * the setup pages, where the user just registered and the header hides the auth buttons (spec section 2).
 */
export function PublicLayout({
  showAuth = true,
  footer = true,
  padded = false,
}: {
  showAuth?: boolean;
  footer?: boolean;
  /** For app pages a visitor may open too: the app layout's margins around them. */
  padded?: boolean;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader showAuth={showAuth} />
      <main id="main" className="flex-1">
        {padded ? (
          <div className="mx-auto w-full max-w-6xl px-4 py-6">
            <Outlet />
          </div>
        ) : (
          <Outlet />
        )}
      </main>
      {footer ? (
        <SiteFooter renderLink={renderRouterLink} copyright={`© ${new Date().getFullYear()} Urembo`} />
      ) : null}
    </div>
  );
}

/**
 * Pages anyone may open (search, vendors' profiles): a signed-in user keeps the app's header and
 * navigation, a visitor gets the public one.
 */
export function AnyoneLayout() {
  const { data: me, isPending } = useMe();
  if (isPending) return null;
  return me ? <AppLayout /> : <PublicLayout padded />;
}
