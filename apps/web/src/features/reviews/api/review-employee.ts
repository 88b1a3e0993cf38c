import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidate } from '../../../lib/invalidate.ts';
import type { MutationCallbacks } from '../../../lib/mutation.ts';
import { employeeKeys } from '../../hiring/index.ts';
import { professionalKeys } from '../../profiles/index.ts';
import { reviewKeys, reviewMutations, type Refusal, type Review } from './reviews.ts';

/**
 * A business owner reviews one of her professionals. The answer changes the professional's reviews and
 * rating, wherever they show.
 */
export function useReviewProfessional(
  refusal: Refusal,
  callbacks: MutationCallbacks<void, Review & { professional: number }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationKey: reviewMutations.create,
    mutationFn: async ({ professional, rating, text }: Review & { professional: number }) => {
      try {
        await api.POST('/api/professionals-reviews/', { body: { professional, rating, review_text: text } });
      } catch (error) {
        throw new Error(refusal(error));
      }
    },
    onSuccess: (_, review) => {
      callbacks.onSuccess?.(undefined, review);
      void invalidate(
        queryClient,
        reviewKeys.ofProfessional(review.professional),
        professionalKeys.all,
        employeeKeys.ofBusiness,
      );
    },
  });
}
