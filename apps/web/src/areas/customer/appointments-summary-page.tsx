import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError, type Booking } from '@urembo/api-client';
import { AppointmentCard, Button, EmptyState, Grid, ReviewModal, Skeleton, toast } from '@urembo/ui';
import { useState } from 'react';
import { t } from '../../i18n/index.ts';
import { api } from '../../lib/api.ts';
import { bookingKeys, bookingMutations, pastBookingsQuery } from '../../queries/bookings.ts';
import { invalidate } from '../../queries/invalidate.ts';
import { reviewKeys, reviewMutations } from '../../queries/reviews.ts';
import { errorText } from '../shared/errors.ts';

/** Appointments whose time has passed: confirm they took place, then review the vendor. */
export function AppointmentsSummaryPage() {
  const queryClient = useQueryClient();
  const [reviewing, setReviewing] = useState<Booking | null>(null);
  const past = useQuery(pastBookingsQuery());

  const confirm = useMutation({
    mutationKey: bookingMutations.confirm,
    mutationFn: async (booking: Booking) =>
      (
        await api.PATCH('/api/user-bookings/{id}/', {
          params: { path: { id: booking.id } },
          body: { status: 'completed' },
        })
      ).data!,
    onSuccess: async () => {
      toast({ title: t('customer.summary.confirmed'), variant: 'success' });
      await invalidate(queryClient, bookingKeys.ofCustomer);
    },
    onError: (error) => toast({ title: errorText(error, t('customer.genericError')), variant: 'error' }),
  });

  const review = useMutation({
    mutationKey: reviewMutations.create,
    mutationFn: async ({ booking, rating, text }: { booking: Booking; rating: number; text: string }) => {
      try {
        if (booking.vendor_type === 'Business Owner')
          await api.POST('/api/business-reviews/', {
            body: { business: booking.vendor, rating, review_text: text },
          });
        else
          await api.POST('/api/professionals-reviews/', {
            body: { professional: booking.vendor, rating, review_text: text },
          });
      } catch (error) {
        // The modal shows the rejection's message; give it the server's words.
        const generic = t('customer.genericError');
        throw new Error(isApiError(error) ? errorText(error, generic) : generic);
      }
    },
    onSuccess: async () => {
      toast({ title: t('customer.summary.thanks'), variant: 'success' });
      await invalidate(queryClient, reviewKeys.ofProfessionals, reviewKeys.ofBusinesses);
    },
  });
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
      <ReviewModal
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
