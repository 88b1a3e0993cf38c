export const contactMutations = {
  send: ['contact-messages', 'create'] as const,
};
