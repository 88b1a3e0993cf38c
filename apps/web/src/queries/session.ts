import { queryOptions } from '@tanstack/react-query';
import { isApiError, type Me } from '@urembo/api-client';
import { api } from '../lib/api.ts';

export const sessionKeys = {
  /** Who is signed in: set to null at sign-out and after a password reset, asked again after setup. */
  me: ['me'] as const,
};

export const setupMutations = {
  save: ['session', 'finish-setup'] as const,
};

export const sessionMutations = {
  signIn: ['session', 'sign-in'] as const,
  signUp: ['session', 'sign-up'] as const,
  resetPassword: ['session', 'reset-password'] as const,
  verifyCode: ['session', 'verify-code'] as const,
  setPassword: ['session', 'set-password'] as const,
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
