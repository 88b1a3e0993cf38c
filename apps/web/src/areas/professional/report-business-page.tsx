import { EmptyState } from '@urembo/ui';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../lib/paths.ts';
import { ReportPage } from '../business/report-professional-page.tsx';

/** Report a business: the spec's reasons, 'Something else' with a text (spec section 5), sent for real. */
export function ReportBusinessPage() {
  const [params] = useSearchParams();
  const userId = Number(params.get('user'));
  if (!Number.isInteger(userId) || userId < 1)
    return <EmptyState titleAs="h1" title="Which business? Open the report from its page." />;
  return (
    <ReportPage
      title="Report this company"
      legend="Why are you reporting this business?"
      reportedUser={userId}
      fallback={paths.professionalBusiness(userId)}
    />
  );
}
