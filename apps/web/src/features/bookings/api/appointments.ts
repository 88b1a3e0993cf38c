import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@urembo/api-client';
import { api } from '../../../lib/api.ts';
import { invalidate } from '../../../lib/invalidate.ts';
import type { MutationCallbacks } from '../../../lib/mutation.ts';
import { schedulingMutations } from '../../schedule/index.ts';
import { bookingKeys, bookingMutations } from './bookings.ts';

// The customer's answers about her own bookings (the appointments pages).

/** The customer cancels a pending or approved booking, with a reason when she gives one. */
export function useCancelBooking(
  callbacks: MutationCallbacks<Booking, { booking: Booking; reason: string }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationKey: bookingMutations.cancel,
    mutationFn: async ({ booking, reason }: { booking: Booking; reason: string }) =>
      (
        await api.PATCH('/api/user-bookings/{id}/', {
          params: { path: { id: booking.id } },
          body: reason ? { status: 'cancelled', reason } : { status: 'cancelled' },
        })
      ).data!,
    onSuccess: async (saved, cancel) => {
      await callbacks.onSuccess?.(saved, cancel);
      await invalidate(queryClient, bookingKeys.ofCustomer);
    },
  });
}

/** The customer confirms that a booking took place (it may then be reviewed). */
export function useCompleteBooking(callbacks: MutationCallbacks<Booking, Booking>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationKey: bookingMutations.confirm,
    mutationFn: async (booking: Booking) =>
      (
        await api.PATCH('/api/user-bookings/{id}/', {
          params: { path: { id: booking.id } },
          body: { status: 'completed' },
        })
      ).data!,
    onSuccess: async (saved, booking) => {
      await callbacks.onSuccess?.(saved, booking);
      await invalidate(queryClient, bookingKeys.ofCustomer);
    },
  });
}

/**
 * The customer accepts or declines the other time a vendor proposed. Her bookings are asked again either
 * way: a refused answer may be about a proposal that has gone meanwhile.
 */
export function useAnswerProposal(
  callbacks: MutationCallbacks<Booking, { booking: Booking; accept: boolean }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationKey: schedulingMutations.answerProposal,
    mutationFn: async ({ booking, accept }: { booking: Booking; accept: boolean }) =>
      (
        await api.POST('/api/user-bookings/{id}/proposal/', {
          params: { path: { id: booking.id } },
          body: { accept },
        })
      ).data!,
    onSuccess: async (saved, answer) => {
      await callbacks.onSuccess?.(saved, answer);
      await invalidate(queryClient, bookingKeys.ofCustomer);
    },
    onError: async (error, answer) => {
      await callbacks.onError?.(error, answer);
      await invalidate(queryClient, bookingKeys.ofCustomer);
    },
  });
}
