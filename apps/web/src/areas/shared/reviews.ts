import type { Review } from '@urembo/api-client';
import type { ReviewItem } from '@urembo/ui';

/** The API's reviews as the review list shows them. */
export function toReviewItems(reviews: readonly Review[]): ReviewItem[] {
  return reviews.map((review) => ({
    id: review.id,
    reviewerName: review.reviewer_name || 'Unknown',
    rating: review.rating,
    text: review.review_text,
    date: review.review_date,
  }));
}
