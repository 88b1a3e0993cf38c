import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { AppointmentCard, BookingStatusTabs, Button, toast, type BookingTab } from '@urembo/ui';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../lib/api.ts';
import {
  bookingKeys,
  bookingMutations,
  businessBookingsQuery,
  type BookingRequestsQuery,
} from '../../queries/bookings.ts';
import { invalidate } from '../../queries/invalidate.ts';
import { errorText, GENERIC_ERROR } from '../shared/errors.ts';

/** Spec section 4: Approved = confirmed, Pending = pending, Denied = cancelled; default Pending. */
const BOOKING_TABS: readonly BookingTab[] = ['confirmed', 'pending', 'cancelled'];
type Answer = 'confirmed' | 'cancelled';

export function answerError(error: unknown): string {
  return errorText(error, 'Could not update the booking. Please try again later.');
}

interface BookingRequestsProps {
  title: string;
  /** The requests of one tab (a factory of queries/bookings.ts). */
  requests: (status: BookingTab) => BookingRequestsQuery;
  /** The key of every tab's requests: all of them change when one is answered. */
  allRequests: QueryKey;
  answer: (id: number, status: Answer) => Promise<unknown>;
}

/** Booking requests in three tabs with approve and deny (business owners and professionals). */
export function BookingRequests({ title, requests, allRequests, answer }: BookingRequestsProps) {
  const [params, setParams] = useSearchParams();
  const tab = BOOKING_TABS.find((t) => t === params.get('status')) ?? 'pending';
  const queryClient = useQueryClient();
  const bookings = useQuery(requests(tab));
  const respond = useMutation({
    mutationKey: bookingMutations.answer,
    mutationFn: ({ id, status }: { id: number; status: Answer }) => answer(id, status),
    onSuccess: (_, { status }) => {
      toast({ title: status === 'confirmed' ? 'Booking approved' : 'Booking denied', variant: 'success' });
      void invalidate(queryClient, allRequests);
    },
    onError: (error) => toast({ title: answerError(error), variant: 'error' }),
  });

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{title}</h1>
      <BookingStatusTabs
        value={tab}
        onValueChange={(value) => setParams(value === 'pending' ? {} : { status: value }, { replace: true })}
        loading={bookings.isPending}
        error={bookings.isError ? GENERIC_ERROR : undefined}
        labels={{
          list: title,
          empty: {
            confirmed: 'No approved booking requests.',
            pending: 'No pending booking requests.',
            cancelled: 'No denied booking requests.',
          },
        }}
      >
        {(bookings.data ?? []).map((booking) => {
          const busy = respond.isPending && respond.variables.id === booking.id;
          return (
            <AppointmentCard
              key={booking.id}
              headingLevel="h2"
              serviceName={booking.serviceName}
              vendorName={booking.client_name || booking.customer_name}
              labels={{ with: (name) => `Client: ${name}` }}
              date={booking.booking_date}
              time={`${booking.booking_time}–${booking.end_time}`}
              status={booking.status}
              details={<p>{[booking.sub_county, booking.county].filter(Boolean).join(', ')}</p>}
              actions={
                booking.status === 'pending' ? (
                  <>
                    <Button
                      size="sm"
                      loading={busy}
                      onClick={() => respond.mutate({ id: booking.id, status: 'confirmed' })}
                    >
                      Approve
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy}
                      onClick={() => respond.mutate({ id: booking.id, status: 'cancelled' })}
                    >
                      Deny
                    </Button>
                  </>
                ) : null
              }
            />
          );
        })}
      </BookingStatusTabs>
    </div>
  );
}

export function BusinessBookingsPage() {
  return (
    <BookingRequests
      title="Booking requests"
      requests={businessBookingsQuery}
      allRequests={bookingKeys.ofBusiness}
      answer={(id, status) =>
        api.PATCH('/api/business-bookings/{id}/', { params: { path: { id } }, body: { status } })
      }
    />
  );
}
