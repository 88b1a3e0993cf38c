import { EmptyState, ReportForm } from '@urembo/ui';
import { useSearchParams } from 'react-router-dom';
import { useReport } from '../business/report-professional-page.tsx';

/** Report a business: 'Something else' with a text (spec section 5), sent for real. */
export function ReportBusinessPage() {
  const [params] = useSearchParams();
  const userId = Number(params.get('user'));
  const report = useReport(userId, `/BusinessOverviewPage/${userId}`);
  if (!Number.isInteger(userId) || userId < 1)
    return <EmptyState titleAs="h1" title="Which business? Open the report from its page." />;
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4">
      <h1 className="text-2xl font-bold">Report this company</h1>
      <ReportForm
        mode="business"
        legend="Why are you reporting this business?"
        busy={report.isPending}
        onSubmit={(values) => report.mutate(values)}
      />
    </div>
  );
}
