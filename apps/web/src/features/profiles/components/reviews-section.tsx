import type { Review } from '@urembo/api-client';
import { ReviewList } from '@urembo/ui';
import { t } from '../../../i18n/index.ts';
import { genericError } from '../../../lib/errors.ts';
import { ProfileSection } from './profile-parts.tsx';
import { toReviewItems } from './reviews.ts';

/** Reviews heading with the real count, and the list (or why it could not load). */
export function ReviewsSection({
  reviews,
  fallbackCount,
}: {
  reviews: { data?: { count: number; results: readonly Review[] }; isError: boolean; isPending: boolean };
  fallbackCount: number;
}) {
  return (
    <ProfileSection
      id="reviews-heading"
      title={t('shared.reviews.title', { count: reviews.data?.count ?? fallbackCount })}
    >
      {reviews.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {genericError()}
        </p>
      ) : (
        <ReviewList reviews={toReviewItems(reviews.data?.results ?? [])} loading={reviews.isPending} />
      )}
    </ProfileSection>
  );
}
