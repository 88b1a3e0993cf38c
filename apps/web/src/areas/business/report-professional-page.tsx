import { useMutation } from '@tanstack/react-query';
import { toFormData } from '@urembo/api-client';
import { ReportForm, toast, type ReportFormValues } from '@urembo/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../../lib/api.ts';

/** Sends an account report and goes back on success (shared by both report screens). */
export function useReport(reportedUser: number, fallback: string) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async ({ reasons, details }: ReportFormValues) =>
      api.POST('/api/account-reports/', {
        body: { reason: reasons.join(','), reported_user: reportedUser, ...(details ? { details } : {}) },
        bodySerializer: toFormData,
      }),
    onSuccess: () => {
      toast({ title: 'Report submitted successfully!', variant: 'success' });
      // Opened directly (no page of ours to go back to): go to the reported profile instead.
      const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      void (index > 0 ? navigate(-1) : navigate(fallback, { replace: true }));
    },
    onError: () => toast({ title: 'Failed to submit report', variant: 'error' }),
  });
}

export function ReportProfessionalPage() {
  const userId = Number(useParams().userId);
  const report = useReport(userId, `/OverviewPage/${userId}`);
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4">
      <h1 className="text-2xl font-bold">Report this user</h1>
      <ReportForm
        mode="professional"
        legend="Why are you reporting this professional?"
        busy={report.isPending}
        onSubmit={(values) => report.mutate(values)}
      />
    </div>
  );
}
