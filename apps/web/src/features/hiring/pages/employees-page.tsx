import { useQuery } from '@tanstack/react-query';
import type { BeautyProfessional } from '@urembo/api-client';
import {
  Button,
  EmptyState,
  formatBookingDate,
  Grid,
  ProfessionalCard,
  ProfessionalCardSkeleton,
  toast,
} from '@urembo/ui';
import { CalendarClock, Star } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { currentTag, t } from '../../../i18n/index.ts';
import { paths } from '../../../lib/paths.ts';
import { employeesQuery } from '../api/employees.ts';
import { EndEmployment } from '../components/end-employment.tsx';
import { professionalCardProps, professionalServices } from '../../browse/index.ts';
import { ReviewDialog, reviewRefusal, useReviewProfessional } from '../../reviews/index.ts';
import { StaffSettingsDialog } from '../../schedule/index.ts';
import { useMe } from '../../../lib/session.tsx';

/** The business owner's employees, each with Leave a Review and End employment. */
export function EmployeesPage() {
  const navigate = useNavigate();
  const [reviewing, setReviewing] = useState<BeautyProfessional | null>(null);
  const [setting, setSetting] = useState<BeautyProfessional | null>(null);
  const { data: me } = useMe();
  const employees = useQuery(employeesQuery);

  const review = useReviewProfessional((error) => reviewRefusal(error, 'professional'), {
    onSuccess: () => toast({ title: t('business.employees.reviewSent'), variant: 'success' }),
  });
  // The modal waits for the answer and shows a rejection's message itself.
  const submitReview = async (rating: number, text: string) => {
    if (reviewing) await review.mutateAsync({ professional: reviewing.id, rating, text });
  };

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('business.employees.title')}</h1>
      {employees.isPending ? (
        <Grid aria-busy="true">
          <ProfessionalCardSkeleton />
          <ProfessionalCardSkeleton />
        </Grid>
      ) : employees.isError ? (
        <EmptyState title={t('business.genericError')} />
      ) : employees.data.results.length === 0 ? (
        <EmptyState
          title={t('business.employees.empty')}
          description={t('business.employees.emptyHint')}
          action={
            <Button onClick={() => void navigate('/business-dashboard')}>
              {t('business.employees.find')}
            </Button>
          }
        />
      ) : (
        <Grid asChild>
          <ul>
            {employees.data.results.map(({ id, employee, employment_start_date }) => (
              <li key={id} className="flex flex-col gap-2">
                <ProfessionalCard
                  headingLevel="h2"
                  {...professionalCardProps(employee)}
                  services={professionalServices(employee)}
                  href={paths.businessProfessional(employee.id)}
                  onOpen={() => void navigate(paths.businessProfessional(employee.id))}
                />
                <div className="flex flex-wrap items-center justify-between gap-2 px-1">
                  <p className="text-sm text-muted-foreground">
                    {t('business.employees.since', {
                      date: formatBookingDate(employment_start_date, currentTag()),
                    })}
                  </p>
                  <div className="flex flex-wrap gap-2">
                    <Button variant="outline" size="sm" onClick={() => setSetting(employee)}>
                      <CalendarClock aria-hidden="true" />
                      {t('business.employees.servicesAndHours')}
                      <span className="sr-only"> {employee.name}</span>
                    </Button>
                    <Button variant="outline" size="sm" onClick={() => setReviewing(employee)}>
                      <Star aria-hidden="true" />
                      {t('business.employees.review')}
                      <span className="sr-only">
                        {' '}
                        {t('business.employees.reviewFor', { name: employee.name })}
                      </span>
                    </Button>
                    <EndEmployment as="business" id={id} name={employee.name} />
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </Grid>
      )}
      {setting && me ? (
        <StaffSettingsDialog
          businessId={me.id}
          staffId={setting.id}
          name={setting.name}
          onClose={() => setSetting(null)}
        />
      ) : null}
      <ReviewDialog
        open={reviewing !== null}
        onOpenChange={(open) => {
          if (!open) setReviewing(null);
        }}
        description={
          reviewing ? t('business.employees.reviewDescription', { name: reviewing.name }) : undefined
        }
        onSubmit={async (rating, text) => {
          await submitReview(rating, text);
        }}
      />
    </div>
  );
}
