import { EmptyState } from '@urembo/ui';
import type { ReactNode } from 'react';
import { isValidId } from '../../../lib/paging.ts';
import { genericError, isNotFound } from '../../../lib/errors.ts';
import { ProfileSkeleton } from './profile-parts.tsx';

/**
 * What a vendor's overview page shows until the vendor is loaded: "not found" for an impossible id or a
 * 404, the generic error, or the skeleton while it loads; null once the vendor is there.
 */
export function profileFallback(
  id: number,
  query: { isError: boolean; isPending: boolean; error: unknown },
  {
    notFound,
    back,
    loading = <ProfileSkeleton />,
  }: { notFound: string; back: ReactNode; loading?: ReactNode },
): ReactNode {
  if (!isValidId(id) || isNotFound(query.error))
    return <EmptyState titleAs="h1" title={notFound} action={back} />;
  if (query.isError) return <EmptyState titleAs="h1" title={genericError()} action={back} />;
  if (query.isPending) return loading;
  return null;
}

/** What one's own profile page shows until the profile is loaded: why it failed, or the skeleton. */
export function ownProfileFallback(query: { isError: boolean; data?: unknown }, failed: string): ReactNode {
  if (query.isError) return <EmptyState titleAs="h1" title={failed} />;
  if (!query.data) return <ProfileSkeleton />;
  return null;
}
