import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@urembo/api-client';
import { AppointmentCard, BookingStatusTabs, Button, toast, type BookingTab } from '@urembo/ui';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../lib/api.ts';
import { errorText, GENERIC_ERROR } from './vendor-kit.tsx';

/** Spec section 4: Approved = confirmed, Pending = pending, Denied = cancelled; default Pending. */
const BOOKING_TABS: readonly BookingTab[] = ['confirmed', 'pending', 'cancelled'];
type Answer = 'confirmed' | 'cancelled';

export function answerError(error: unknown): string {
  return errorText(error, 'Could not update the booking. Please try again later.');
}

interface BookingRequestsProps {
  title: string;
  queryKey: string;
  load: (status: BookingTab) => Promise<Booking[]>;
  answer: (id: number, status: Answer) => Promise<unknown>;
}

/** Booking requests in three tabs with approve and deny (business owners and professionals). */
export function BookingRequests({ title, queryKey, load, answer }: BookingRequestsProps) {
  const [params, setParams] = useSearchParams();
  const tab = BOOKING_TABS.find((t) => t === params.get('status')) ?? 'pending';
  const queryClient = useQueryClient();
  const bookings = useQuery({ queryKey: [queryKey, tab], queryFn: () => load(tab) });
  const respond = useMutation({
    mutationFn: ({ id, status }: { id: number; status: Answer }) => answer(id, status),
    onSuccess: (_, { status }) => {
      toast({ title: status === 'confirmed' ? 'Booking approved' : 'Booking denied', variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: [queryKey] });
    },
    onError: (error) => toast({ title: answerError(error), variant: 'error' }),
  });

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{title}</h1>
      <BookingStatusTabs
        aria-label={title}
        value={tab}
        onValueChange={(value) => setParams(value === 'pending' ? {} : { status: value }, { replace: true })}
        loading={bookings.isPending}
        error={bookings.isError ? GENERIC_ERROR : undefined}
        emptyMessages={{
          confirmed: 'No approved booking requests.',
          pending: 'No pending booking requests.',
          cancelled: 'No denied booking requests.',
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
              formatWith={(name) => `Client: ${name}`}
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
      queryKey="business-bookings"
      load={async (status) =>
        (await api.GET('/api/business-bookings/', { params: { query: { status, page_size: 100 } } })).data!
          .results
      }
      answer={(id, status) =>
        api.PATCH('/api/business-bookings/{id}/', { params: { path: { id } }, body: { status } })
      }
    />
  );
}
