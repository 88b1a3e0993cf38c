import type { UserType } from '../../db/schema.ts';
import type { Tx } from '../../db/client.ts';
import { conflict, forbidden } from '../../errors.ts';
import { currentEmployment } from '../employment/index.ts';
import { completedBooking, employmentReviewed } from './queries.ts';

/**
 * What entitles a review: a completed booking with the vendor not reviewed yet (a customer), or
 * employing the professional (a business, once per employment). Professionals do not review.
 */
export async function reviewBasis(tx: Tx, reviewerId: number, reviewerType: UserType, subjectId: number) {
  if (reviewerType === 'Retail Customer') {
    const booking = await completedBooking(tx, reviewerId, subjectId, true);
    if (booking) return { bookingId: booking.id };
    if (await completedBooking(tx, reviewerId, subjectId, false))
      throw conflict('You have already reviewed every completed appointment with them.');
    throw forbidden('You can review them after a completed appointment.');
  }
  if (reviewerType === 'Business Owner') {
    const employmentId = await currentEmployment(tx, reviewerId, subjectId);
    if (employmentId === undefined)
      throw forbidden('You can review a professional once they are your employee.');
    if (await employmentReviewed(tx, employmentId))
      throw conflict('You have already reviewed this employee.');
    return { employmentId };
  }
  throw forbidden('Beauty professionals cannot leave reviews.');
}
