import type { Review } from '@urembo/api-client';
import type { ReviewItem } from '@urembo/ui';
import { t } from '../../../i18n/index.ts';

/** The API's reviews as the review list shows them (call it while rendering: it names the unnamed). */
export function toReviewItems(reviews: readonly Review[]): ReviewItem[] {
  return reviews.map((review) => ({
    id: review.id,
    reviewerName: review.reviewer_name || t('shared.reviews.unknownReviewer'),
    rating: review.rating,
    text: review.review_text,
    date: review.review_date,
  }));
}
