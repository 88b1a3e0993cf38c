import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Booking, Schemas } from '@urembo/api-client';
import { api } from '../../../lib/api.ts';
import { invalidate } from '../../../lib/invalidate.ts';
import type { MutationCallbacks } from '../../../lib/mutation.ts';
import { schedulingKeys, schedulingMutations } from '../../schedule/index.ts';
import { bookingMutations } from './bookings.ts';

// A vendor's answers to the booking requests she received (the requests pages).

export type VendorAnswer = Schemas['VendorBookingAnswer'];

/** A business answers a request it received. */
export const answerBusinessBooking = (id: number, body: VendorAnswer) =>
  api.PATCH('/api/business-bookings/{id}/', { params: { path: { id } }, body });

/** A professional answers a request she received. */
export const answerProfessionalBooking = (id: number, body: VendorAnswer) =>
  api.PATCH('/api/bookings/{id}/', { params: { path: { id } }, body });

/** A vendor approves or denies a request: every tab of the vendor's requests (`allRequests`) changes. */
export function useAnswerBooking(
  answer: (id: number, body: VendorAnswer) => Promise<unknown>,
  allRequests: QueryKey,
  callbacks: MutationCallbacks<unknown, { id: number; body: VendorAnswer }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationKey: bookingMutations.answer,
    mutationFn: ({ id, body }: { id: number; body: VendorAnswer }) => answer(id, body),
    onSuccess: (answered, request) => {
      callbacks.onSuccess?.(answered, request);
      void invalidate(queryClient, allRequests);
    },
  });
}

/**
 * A vendor proposes another time for a booking. Once sent, the vendor's requests and free times change;
 * a refusal (the time has gone meanwhile) has the free times asked again.
 */
export function useProposeTime(
  booking: Booking,
  allRequests: QueryKey,
  callbacks: MutationCallbacks<Booking, { date: string; time: string }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationKey: schedulingMutations.propose,
    mutationFn: async ({ date, time }: { date: string; time: string }) =>
      (
        await api.POST('/api/vendor-bookings/{id}/proposal/', {
          params: { path: { id: booking.id } },
          body: { booking_date: date, booking_time: time },
        })
      ).data!,
    onSuccess: (proposed, time) => {
      callbacks.onSuccess?.(proposed, time);
      void invalidate(queryClient, allRequests, schedulingKeys.slots(proposed.vendor));
    },
    onError: async (error, time) => {
      await callbacks.onError?.(error, time);
      await invalidate(queryClient, schedulingKeys.slots(booking.vendor));
    },
  });
}
