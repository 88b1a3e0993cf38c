import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@urembo/api-client';
import {
  AppointmentCard,
  BookingStatusTabs,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  toast,
  type BookingTab,
} from '@urembo/ui';
import { useState } from 'react';
import { api } from '../../lib/api.ts';
import { bookingKeys, bookingMutations, customerBookingsQuery } from '../../queries/bookings.ts';
import { invalidate } from '../../queries/invalidate.ts';
import { errorText, GENERIC_ERROR } from '../shared/errors.ts';
import { TextLink } from '../shared/links.tsx';

/** The customer's bookings by status (Pending first); pending and approved ones can be cancelled. */
export function AppointmentsPage() {
  const [tab, setTab] = useState<BookingTab>('pending');
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const queryClient = useQueryClient();

  const bookings = useQuery(customerBookingsQuery(tab));

  const cancel = useMutation({
    mutationKey: bookingMutations.cancel,
    mutationFn: async (booking: Booking) =>
      (
        await api.PATCH('/api/user-bookings/{id}/', {
          params: { path: { id: booking.id } },
          body: { status: 'cancelled' },
        })
      ).data!,
    onSuccess: async () => {
      setCancelling(null);
      toast({ title: 'Booking cancelled.', variant: 'success' });
      await invalidate(queryClient, bookingKeys.ofCustomer);
    },
    onError: (error) =>
      toast({ title: errorText(error, 'Could not cancel the booking. Please try again.'), variant: 'error' }),
  });

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold">Appointments</h1>
        <TextLink to="/appointments-summary" className="min-h-11">
          Past appointments
        </TextLink>
      </header>
      <BookingStatusTabs
        value={tab}
        onValueChange={setTab}
        loading={bookings.isPending}
        error={bookings.isError ? GENERIC_ERROR : undefined}
        labels={{
          list: 'Appointments',
          empty: {
            confirmed: 'No approved appointments.',
            pending: 'No pending appointments.',
            cancelled: 'No denied or cancelled appointments.',
          },
        }}
      >
        {bookings.data?.results.map((booking) => (
          <AppointmentCard
            key={booking.id}
            serviceName={booking.serviceName}
            vendorName={booking.vendorName}
            date={booking.booking_date}
            time={booking.booking_time}
            status={booking.status}
            headingLevel="h2"
            details={
              booking.client_name ? (
                <p className="text-muted-foreground">Client: {booking.client_name}</p>
              ) : undefined
            }
            actions={
              booking.status === 'pending' || booking.status === 'confirmed' ? (
                <Button variant="outline" size="sm" onClick={() => setCancelling(booking)}>
                  Cancel
                </Button>
              ) : undefined
            }
          />
        ))}
      </BookingStatusTabs>

      <Dialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && !cancel.isPending && setCancelling(null)}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Cancel this booking?</DialogTitle>
            <DialogDescription>
              {cancelling
                ? `${cancelling.serviceName} with ${cancelling.vendorName} on ${cancelling.booking_date} at ${cancelling.booking_time}. The vendor will be told.`
                : null}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Keep booking</Button>
            </DialogClose>
            <Button
              variant="destructive"
              loading={cancel.isPending}
              labels={{ loading: 'Cancelling...' }}
              onClick={() => cancelling && cancel.mutate(cancelling)}
            >
              Cancel booking
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
