import { and, desc, eq, gt, gte, inArray, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { bookings, businessProfiles, services, users, type BookingStatus } from '../../db/schema.ts';
import type { Db, Tx } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { total, type Page } from '../../http/pagination.ts';

/** Once both sides have agreed (or the appointment happened), each may call the other. */
export const AGREED_STATUSES: BookingStatus[] = ['confirmed', 'completed'];

const customer = alias(users, 'customer');
const vendor = alias(users, 'vendor');

const bookingColumns = {
  booking: bookings,
  customerName: customer.name,
  customerPhone: customer.phoneNumber,
  customerType: customer.userType,
  vendorPhone: vendor.phoneNumber,
  vendorName: sql<string>`coalesce(nullif(${businessProfiles.businessName}, ''), ${vendor.name})`,
  vendorType: vendor.userType,
  serviceName: services.name,
};

/** Bookings with the names the pages show: customer, vendor (business name first) and service. */
function bookingQuery(db: Db | Tx) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(customer, eq(customer.id, bookings.customerId))
    .innerJoin(vendor, eq(vendor.id, bookings.vendorId))
    .leftJoin(businessProfiles, eq(businessProfiles.userId, bookings.vendorId))
    .innerJoin(services, eq(services.id, bookings.serviceId));
}

export type BookingRow = Awaited<ReturnType<ReturnType<typeof bookingQuery>['execute']>>[number];

/** A page of bookings, latest appointment first, and how many match in all. */
export function bookingPage(db: Db, where: SQL[], page: Page) {
  const condition = and(...where);
  return {
    rows: bookingQuery(db)
      .where(condition)
      .orderBy(desc(bookings.startsAt), desc(bookings.id))
      .limit(page.size)
      .offset(page.offset),
    counted: db.select(total).from(bookings).where(condition),
  };
}

/** What the booking lists filter on, as their queries name it, beside whose bookings they are. */
export interface BookingFilter {
  status?: BookingStatus | undefined;
  /** Appointments from this date on and up to that one (the vendors' lists). */
  date_from?: string | undefined;
  date_to?: string | undefined;
  /** Only appointments agreed on that have already begun (the client's history). */
  past?: boolean | undefined;
}

/** A page of the bookings a vendor received or a customer made, as the lists filter them. */
export function bookingsOf(
  db: Db,
  of: { vendor: number } | { customer: number },
  filter: BookingFilter,
  page: Page,
  now = new Date(),
) {
  const where: SQL[] = [
    'vendor' in of ? eq(bookings.vendorId, of.vendor) : eq(bookings.customerId, of.customer),
  ];
  if (filter.past === true) where.push(inArray(bookings.status, AGREED_STATUSES), lt(bookings.startsAt, now));
  if (filter.status) where.push(eq(bookings.status, filter.status));
  if (filter.date_from) where.push(gte(bookings.bookingDate, filter.date_from));
  if (filter.date_to) where.push(lte(bookings.bookingDate, filter.date_to));
  return bookingPage(db, where, page);
}

/** Whether the customer has a request waiting for an answer (the first tab of their appointments). */
export async function hasPendingBooking(db: Db, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.customerId, customerId), eq(bookings.status, 'pending')))
    .limit(1);
  return Boolean(row);
}

export async function loadBooking(db: Db | Tx, id: number): Promise<BookingRow> {
  const [row] = await bookingQuery(db).where(eq(bookings.id, id));
  if (!row) throw notFound();
  return row;
}

/**
 * The customer's requests still waiting for an answer whose time is still ahead, with this vendor and in
 * all. Locks the customer's row first, so her concurrent requests count one after another and a burst of
 * them cannot all see room under the limits.
 */
export async function waitingRequestsOf(tx: Tx, customerId: number, vendorId: number, now = new Date()) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, customerId)).for('update');
  const [row] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      withVendor: sql<number>`(count(*) filter (where ${bookings.vendorId} = ${vendorId}))::int`,
    })
    .from(bookings)
    .where(
      and(eq(bookings.customerId, customerId), eq(bookings.status, 'pending'), gt(bookings.startsAt, now)),
    );
  return { total: row?.total ?? 0, withVendor: row?.withVendor ?? 0 };
}

export async function insertBooking(tx: Tx, values: typeof bookings.$inferInsert): Promise<number> {
  const [row] = await tx.insert(bookings).values(values).returning({ id: bookings.id });
  return row!.id;
}

/** What changes with a booking's status: who ended it and why, when it is cancelled. */
type StatusChange = Pick<typeof bookings.$inferInsert, 'endedBy' | 'endReason'>;

/** Moves a booking on if it is still in one of the given statuses; false when it was changed meanwhile. */
export async function moveBooking(
  tx: Tx,
  id: number,
  from: readonly BookingStatus[],
  to: BookingStatus,
  change: StatusChange = {},
): Promise<boolean> {
  const updated = await tx
    .update(bookings)
    .set({ status: to, ...change, ...noProposal })
    .where(and(eq(bookings.id, id), inArray(bookings.status, [...from])))
    .returning({ id: bookings.id });
  return updated.length > 0;
}

const noProposal = { proposedDate: null, proposedTime: null, proposedStartsAt: null, proposedEndsAt: null };

/**
 * Confirms a booking at [startsAt, endsAt) on a chair (1..capacity) that no overlapping confirmed booking of
 * the vendor holds, moving it there when `when` is given. Approvals that still see a free chair take turns
 * on the vendor's advisory lock (also across server processes), so each picks a chair the others have not
 * and overlapping GiST inserts never deadlock; once the chairs are full at that time, later approvals
 * answer without waiting for the lock. The exclusion constraint on (vendor, chair, time) is the database's
 * own guarantee behind it. 'changed': the booking left the expected statuses meanwhile.
 */
export async function confirmOnFreeChair(
  tx: Tx,
  booking: { id: number; vendorId: number },
  from: readonly BookingStatus[],
  capacity: number,
  when?: { bookingDate: string; bookingTime: string; startsAt: Date; endsAt: Date },
): Promise<'confirmed' | 'full' | 'changed'> {
  const [current] = await tx
    .select({ startsAt: bookings.startsAt, endsAt: bookings.endsAt, status: bookings.status })
    .from(bookings)
    .where(eq(bookings.id, booking.id));
  if (!current || !from.includes(current.status)) return 'changed';
  const startsAt = when?.startsAt ?? current.startsAt;
  const endsAt = when?.endsAt ?? current.endsAt;
  const confirm = async (chair: number) => {
    const updated = await tx
      .update(bookings)
      .set({ status: 'confirmed', chair, ...(when ?? {}), ...noProposal })
      .where(and(eq(bookings.id, booking.id), inArray(bookings.status, [...from])))
      .returning({ id: bookings.id });
    return updated.length ? ('confirmed' as const) : ('changed' as const);
  };
  const chairsTaken = () =>
    tx
      .select({ chair: bookings.chair })
      .from(bookings)
      .where(
        and(
          eq(bookings.vendorId, booking.vendorId),
          eq(bookings.status, 'confirmed'),
          ne(bookings.id, booking.id),
          lt(bookings.startsAt, endsAt),
          gt(bookings.endsAt, startsAt),
        ),
      );
  if ((await chairsTaken()).length >= capacity) return 'full';
  await tx.execute(sql`select pg_advisory_xact_lock(${BOOKING_LOCK_SPACE}, ${booking.vendorId})`);
  const used = new Set((await chairsTaken()).map((t) => t.chair));
  let chair = 1;
  while (used.has(chair)) chair += 1;
  return chair > capacity ? 'full' : confirm(chair);
}

/** The first key of the two-key advisory locks this domain takes; the second is the vendor's id. */
const BOOKING_LOCK_SPACE = 14;

/** Records another time the vendor proposes, replacing an earlier proposal. */
export async function saveProposal(
  tx: Tx,
  id: number,
  proposal: { date: string; time: string; startsAt: Date; endsAt: Date },
): Promise<boolean> {
  const updated = await tx
    .update(bookings)
    .set({
      proposedDate: proposal.date,
      proposedTime: proposal.time,
      proposedStartsAt: proposal.startsAt,
      proposedEndsAt: proposal.endsAt,
    })
    .where(and(eq(bookings.id, id), inArray(bookings.status, ['pending', 'confirmed'])))
    .returning({ id: bookings.id });
  return updated.length > 0;
}

export async function clearProposal(tx: Tx, id: number): Promise<void> {
  await tx.update(bookings).set(noProposal).where(eq(bookings.id, id));
}
