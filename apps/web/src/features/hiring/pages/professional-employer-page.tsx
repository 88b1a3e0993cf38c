import { useQuery } from '@tanstack/react-query';
import { BusinessCard, BusinessCardSkeleton, Button, EmptyState, Grid } from '@urembo/ui';
import { useNavigate } from 'react-router-dom';
import { t } from '../../../i18n/index.ts';
import { paths } from '../../../lib/paths.ts';
import { employersQuery } from '../api/employees.ts';
import { EndEmployment } from '../components/end-employment.tsx';
import { businessCardProps, CardGrid, serviceName, useCatalogue } from '../../browse/index.ts';

/** Businesses that currently employ the professional, each with End employment. */
export function ProfessionalEmployerPage() {
  const navigate = useNavigate();
  const { services } = useCatalogue();
  const employers = useQuery(employersQuery);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('professional.employers.title')}</h1>
      {employers.isPending ? (
        <Grid aria-busy="true">
          <BusinessCardSkeleton />
          <BusinessCardSkeleton />
        </Grid>
      ) : employers.isError ? (
        <EmptyState title={t('professional.error.generic')} />
      ) : employers.data.results.length === 0 ? (
        <EmptyState
          title={t('professional.employers.emptyTitle')}
          description={t('professional.employers.emptyHint')}
          action={
            <Button onClick={() => void navigate('/professional-home')}>
              {t('professional.employers.find')}
            </Button>
          }
        />
      ) : (
        <CardGrid
          items={employers.data.results}
          href={(business) => paths.professionalBusiness(business.id)}
          card={(business, open) => (
            <div className="flex flex-col gap-2">
              <BusinessCard
                headingLevel="h2"
                {...businessCardProps(business)}
                services={business.services_business.map((id) => ({ id, name: serviceName(services, id) }))}
                {...open}
              />
              <div className="flex justify-end px-1">
                <EndEmployment
                  as="professional"
                  id={business.id}
                  name={business.more.business_name || business.name}
                />
              </div>
            </div>
          )}
        />
      )}
    </div>
  );
}
