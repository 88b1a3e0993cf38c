import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toFormData, type UserType } from '@urembo/api-client';
import { api } from '../../../lib/api.ts';
import type { MutationCallbacks } from '../../../lib/mutation.ts';
import { meQuery } from '../../../lib/session.tsx';

export const signUpMutation = ['session', 'sign-up'] as const;

async function register(userType: UserType, fields: Record<string, string | boolean>) {
  const body = { user_type: userType, ...fields };
  const options = { body: body as never, bodySerializer: toFormData };
  if (userType === 'Business Owner') return (await api.POST('/api/business-owners/', options)).data;
  if (userType === 'Beauty Professional') return (await api.POST('/api/beauty-professionals/', options)).data;
  return (await api.POST('/api/retail-customers/', options)).data;
}

interface Registration {
  userType: UserType;
  /** The sign-up form's fields as the server names them. */
  fields: Record<string, string | boolean>;
}

/** Creates the account, which the server signs in at once. */
export function useSignUp(callbacks: MutationCallbacks<Awaited<ReturnType<typeof register>>, Registration>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationKey: signUpMutation,
    mutationFn: async ({ userType, fields }: Registration) => {
      const created = await register(userType, fields);
      // The server signed the new account in with cookies; the session (asked for, empty, when the app
      // started) is asked again before the setup page checks it.
      await queryClient.fetchQuery({ ...meQuery, staleTime: 0 });
      return created;
    },
  });
}
