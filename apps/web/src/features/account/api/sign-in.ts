import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '@urembo/api-client';
import { api } from '../../../lib/api.ts';
import type { MutationCallbacks } from '../../../lib/mutation.ts';
import { signedInQuery } from '../../../lib/session.tsx';

export const signInMutation = ['session', 'sign-in'] as const;

/**
 * Signs in, then asks the server who that is. `onAccepted` runs once the server has taken the
 * credentials, before that question.
 */
export function useSignIn({
  onAccepted,
  ...callbacks
}: MutationCallbacks<Me | null, { email: string; password: string }> & { onAccepted?: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationKey: signInMutation,
    mutationFn: async (credentials: { email: string; password: string }) => {
      await api.POST('/api/oauth/', { body: credentials });
      onAccepted?.();
      return queryClient.fetchQuery(signedInQuery);
    },
  });
}
