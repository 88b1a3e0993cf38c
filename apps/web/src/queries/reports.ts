export const reportMutations = {
  create: ['account-reports', 'create'] as const,
};
