import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@urembo/api-client';
import { api } from '../../../lib/api.ts';
import { invalidate } from '../../../lib/invalidate.ts';
import type { MutationCallbacks } from '../../../lib/mutation.ts';
import { reviewKeys, reviewMutations, type Refusal, type Review } from './reviews.ts';

/** A customer reviews the vendor of a booking that took place. */
export function useReviewVendor(
  refusal: Refusal,
  callbacks: MutationCallbacks<void, Review & { booking: Booking }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationKey: reviewMutations.create,
    mutationFn: async ({ booking, rating, text }: Review & { booking: Booking }) => {
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
        throw new Error(refusal(error));
      }
    },
    onSuccess: async (_, review) => {
      await callbacks.onSuccess?.(undefined, review);
      await invalidate(queryClient, reviewKeys.ofProfessionals, reviewKeys.ofBusinesses);
    },
  });
}
