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
import { Link } from 'react-router-dom';
import { api } from '../../lib/api.ts';
import { errorText, GENERIC_ERROR } from './customer-kit.tsx';

/** The customer's bookings by status (Pending first); pending and approved ones can be cancelled. */
export function AppointmentsPage() {
  const [tab, setTab] = useState<BookingTab>('pending');
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const queryClient = useQueryClient();

  const bookings = useQuery({
    queryKey: ['user-bookings', { status: tab }],
    queryFn: async () =>
      (await api.GET('/api/user-bookings/', { params: { query: { status: tab, page_size: 100 } } })).data!,
  });

  const cancel = useMutation({
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
      await queryClient.invalidateQueries({ queryKey: ['user-bookings'] });
    },
    onError: (error) =>
      toast({ title: errorText(error, 'Could not cancel the booking. Please try again.'), variant: 'error' }),
  });

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold">Appointments</h1>
        <Link
          to="/appointments-summary"
          className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Past appointments
        </Link>
      </header>
      <BookingStatusTabs
        aria-label="Appointments"
        value={tab}
        onValueChange={setTab}
        loading={bookings.isPending}
        error={bookings.isError ? GENERIC_ERROR : undefined}
        emptyMessages={{
          confirmed: 'No approved appointments.',
          pending: 'No pending appointments.',
          cancelled: 'No denied or cancelled appointments.',
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
              loadingText="Cancelling..."
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
