import { useMutation } from '@tanstack/react-query';
import { toFormData, type AccountReport } from '@urembo/api-client';
import type { ReportFormValues } from '@urembo/ui';
import { api } from '../../../lib/api.ts';
import type { MutationCallbacks } from '../../../lib/mutation.ts';
import { reportMutations } from './reviews.ts';

export interface Report extends ReportFormValues {
  reportedUser: number;
}

/** Reports an account: the spec's reasons as the server's comma-separated text, the details when given. */
export function useReport(callbacks: MutationCallbacks<AccountReport, Report>) {
  return useMutation({
    ...callbacks,
    mutationKey: reportMutations.create,
    mutationFn: async ({ reportedUser, reasons, details }: Report) =>
      (
        await api.POST('/api/account-reports/', {
          body: { reason: reasons.join(','), reported_user: reportedUser, ...(details ? { details } : {}) },
          bodySerializer: toFormData,
        })
      ).data!,
  });
}
