import { EmptyState } from '@urembo/ui';
import { useSearchParams } from 'react-router-dom';
import { t } from '../../../i18n/index.ts';
import { paths } from '../../../lib/paths.ts';
import { ReportPage } from './report-professional-page.tsx';

/** Report a business: the spec's reasons, 'Something else' with a text (spec section 5), sent for real. */
export function ReportBusinessPage() {
  const [params] = useSearchParams();
  const userId = Number(params.get('user'));
  if (!Number.isInteger(userId) || userId < 1)
    return <EmptyState titleAs="h1" title={t('professional.report.which')} />;
  return (
    <ReportPage
      title={t('professional.report.title')}
      legend={t('professional.report.legend')}
      reportedUser={userId}
      fallback={paths.professionalBusiness(userId)}
    />
  );
}
