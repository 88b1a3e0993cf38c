import type { Deps } from '../../deps.ts';
import { person, text } from '../../i18n/text.ts';
import { findReview } from '../reviews/index.ts';
import { notify } from './notify.ts';

/** The vendor hears of a review they received, in its transaction. */
export function subscribeReviewEvents(deps: Deps): void {
  deps.events.on('review.received', async (tx, { reviewId }) => {
    const { review, reviewerName } = (await findReview(tx, reviewId))!;
    await notify(tx, deps.jobs, {
      to: review.subjectId,
      kind: 'review_received',
      title: text('notification.reviewReceived.title'),
      message: text('notification.reviewReceived.message', {
        name: person(review.reviewerId, reviewerName),
        rating: review.rating,
      }),
      link: null,
    });
  });
}
