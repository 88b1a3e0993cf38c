import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api.ts';

export const privacyKeys = {
  /** The current privacy notice's facts: version, data protection officer, retention periods. */
  notice: ['privacy-notice'] as const,
};

export const privacyMutations = {
  consent: ['me', 'privacy-consent'] as const,
  marketing: ['me', 'marketing'] as const,
  deleteAccount: ['me', 'delete'] as const,
};

/**
 * The user's copy of their data: plain links, so the browser downloads it with the session cookie
 * (the server names the files in Content-Disposition).
 */
export const myDataUrls = {
  archive: '/api/me/data/archive/',
  json: '/api/me/data/',
} as const;

/** Changes with a new version of the notice only: asked once per visit. */
export const privacyNoticeQuery = queryOptions({
  queryKey: privacyKeys.notice,
  queryFn: async () => (await api.GET('/api/privacy-notice/')).data!,
  staleTime: Infinity,
});
