import type { Review } from '@urembo/api-client';
import { ReviewList } from '@urembo/ui';
import { GENERIC_ERROR, toReviewItems } from '../customer/customer-kit.tsx';

/** Reviews heading with the real count, and the list (or why it could not load). */
export function ReviewsSection({
  reviews,
  fallbackCount,
}: {
  reviews: { data?: { count: number; results: readonly Review[] }; isError: boolean; isPending: boolean };
  fallbackCount: number;
}) {
  return (
    <section aria-labelledby="reviews-heading" className="flex flex-col gap-2">
      <h2 id="reviews-heading" className="text-lg font-semibold">
        Reviews ({reviews.data?.count ?? fallbackCount})
      </h2>
      {reviews.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {GENERIC_ERROR}
        </p>
      ) : (
        <ReviewList reviews={toReviewItems(reviews.data?.results ?? [])} loading={reviews.isPending} />
      )}
    </section>
  );
}
