import { and, desc, eq, notExists, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { bookings, reviews, users, type UserType } from '../../db/schema.ts';
import type { Db, Tx } from '../../db/client.ts';
import { total, type Page } from '../../http/pagination.ts';

const subject = alias(users, 'subject');

/** A page of the reviews of one type of vendor (or of one vendor), newest first, and how many match. */
export function reviewPage(db: Db, subjectType: UserType, subjectId: number | undefined, page: Page) {
  const where: SQL[] = [eq(subject.userType, subjectType)];
  if (subjectId !== undefined) where.push(eq(reviews.subjectId, subjectId));
  const condition = and(...where);
  return {
    rows: db
      .select({ review: reviews, reviewerName: users.name })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.reviewerId))
      .innerJoin(subject, eq(subject.id, reviews.subjectId))
      .where(condition)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(page.size)
      .offset(page.offset),
    counted: db
      .select(total)
      .from(reviews)
      .innerJoin(subject, eq(subject.id, reviews.subjectId))
      .where(condition),
  };
}

/** The customer's first completed booking with the vendor, optionally only among those not reviewed yet. */
export async function completedBooking(tx: Tx, customerId: number, vendorId: number, unreviewed: boolean) {
  const conditions = [
    eq(bookings.customerId, customerId),
    eq(bookings.vendorId, vendorId),
    eq(bookings.status, 'completed'),
  ];
  if (unreviewed)
    conditions.push(
      notExists(
        tx
          .select({ one: sql`1` })
          .from(reviews)
          .where(eq(reviews.bookingId, bookings.id)),
      ),
    );
  const [booking] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(...conditions))
    .orderBy(bookings.startsAt)
    .limit(1);
  return booking;
}

/** Whether the business has reviewed this employment of the professional already. */
export async function employmentReviewed(tx: Tx, employmentId: number) {
  const [existing] = await tx
    .select({ id: reviews.id })
    .from(reviews)
    .where(eq(reviews.employmentId, employmentId));
  return Boolean(existing);
}

/** A review with its reviewer's name, as it is shown. */
export async function findReview(tx: Tx, id: number) {
  const [row] = await tx
    .select({ review: reviews, reviewerName: users.name })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.reviewerId))
    .where(eq(reviews.id, id));
  return row;
}

/**
 * Saves a review and keeps the vendor's average beside the user, so lists filter and sort by rating
 * without aggregating.
 */
export async function insertReview(tx: Tx, values: typeof reviews.$inferInsert) {
  const [review] = await tx.insert(reviews).values(values).returning();
  await tx
    .update(users)
    .set({
      ratingAvg: sql`round((${users.ratingAvg} * ${users.reviewCount} + ${values.rating})::numeric / (${users.reviewCount} + 1), 2)`,
      reviewCount: sql`${users.reviewCount} + 1`,
    })
    .where(eq(users.id, values.subjectId));
  return review!;
}
