import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError, type Me, type UserType } from '@urembo/api-client';
import { api } from './api.ts';

export const sessionKeys = {
  /** Who is signed in: set to null at sign-out and after a password reset, asked again after setup. */
  me: ['me'] as const,
};

/**
 * The server sets the page-readable csrftoken cookie together with the session cookie and clears both at
 * logout: without it nobody is signed in, and asking /api/me/ would only earn a 401 (and a console error).
 */
export function mayBeSignedIn(): boolean {
  return /(?:^|;\s*)csrftoken=/.test(document.cookie);
}

async function fetchMe(): Promise<Me | null> {
  try {
    const { data } = await api.GET('/api/me/');
    return data ?? null;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

/** Who is signed in (null when nobody is), asked of the server: the page keeps no token of its own. */
export const meQuery = queryOptions({
  queryKey: sessionKeys.me,
  queryFn: () => (mayBeSignedIn() ? fetchMe() : null),
  staleTime: 5 * 60_000,
});

/** Who just signed in or up: asked at once, whatever the cookies the page can read say. */
export const signedInQuery = queryOptions({ ...meQuery, queryFn: fetchMe, staleTime: 0 });

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
