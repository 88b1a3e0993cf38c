import { pageOf, pageOfRows } from '../../http/pagination.ts';
import { created, type Context, type Router, type SignedInContext } from '../../http/route.ts';
import { leaveReview, type Subject } from './commands.ts';
import { reviewJson } from './json.ts';
import { reviewPage } from './queries.ts';

function listReviews(
  { query, request, deps }: Context<'listProfessionalReviews' | 'listBusinessReviews'>,
  subjectType: Subject['type'],
  subjectId: number | undefined,
) {
  const page = pageOf(query);
  return pageOfRows(request.url, page, reviewPage(deps.db, subjectType, subjectId, page), reviewJson);
}

async function review(
  { body, user, deps }: SignedInContext<'createProfessionalReview' | 'createBusinessReview'>,
  subject: Subject,
) {
  const saved = await leaveReview(deps, user, subject, body);
  return created(reviewJson({ review: saved, reviewerName: user.name }));
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
    review(ctx, { field: 'professional', id: ctx.body.professional, type: 'Beauty Professional' }),
  );
  router.route('createBusinessReview', reviewers, (ctx) =>
    review(ctx, { field: 'business', id: ctx.body.business, type: 'Business Owner' }),
  );
}
