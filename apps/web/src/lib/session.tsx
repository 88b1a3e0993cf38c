import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserType } from '@urembo/api-client';
import { useNavigate } from 'react-router-dom';
import { meQuery, sessionKeys } from '../queries/session.ts';
import { api } from './api.ts';

// Kept for main.tsx's import until it imports from queries/session.ts.
export { meQuery };

export function useMe() {
  return useQuery(meQuery);
}

/** Where each role lands after signing in (spec section 4). */
export const HOME_BY_ROLE: Record<UserType, string> = {
  'Business Owner': '/business-dashboard',
  'Retail Customer': '/customer-home',
  'Beauty Professional': '/professional-home',
};

export const PROFILE_BY_ROLE: Record<UserType, string> = {
  'Business Owner': '/business-profile',
  'Retail Customer': '/customer-profile',
  'Beauty Professional': '/professional-profile',
};

/** Logout calls the API (which clears both cookies), forgets cached data and returns to /. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await api.POST('/api/logout/');
    } finally {
      // Leave the signed-in pages first, and synchronously (a navigation is otherwise drawn later, as a
      // transition): cleared while they are still mounted, their queries would ask again without a session.
      await navigate('/', { replace: true, flushSync: true });
      queryClient.clear();
      queryClient.setQueryData(sessionKeys.me, null);
    }
  };
}
