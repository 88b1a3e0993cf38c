import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { Me, UserType } from '@urembo/api-client';
import { Spinner } from '@urembo/ui';
import { t } from '../i18n/index.ts';
import { MessagePage } from '../pages/message-page.tsx';
import { paths } from './paths.ts';
import { HOME_BY_ROLE, useMe } from './session.tsx';

/**
 * Waits for the session; a signed-out user goes to /sign-in and comes back here afterwards. Pages that
 * need the signed-in account (the setup pages) get it from `children`.
 */
export function RequireSignIn({ children }: { children: (me: Me) => ReactNode }) {
  const { data: me, isPending } = useMe();
  const location = useLocation();
  if (isPending)
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner labels={{ loading: t('common.guards.loading') }} />
      </div>
    );
  if (!me) return <Navigate to={paths.signIn(`${location.pathname}${location.search}`)} replace />;
  return <>{children(me)}</>;
}

/**
 * Signed-out users go to /sign-in and come back afterwards; a user of another role gets a clear page.
 * The server still decides every call: this only spares people a broken screen.
 */
export function RequireRole({ roles, children }: { roles: readonly UserType[]; children: ReactNode }) {
  return (
    <RequireSignIn>
      {(me) =>
        roles.includes(me.user_type) ? (
          children
        ) : (
          <WrongRole home={HOME_BY_ROLE[me.user_type]} role={me.user_type} />
        )
      }
    </RequireSignIn>
  );
}

/** The role as the message's select names it (ICU keys are single words; the API's values stay as they are). */
const ROLE_KEY: Record<UserType, string> = {
  'Business Owner': 'owner',
  'Beauty Professional': 'professional',
  'Retail Customer': 'customer',
};

function WrongRole({ home, role }: { home: string; role: UserType }) {
  return (
    <MessagePage
      title={t('common.guards.wrongRole.title')}
      description={t('common.guards.wrongRole.description', { role: ROLE_KEY[role] })}
      to={home}
      action={t('common.guards.wrongRole.action')}
    />
  );
}
