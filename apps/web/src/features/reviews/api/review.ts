import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidate } from '../../../lib/invalidate.ts';
import type { MutationCallbacks } from '../../../lib/mutation.ts';
import { businessKeys } from '../../profiles/index.ts';
import { reviewKeys, reviewMutations, type Refusal, type Review } from './reviews.ts';

/**
 * A professional (or a customer) reviews a business. The answer changes the business's reviews and rating,
 * wherever they show.
 */
export function useReviewBusiness(
  refusal: Refusal,
  { onSuccess, ...callbacks }: MutationCallbacks<void, Review & { business: number }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationKey: reviewMutations.create,
    mutationFn: async ({ business, rating, text }: Review & { business: number }) => {
      try {
        await api.POST('/api/business-reviews/', { body: { business, rating, review_text: text } });
      } catch (error) {
        throw new Error(refusal(error));
      }
    },
    onSuccess: (_, review) => {
      void invalidate(queryClient, reviewKeys.ofBusiness(review.business), businessKeys.all);
      return onSuccess?.(undefined, review);
    },
  });
}
