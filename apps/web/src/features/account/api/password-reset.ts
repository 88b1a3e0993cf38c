import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { MutationCallbacks } from '../../../lib/mutation.ts';
import { sessionKeys } from '../../../lib/session.tsx';

export const passwordResetMutations = {
  sendCode: ['session', 'reset-password'] as const,
  verifyCode: ['session', 'verify-code'] as const,
  setPassword: ['session', 'set-password'] as const,
};

/** Sends a password reset code to the account's e-mail (and by SMS when asked). */
export function useSendResetCode(
  callbacks: MutationCallbacks<{ detail: string } | undefined, { email: string; bySms?: boolean }>,
) {
  return useMutation({
    ...callbacks,
    mutationKey: passwordResetMutations.sendCode,
    mutationFn: async ({ email, bySms = false }: { email: string; bySms?: boolean }) =>
      (await api.POST('/api/password_reset/', { body: { email, ...(bySms ? { send_sms: true } : {}) } }))
        .data,
  });
}

/** Checks a reset code; its answer carries the token that lets the password be set. */
export function useVerifyResetCode(
  callbacks: MutationCallbacks<{ reset_token: string } | undefined, { email: string; code: string }>,
) {
  return useMutation({
    ...callbacks,
    mutationKey: passwordResetMutations.verifyCode,
    mutationFn: async ({ email, code }: { email: string; code: string }) =>
      (await api.POST('/api/password_reset/verify/', { body: { email, otp: code } })).data,
  });
}

interface NewPassword {
  resetToken: string;
  password: string;
  confirm: string;
}

/** Sets the new password; every session of the account ends with it. */
export function useSetNewPassword(callbacks: MutationCallbacks<{ detail: string } | undefined, NewPassword>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationKey: passwordResetMutations.setPassword,
    mutationFn: async ({ resetToken, password, confirm }: NewPassword) =>
      (
        await api.POST('/api/password_reset/confirm/', {
          body: { reset_token: resetToken, password, confirm_password: confirm },
        })
      ).data,
    onSuccess: (data, variables) => {
      queryClient.setQueryData(sessionKeys.me, null);
      return callbacks.onSuccess?.(data, variables);
    },
  });
}
