import { Spinner } from '@urembo/ui';
import type { Me } from '@urembo/api-client';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useMe } from '../../lib/session.tsx';

/** The setup pages use the session cookie set at registration; without it the user signs in first. */
export function RequireSession({ children }: { children: (me: Me) => ReactNode }) {
  const { data: me, isPending } = useMe();
  const location = useLocation();
  if (isPending)
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label="Loading..." />
      </div>
    );
  if (!me) return <Navigate to={`/sign-in?next=${encodeURIComponent(location.pathname)}`} replace />;
  return <>{children(me)}</>;
}
