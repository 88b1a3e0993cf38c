import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { MutationCallbacks } from '../../../lib/mutation.ts';

export const contactMutations = {
  send: ['contact-messages', 'create'] as const,
};

export interface ContactMessage {
  fullName: string;
  email: string;
  phone: string;
  /** Empty when the sender named none. */
  business: string;
  message: string;
}

async function sendContactMessage({ fullName, email, phone, business, message }: ContactMessage) {
  return (
    await api.POST('/api/contact-messages/', {
      body: { full_name: fullName, email, phone, message, ...(business ? { business } : {}) },
    })
  ).data;
}

/** The contact form's message to the team. */
export function useSendContactMessage(
  callbacks: MutationCallbacks<Awaited<ReturnType<typeof sendContactMessage>>, ContactMessage>,
) {
  return useMutation({ ...callbacks, mutationKey: contactMutations.send, mutationFn: sendContactMessage });
}
