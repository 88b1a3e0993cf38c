import { useQuery } from '@tanstack/react-query';
import { isApiError, type Booking } from '@urembo/api-client';
import { AppointmentCard, Button, EmptyState, Grid, Skeleton, toast } from '@urembo/ui';
import { useState } from 'react';
import { t } from '../../../i18n/index.ts';
import { errorText } from '../../../lib/errors.ts';
import { ReviewDialog, useReviewVendor } from '../../reviews/index.ts';
import { useCompleteBooking } from '../api/appointments.ts';
import { pastBookingsQuery } from '../api/bookings.ts';

/** Appointments whose time has passed: confirm they took place, then review the vendor. */
export function AppointmentsSummaryPage() {
  const [reviewing, setReviewing] = useState<Booking | null>(null);
  const past = useQuery(pastBookingsQuery());

  const confirm = useCompleteBooking({
    onSuccess: () => toast({ title: t('customer.summary.confirmed'), variant: 'success' }),
    onError: (error) => toast({ title: errorText(error, t('customer.genericError')), variant: 'error' }),
  });

  const review = useReviewVendor(
    (error) => {
      // The modal shows the rejection's message; give it the server's words.
      const generic = t('customer.genericError');
      return isApiError(error) ? errorText(error, generic) : generic;
    },
    { onSuccess: () => toast({ title: t('customer.summary.thanks'), variant: 'success' }) },
  );
  // The modal waits for the answer and shows a rejection's message itself.
  const submitReview = async (rating: number, text: string) => {
    await review.mutateAsync({ booking: reviewing!, rating, text });
  };

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('customer.summary.title')}</h1>
      {past.isPending ? (
        <div aria-busy="true">
          <span className="sr-only">{t('customer.loading')}</span>
          <Grid>
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} className="h-36" />
            ))}
          </Grid>
        </div>
      ) : past.isError ? (
        <EmptyState title={t('customer.genericError')} />
      ) : past.data.results.length === 0 ? (
        <EmptyState title={t('customer.summary.empty')} />
      ) : (
        <Grid asChild>
          <ul>
            {past.data.results.map((booking) => (
              <li key={booking.id}>
                <AppointmentCard
                  serviceName={booking.serviceName}
                  vendorName={booking.vendorName}
                  date={booking.booking_date}
                  status={booking.status}
                  headingLevel="h2"
                  actions={
                    booking.status === 'confirmed' ? (
                      <Button
                        size="sm"
                        loading={confirm.isPending && confirm.variables?.id === booking.id}
                        labels={{ loading: t('customer.summary.confirming') }}
                        onClick={() => confirm.mutate(booking)}
                      >
                        {t('customer.summary.confirm')}
                      </Button>
                    ) : booking.status === 'completed' ? (
                      <Button size="sm" variant="outline" onClick={() => setReviewing(booking)}>
                        {t('customer.summary.review')}
                      </Button>
                    ) : undefined
                  }
                />
              </li>
            ))}
          </ul>
        </Grid>
      )}
      <ReviewDialog
        open={reviewing !== null}
        onOpenChange={(open) => !open && setReviewing(null)}
        onSubmit={submitReview}
        description={
          reviewing
            ? t('customer.summary.reviewDescription', {
                service: reviewing.serviceName,
                vendor: reviewing.vendorName,
              })
            : undefined
        }
      />
    </div>
  );
}
