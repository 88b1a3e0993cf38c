import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '@urembo/api-client';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api.ts';
import type { MutationCallbacks } from '../../../lib/mutation.ts';
import { sessionKeys } from '../../../lib/session.tsx';

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

/** Agrees to the current privacy notice, with the choice about offers and news made beside it. */
export function useAcceptPrivacyNotice(callbacks: MutationCallbacks<Me, { marketing: boolean }>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationKey: privacyMutations.consent,
    mutationFn: async ({ marketing }: { marketing: boolean }) =>
      (await api.PATCH('/api/me/', { body: { accept_privacy_notice: true, marketing_opt_in: marketing } }))
        .data!,
    onSuccess: (saved, choice) => {
      // The screen first: the prompt goes away with the saved answer, and the focus it held must move on.
      callbacks.onSuccess?.(saved, choice);
      queryClient.setQueryData(sessionKeys.me, saved);
    },
  });
}

/** Offers and news, on or off (the objection to marketing of the Data Protection Act). */
export function useSaveMarketing(callbacks: MutationCallbacks<Me, boolean>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationKey: privacyMutations.marketing,
    mutationFn: async (on: boolean) =>
      (await api.PATCH('/api/me/', { body: { marketing_opt_in: on } })).data!,
    onSuccess: (saved, on) => {
      queryClient.setQueryData(sessionKeys.me, saved);
      return callbacks.onSuccess?.(saved, on);
    },
  });
}

/** Deletes the account: the user leaves the signed-in pages, and everything cached is forgotten. */
export function useDeleteAccount(callbacks: MutationCallbacks<unknown, { password: string }>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    ...callbacks,
    mutationKey: privacyMutations.deleteAccount,
    mutationFn: async ({ password }: { password: string }) =>
      api.POST('/api/me/delete/', { body: { password } }),
    onSuccess: async (answer, variables) => {
      // As at sign-out (api/sign-out.ts): leave the signed-in pages first, then forget everything cached.
      await navigate('/', { replace: true, flushSync: true });
      queryClient.clear();
      queryClient.setQueryData(sessionKeys.me, null);
      return callbacks.onSuccess?.(answer, variables);
    },
  });
}
