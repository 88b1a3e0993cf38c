import type { UserType } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { forbidden, invalid } from '../../errors.ts';
import type { AuthUser } from '../../http/route.ts';
import { notAVendorOfType, userTypeOf } from '../accounts/index.ts';
import { insertReview } from './queries.ts';
import { reviewBasis } from './rules.ts';

/** The vendor reviewed, named in the form's `field`, and the kind of vendor that form reviews. */
export interface Subject {
  field: string;
  id: number;
  type: UserType;
}

/** Reviews a vendor, once the reviewer has a basis for it (reviewBasis); answers the saved review. */
export async function leaveReview(
  deps: Deps,
  caller: AuthUser,
  subject: Subject,
  form: { rating: number; review_text?: string },
) {
  if ((await userTypeOf(deps.db, subject.id)) !== subject.type)
    throw invalid({ [subject.field]: [notAVendorOfType(subject.type)] });
  if (subject.type === 'Business Owner' && caller.userType !== 'Retail Customer')
    throw forbidden('Only clients review businesses.');
  return deps.db.transaction(async (tx) => {
    const basis = await reviewBasis(tx, caller.id, caller.userType, subject.id);
    const review = await insertReview(tx, {
      reviewerId: caller.id,
      subjectId: subject.id,
      rating: form.rating,
      reviewText: form.review_text?.trim() ?? '',
      ...basis,
    });
    // The vendor's rating is on their card in the browse lists.
    await deps.events.raise(tx, 'vendor.card_changed', { vendorId: subject.id });
    await deps.events.raise(tx, 'review.received', { reviewId: review.id });
    return review;
  });
}
