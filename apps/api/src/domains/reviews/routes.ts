import { and, desc, eq, isNull, notExists, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { bookings, businessEmployees, reviews, users, type UserType } from '../../db/schema.ts';
import type { Tx } from '../../db/client.ts';
import { badRequest, conflict, forbidden } from '../../http/errors.ts';
import { paginated, pageOf } from '../../http/pagination.ts';
import { created, type Context, type Router, type SignedInContext } from '../../http/route.ts';
import { notify } from '../notifications/notify.ts';

const subject = alias(users, 'subject');
const reviewColumns = { review: reviews, reviewerName: users.name };

function reviewJson(row: { review: typeof reviews.$inferSelect; reviewerName: string }) {
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

async function listReviews(ctx: Context, subjectType: UserType, subjectId: unknown) {
  const page = pageOf(ctx.query);
  const where: SQL[] = [eq(subject.userType, subjectType)];
  if (subjectId !== undefined) where.push(eq(reviews.subjectId, Number(subjectId)));
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    ctx.deps.db
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.reviewerId))
      .innerJoin(subject, eq(subject.id, reviews.subjectId))
      .where(condition)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(page.size)
      .offset(page.offset),
    ctx.deps.db
      .select({ count: sql<number>`count(*)::int` })
      .from(reviews)
      .innerJoin(subject, eq(subject.id, reviews.subjectId))
      .where(condition),
  ]);
  return paginated(ctx.request.url, page, total?.count ?? 0, rows.map(reviewJson));
}

/** What entitles a reviewer: a completed booking with the vendor, or (for a business) employing the professional. */
async function reviewBasis(tx: Tx, reviewerId: number, reviewerType: UserType, subjectId: number) {
  if (reviewerType === 'Retail Customer') {
    const [booking] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.customerId, reviewerId),
          eq(bookings.vendorId, subjectId),
          eq(bookings.status, 'completed'),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(reviews)
              .where(eq(reviews.bookingId, bookings.id)),
          ),
        ),
      )
      .orderBy(bookings.startsAt)
      .limit(1);
    if (booking) return { bookingId: booking.id };
    const [any] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.customerId, reviewerId),
          eq(bookings.vendorId, subjectId),
          eq(bookings.status, 'completed'),
        ),
      )
      .limit(1);
    if (any) throw conflict('You have already reviewed every completed appointment with them.');
    throw forbidden('You can review them after a completed appointment.');
  }
  if (reviewerType === 'Business Owner') {
    const [link] = await tx
      .select({ id: businessEmployees.id })
      .from(businessEmployees)
      .where(
        and(
          eq(businessEmployees.businessId, reviewerId),
          eq(businessEmployees.employeeId, subjectId),
          isNull(businessEmployees.endedAt),
        ),
      )
      .limit(1);
    if (!link) throw forbidden('You can review a professional once they are your employee.');
    const [existing] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(eq(reviews.employmentId, link.id));
    if (existing) throw conflict('You have already reviewed this employee.');
    return { employmentId: link.id };
  }
  throw forbidden('Beauty professionals cannot leave reviews.');
}

function createReview(router: Router, operationId: string, subjectField: string, subjectType: UserType) {
  router.route(
    operationId,
    { access: { roles: ['Retail Customer', 'Business Owner'] } },
    async (ctx: SignedInContext) => {
      const subjectId = Number(ctx.body[subjectField]);
      const rating = Number(ctx.body.rating);
      const text = typeof ctx.body.review_text === 'string' ? ctx.body.review_text.trim() : '';
      const [subject] = await ctx.deps.db.select().from(users).where(eq(users.id, subjectId));
      if (!subject || subject.userType !== subjectType)
        throw badRequest({
          [subjectField]: [
            subjectType === 'Business Owner'
              ? 'Select a valid business.'
              : 'Select a valid beauty professional.',
          ],
        });
      if (subjectType === 'Business Owner' && ctx.user.userType !== 'Retail Customer')
        throw forbidden('Only clients review businesses.');
      const row = await ctx.deps.db.transaction(async (tx) => {
        const basis = await reviewBasis(tx, ctx.user.id, ctx.user.userType, subjectId);
        const [review] = await tx
          .insert(reviews)
          .values({ reviewerId: ctx.user.id, subjectId, rating, reviewText: text, ...basis })
          .returning();
        // Keep the average beside the user so lists filter and sort by rating without aggregating.
        await tx
          .update(users)
          .set({
            ratingAvg: sql`round((${users.ratingAvg} * ${users.reviewCount} + ${rating})::numeric / (${users.reviewCount} + 1), 2)`,
            reviewCount: sql`${users.reviewCount} + 1`,
          })
          .where(eq(users.id, subjectId));
        await notify(
          tx,
          subjectId,
          'review_received',
          'New review',
          `${ctx.user.name} rated you ${rating} out of 5.`,
          null,
        );
        return review!;
      });
      return created(reviewJson({ review: row, reviewerName: ctx.user.name }));
    },
  );
}

export function reviewRoutes(router: Router): void {
  router.route('listProfessionalReviews', { access: 'public' }, (ctx) =>
    listReviews(ctx, 'Beauty Professional', ctx.query.professional),
  );
  router.route('listBusinessReviews', { access: 'public' }, (ctx) =>
    listReviews(ctx, 'Business Owner', ctx.query.business),
  );
  createReview(router, 'createProfessionalReview', 'professional', 'Beauty Professional');
  createReview(router, 'createBusinessReview', 'business', 'Business Owner');
}
