import type { UserType } from '../../db/schema.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { pageOf, pageOfRows } from '../../http/pagination.ts';
import { created, type Context, type Router, type SignedInContext } from '../../http/route.ts';
import { userTypeOf } from '../accounts/queries.ts';
import { notAVendorOfType } from '../accounts/rules.ts';
import { notify } from '../notifications/notify.ts';
import { person, text } from '../notifications/content.ts';
import { reviewJson } from './json.ts';
import { insertReview, reviewPage } from './queries.ts';
import { reviewBasis } from './rules.ts';

function listReviews(
  { query, request, deps }: Context<'listProfessionalReviews' | 'listBusinessReviews'>,
  subjectType: UserType,
  subjectId: number | undefined,
) {
  const page = pageOf(query);
  return pageOfRows(request.url, page, reviewPage(deps.db, subjectType, subjectId, page), reviewJson);
}

/** Reviews a vendor named in the form's `subjectField`, once the reviewer has a basis for it. */
async function review(
  { body, user, deps }: SignedInContext<'createProfessionalReview' | 'createBusinessReview'>,
  subjectField: string,
  subjectId: number,
  subjectType: UserType,
) {
  if ((await userTypeOf(deps.db, subjectId)) !== subjectType)
    throw badRequest({ [subjectField]: [notAVendorOfType(subjectType)] });
  if (subjectType === 'Business Owner' && user.userType !== 'Retail Customer')
    throw forbidden('Only clients review businesses.');
  const row = await deps.db.transaction(async (tx) => {
    const basis = await reviewBasis(tx, user.id, user.userType, subjectId);
    const saved = await insertReview(tx, {
      reviewerId: user.id,
      subjectId,
      rating: body.rating,
      reviewText: body.review_text?.trim() ?? '',
      ...basis,
    });
    await notify(tx, deps.jobs, {
      to: subjectId,
      kind: 'review_received',
      title: text('notification.reviewReceived.title'),
      message: text('notification.reviewReceived.message', {
        name: person(user.id, user.name),
        rating: body.rating,
      }),
      link: null,
    });
    return saved;
  });
  return created(reviewJson({ review: row, reviewerName: user.name }));
}

export function reviewRoutes(router: Router): void {
  const reviewers = { access: { roles: ['Retail Customer', 'Business Owner'] } } as const;
  router.route('listProfessionalReviews', { access: 'public' }, (ctx) =>
    listReviews(ctx, 'Beauty Professional', ctx.query.professional),
  );
  router.route('listBusinessReviews', { access: 'public' }, (ctx) =>
    listReviews(ctx, 'Business Owner', ctx.query.business),
  );
  router.route('createProfessionalReview', reviewers, (ctx) =>
    review(ctx, 'professional', ctx.body.professional, 'Beauty Professional'),
  );
  router.route('createBusinessReview', reviewers, (ctx) =>
    review(ctx, 'business', ctx.body.business, 'Business Owner'),
  );
}
