import { useMutation } from '@tanstack/react-query';
import { toFormData } from '@urembo/api-client';
import { ReportForm, toast, type ReportFormValues } from '@urembo/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { t } from '../../i18n/index.ts';
import { api } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { reportMutations } from '../../queries/reports.ts';
import { errorText } from '../shared/errors.ts';

/** Sends an account report and goes back on success (shared by both report screens). */
export function useReport(reportedUser: number, fallback: string) {
  const navigate = useNavigate();
  return useMutation({
    mutationKey: reportMutations.create,
    mutationFn: async ({ reasons, details }: ReportFormValues) =>
      api.POST('/api/account-reports/', {
        body: { reason: reasons.join(','), reported_user: reportedUser, ...(details ? { details } : {}) },
        bodySerializer: toFormData,
      }),
    onSuccess: () => {
      toast({ title: t('business.report.sent'), variant: 'success' });
      // Opened directly (no page of ours to go back to): go to the reported profile instead.
      const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      void (index > 0 ? navigate(-1) : navigate(fallback, { replace: true }));
    },
    // The server says why in plain words (e.g. this account is already reported); a network failure says nothing.
    onError: (error) =>
      toast({
        title: t('business.report.failed'),
        description: errorText(error, '') || undefined,
        variant: 'error',
      }),
  });
}

/** A report screen: its heading, then the report form for the reported user (shared by both). */
export function ReportPage({
  title,
  legend,
  reportedUser,
  fallback,
}: {
  title: string;
  legend: string;
  reportedUser: number;
  /** Where to go after sending when there is no page to go back to: the reported profile. */
  fallback: string;
}) {
  const report = useReport(reportedUser, fallback);
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{title}</h1>
      <ReportForm labels={{ legend }} busy={report.isPending} onSubmit={(values) => report.mutate(values)} />
    </div>
  );
}

export function ReportProfessionalPage() {
  const userId = Number(useParams().userId);
  return (
    <ReportPage
      title={t('business.report.title')}
      legend={t('business.report.legend')}
      reportedUser={userId}
      fallback={paths.businessProfessional(userId)}
    />
  );
}
