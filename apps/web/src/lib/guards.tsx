import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import type { UserType } from '@urembo/api-client';
import { Button, EmptyState, Spinner } from '@urembo/ui';
import { HOME_BY_ROLE, useMe } from './session.tsx';

/**
 * Signed-out users go to /sign-in and come back afterwards; a user of another role gets a clear page.
 * The server still decides every call: this only spares people a broken screen.
 */
export function RequireRole({ roles, children }: { roles: readonly UserType[]; children: ReactNode }) {
  const { data: me, isPending } = useMe();
  const location = useLocation();
  if (isPending)
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label="Loading..." />
      </div>
    );
  if (!me) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/sign-in?next=${encodeURIComponent(next)}`} replace />;
  }
  if (!roles.includes(me.user_type))
    return <WrongRole home={HOME_BY_ROLE[me.user_type]} role={me.user_type} />;
  return <>{children}</>;
}

function WrongRole({ home, role }: { home: string; role: UserType }) {
  return (
    <main className="mx-auto max-w-lg p-6">
      <EmptyState
        titleAs="h1"
        title="This page is not for your account"
        description={`You are signed in as a ${role}. This page belongs to another kind of account.`}
        action={
          <Button asChild>
            <Link to={home}>Go to your home page</Link>
          </Button>
        }
      />
    </main>
  );
}
