import type { reviews } from '../../db/schema.ts';

export function reviewJson(row: { review: typeof reviews.$inferSelect; reviewerName: string }) {
  return {
    id: row.review.id,
    reviewer: row.review.reviewerId,
    reviewer_name: row.reviewerName,
    reviewed_user: row.review.subjectId,
    review_text: row.review.reviewText,
    review_date: row.review.createdAt.toISOString(),
    rating: row.review.rating,
  };
}
