import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@urembo/i18n';
import { api } from '../../../lib/api.ts';
import { sessionKeys } from '../../../lib/session.tsx';

// Apart from the account's other writes (me.ts): the header's language switch, on every page, loads it.

export const languageMutations = { save: ['session', 'language'] as const };

/** The language of the account, which the server's SMS and e-mails follow too. */
export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: languageMutations.save,
    mutationFn: async (language: Locale) => (await api.PATCH('/api/me/', { body: { language } })).data!,
    onSuccess: (saved) => queryClient.setQueryData(sessionKeys.me, saved),
  });
}
