import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError, type Me, type UserType } from '@urembo/api-client';
import { useNavigate } from 'react-router-dom';
import { api } from './api.ts';

export const ME_KEY = ['me'] as const;

/**
 * The server sets the page-readable csrftoken cookie together with the session cookie and clears both at
 * logout: without it nobody is signed in, and asking /api/me/ would only earn a 401 (and a console error).
 */
function mayBeSignedIn(): boolean {
  return /(?:^|;\s*)csrftoken=/.test(document.cookie);
}

/** Who is signed in (null when nobody is), asked of the server: the page keeps no token of its own. */
export const meQuery = queryOptions({
  queryKey: ME_KEY,
  queryFn: async (): Promise<Me | null> => {
    if (!mayBeSignedIn()) return null;
    try {
      const { data } = await api.GET('/api/me/');
      return data ?? null;
    } catch (error) {
      if (isApiError(error) && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 5 * 60_000,
});

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
      queryClient.setQueryData(ME_KEY, null);
    }
  };
}
