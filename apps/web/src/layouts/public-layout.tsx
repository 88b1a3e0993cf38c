import { AppHeader, Button, SiteFooter } from '@urembo/ui';
import { Link, Outlet } from 'react-router-dom';
import { renderRouterLink } from '../lib/render-link.tsx';

/** Login and Sign Up, the public header's actions. */
function AuthButtons() {
  return (
    <>
      <Button asChild variant="ghost" size="sm">
        <Link to="/sign-in">Login</Link>
      </Button>
      <Button asChild size="sm">
        <Link to="/sign-up">Sign Up</Link>
      </Button>
    </>
  );
}

export function PublicHeader({ showAuth = true }: { showAuth?: boolean }) {
  return <AppHeader renderLink={renderRouterLink} actions={showAuth ? <AuthButtons /> : null} />;
}

/**
 * Layout route of public pages: header with Login / Sign Up, the page, the footer. `showAuth={false}` is for
 * the setup pages, where the user just registered and the header hides the auth buttons (spec section 2).
 */
export function PublicLayout({ showAuth = true, footer = true }: { showAuth?: boolean; footer?: boolean }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader showAuth={showAuth} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      {footer ? (
        <SiteFooter renderLink={renderRouterLink} copyright={`© ${new Date().getFullYear()} Urembo`} />
      ) : null}
    </div>
  );
}
