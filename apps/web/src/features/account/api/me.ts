import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toFormData, type Me, type Schemas } from '@urembo/api-client';
import { api } from '../../../lib/api.ts';
import { invalidate } from '../../../lib/invalidate.ts';
import type { MutationCallbacks } from '../../../lib/mutation.ts';
import { sessionKeys } from '../../../lib/session.tsx';
import { shrunkFile } from '../../../lib/shrink-image.ts';
import { businessKeys, professionalKeys } from '../../profiles/index.ts';

// The signed-in user's own account. Every answer is the account as saved: it becomes the session's copy.

/** Keeps the session's cached user in step with what the server saved. */
function useSaveMe() {
  const queryClient = useQueryClient();
  return (saved: Me) => queryClient.setQueryData(sessionKeys.me, saved);
}

/** Name, phone and (a customer's) home county. */
export function useSaveAccount(callbacks: MutationCallbacks<Me, Schemas['AccountUpdate']>) {
  const saveMe = useSaveMe();
  return useMutation({
    ...callbacks,
    mutationFn: async (body: Schemas['AccountUpdate']) => (await api.PATCH('/api/me/', { body })).data!,
    onSuccess: (saved, body) => {
      saveMe(saved);
      return callbacks.onSuccess?.(saved, body);
    },
  });
}

export interface MessagePreference {
  topic: keyof Me['message_preferences'];
  channel: 'sms' | 'email';
  on: boolean;
}

/** One topic's messages by one channel, on or off. */
export function useSaveMessagePreference(callbacks: MutationCallbacks<Me, MessagePreference>) {
  const saveMe = useSaveMe();
  return useMutation({
    ...callbacks,
    mutationKey: ['me', 'message-preferences'],
    mutationFn: async ({ topic, channel, on }: MessagePreference) =>
      (await api.PATCH('/api/me/', { body: { message_preferences: { [topic]: { [channel]: on } } } })).data!,
    onSuccess: (saved, preference) => {
      saveMe(saved);
      return callbacks.onSuccess?.(saved, preference);
    },
  });
}

export function useChangeEmail(callbacks: MutationCallbacks<Me, { email: string; currentPassword: string }>) {
  const saveMe = useSaveMe();
  return useMutation({
    ...callbacks,
    mutationFn: async ({ email, currentPassword }: { email: string; currentPassword: string }) =>
      (await api.POST('/api/me/email/', { body: { email, current_password: currentPassword } })).data!,
    onSuccess: (saved, change) => {
      saveMe(saved);
      return callbacks.onSuccess?.(saved, change);
    },
  });
}

interface PasswordChange {
  current: string;
  password: string;
  confirm: string;
}

export function useChangePassword(callbacks: MutationCallbacks<unknown, PasswordChange>) {
  return useMutation({
    ...callbacks,
    mutationFn: async ({ current, password, confirm }: PasswordChange) =>
      api.POST('/api/me/password/', {
        body: { current_password: current, new_password: password, confirm_password: confirm },
      }),
  });
}

/**
 * A new profile photo (or none) is saved: vendors' cards and profiles show it too, so they are asked
 * again once the screen has said so.
 */
function usePhotoSaved() {
  const queryClient = useQueryClient();
  const saveMe = useSaveMe();
  return async (saved: Me, onScreen: () => unknown) => {
    saveMe(saved);
    onScreen();
    await invalidate(queryClient, professionalKeys.all, businessKeys.all);
  };
}

/** Uploads the profile photo, shrunk first. */
export function useUploadPhoto(callbacks: MutationCallbacks<Me, File>) {
  const photoSaved = usePhotoSaved();
  return useMutation({
    ...callbacks,
    mutationFn: async (file: File) =>
      (
        await api.PUT('/api/me/photo/', {
          // openapi-typescript types a file part as its string form; toFormData sends the File itself.
          body: { photo: (await shrunkFile(file)) as unknown as string },
          bodySerializer: toFormData,
        })
      ).data!,
    onSuccess: (saved, file) => photoSaved(saved, () => callbacks.onSuccess?.(saved, file)),
  });
}

/** Back to initials. */
export function useRemovePhoto(callbacks: MutationCallbacks<Me, void>) {
  const photoSaved = usePhotoSaved();
  return useMutation({
    ...callbacks,
    mutationFn: async () => (await api.DELETE('/api/me/photo/')).data!,
    onSuccess: (saved) => photoSaved(saved, () => callbacks.onSuccess?.(saved)),
  });
}

/** Asks the server to text a code to the account's phone. */
export function useSendPhoneCode(callbacks: MutationCallbacks<{ expires_at: string }, void>) {
  return useMutation({
    ...callbacks,
    mutationFn: async () => (await api.POST('/api/me/phone/verify/')).data!,
  });
}

/** The code typed back: the phone is verified from then on. */
export function useConfirmPhone(callbacks: MutationCallbacks<Me, { code: string }>) {
  const saveMe = useSaveMe();
  return useMutation({
    ...callbacks,
    mutationFn: async ({ code }: { code: string }) =>
      (await api.POST('/api/me/phone/confirm/', { body: { code } })).data!,
    onSuccess: (saved, code) => {
      saveMe(saved);
      return callbacks.onSuccess?.(saved, code);
    },
  });
}
