import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking, Schemas } from '@urembo/api-client';
import { api } from '../../../lib/api.ts';
import { fieldErrorsFrom } from '../../../lib/form-errors.ts';
import { invalidate } from '../../../lib/invalidate.ts';
import type { MutationCallbacks } from '../../../lib/mutation.ts';
import { schedulingKeys } from '../../schedule/index.ts';
import { bookingKeys, bookingMutations } from './bookings.ts';

export type BookingRequest = Schemas['BookingCreate'];

/**
 * Books a slot with a professional or a business. Once booked, the customer's bookings and the vendor's
 * free times are asked again before the screen goes on. A refused slot (someone else took it meanwhile)
 * has its times asked again, and a refusal naming the vendor (no longer taking bookings) its schedule.
 */
export function useBook(
  kind: 'professional' | 'business',
  vendorId: number,
  { onSuccess, onError, ...callbacks }: MutationCallbacks<Booking, BookingRequest>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationKey: bookingMutations.create,
    mutationFn: async (body: BookingRequest) =>
      kind === 'professional'
        ? (await api.POST('/api/bookings/', { body })).data!
        : (await api.POST('/api/business-bookings/', { body })).data!,
    onSuccess: async (booking, body) => {
      await invalidate(queryClient, bookingKeys.ofCustomer, schedulingKeys.slots(vendorId));
      await onSuccess?.(booking, body);
    },
    onError: (error, body) => {
      const fields = fieldErrorsFrom(error);
      if (fields.booking_date || fields.booking_time)
        void invalidate(queryClient, schedulingKeys.slots(vendorId));
      if (fields.vendor) void invalidate(queryClient, schedulingKeys.schedule(vendorId));
      return onError?.(error, body);
    },
  });
}
