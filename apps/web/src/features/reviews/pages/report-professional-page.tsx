import { REPORT_REASONS, ReportForm, toast } from '@urembo/ui';
import { useNavigate, useParams } from 'react-router-dom';
import * as v from 'valibot';
import { t } from '../../../i18n/index.ts';
import { errorText } from '../../../lib/errors.ts';
import { handleSubmit, showFieldErrors, useField, useForm } from '../../../lib/form.tsx';
import { paths } from '../../../lib/paths.ts';
import { useReport } from '../api/report.ts';

/**
 * The reasons in the spec's order and the text for 'Something else', sent only with it. The report form's
 * Submit waits for a reason (and that text), so these checks never need a message of their own.
 */
const reportSchema = v.pipe(
  v.object({
    reasons: v.pipe(v.array(v.picklist(REPORT_REASONS)), v.minLength(1)),
    details: v.pipe(v.string(), v.trim()),
  }),
  v.transform(({ reasons, details }) => ({
    reasons,
    details: reasons.includes('Something else') ? details : '',
  })),
);

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
  const navigate = useNavigate();
  const form = useForm(reportSchema, { reasons: [], details: '' });
  const reasons = useField(form, { path: ['reasons'] });
  const details = useField(form, { path: ['details'] });
  const report = useReport({
    onSuccess: () => {
      toast({ title: t('business.report.sent'), variant: 'success' });
      // Opened directly (no page of ours to go back to): go to the reported profile instead.
      const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      void (index > 0 ? navigate(-1) : navigate(fallback, { replace: true }));
    },
    onError: (error) => {
      showFieldErrors(form, error, { reason: 'reasons' });
      // The server says why in plain words (e.g. this account is already reported); a network failure says nothing.
      toast({
        title: t('business.report.failed'),
        description: errorText(error, '') || undefined,
        variant: 'error',
      });
    },
  });
  const submit = handleSubmit(form, (values) => report.mutate({ reportedUser, ...values }));

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{title}</h1>
      <ReportForm
        labels={{ legend }}
        reasons={reasons.input ?? []}
        onReasonsChange={reasons.onChange}
        details={details.input ?? ''}
        onDetailsChange={details.onChange}
        reasonsError={reasons.errors?.[0]}
        detailsError={details.errors?.[0]}
        busy={report.isPending}
        onSubmit={() => void submit()}
      />
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
