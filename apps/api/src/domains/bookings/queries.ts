import { and, desc, eq, gt, gte, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { bookings, businessProfiles, services, users, type BookingStatus } from '../../db/schema.ts';
import type { Db, Tx } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { total, type Page } from '../../http/pagination.ts';

/** Once both sides have agreed (or the appointment happened), each may call the other. */
export const AGREED_STATUSES: BookingStatus[] = ['confirmed', 'completed'];
/** What a past appointment may be: it happened, or the client did not come. */
const PAST_STATUSES: BookingStatus[] = [...AGREED_STATUSES, 'no_show'];

const customer = alias(users, 'customer');
const vendor = alias(users, 'vendor');

const staff = alias(users, 'staff');

const bookingColumns = {
  booking: bookings,
  // A walk-in or phone client has no account: her name and number are the booking's own.
  customerName: sql<string>`coalesce(${customer.name}, ${bookings.clientName})`,
  customerPhone: sql<string | null>`coalesce(${customer.phoneNumber}, nullif(${bookings.clientPhone}, ''))`,
  customerType: customer.userType,
  staffName: staff.name,
  vendorPhone: vendor.phoneNumber,
  vendorName: sql<string>`coalesce(nullif(${businessProfiles.businessName}, ''), ${vendor.name})`,
  vendorType: vendor.userType,
  serviceName: services.name,
};

/** Bookings with the names the pages show: customer, vendor (business name first), staff and service. */
function bookingQuery(db: Db | Tx) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .leftJoin(customer, eq(customer.id, bookings.customerId))
    .leftJoin(staff, eq(staff.id, bookings.staffId))
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

/**
 * Whose bookings a list shows: a vendor's, a customer's, or a professional's agenda (her own bookings and
 * those every business she works for gave her).
 */
export type BookingsOwner = { vendor: number } | { customer: number } | { person: number };

/** A page of the bookings a vendor received or a customer made, as the lists filter them. */
export function bookingsOf(db: Db, of: BookingsOwner, filter: BookingFilter, page: Page, now = new Date()) {
  const where: SQL[] = [
    'vendor' in of
      ? eq(bookings.vendorId, of.vendor)
      : 'customer' in of
        ? eq(bookings.customerId, of.customer)
        : // A business's request naming her is the owner's to answer: she sees it once it is agreed.
          or(
            eq(bookings.vendorId, of.person),
            and(eq(bookings.staffId, of.person), inArray(bookings.status, AGREED_STATUSES)),
          )!,
  ];
  if (filter.past === true) where.push(inArray(bookings.status, PAST_STATUSES), lt(bookings.startsAt, now));
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
type StatusChange = Pick<typeof bookings.$inferInsert, 'endedBy' | 'endReason' | 'cancelReason' | 'paidBy'>;

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
/** The first key of the advisory locks on one person's calendar; the second is her user id. */
const PERSON_LOCK_SPACE = 15;

/** When a confirmed booking would be: its time and the travel kept free around it. */
export interface Span {
  startsAt: Date;
  endsAt: Date;
  travelMinutes: number;
  /** The booking itself, when it is being moved or reassigned: it does not block itself. */
  exceptBookingId?: number | undefined;
}

/**
 * Whether the person has a confirmed booking overlapping the span, anywhere (her own or any business's),
 * each side widened by its travel time, as bookings_no_person_overlap compares them.
 */
async function personBusy(tx: Tx, staffId: number, span: Span): Promise<boolean> {
  const from = new Date(span.startsAt.getTime() - span.travelMinutes * 60_000);
  const to = new Date(span.endsAt.getTime() + span.travelMinutes * 60_000);
  const [row] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.staffId, staffId),
        eq(bookings.status, 'confirmed'),
        span.exceptBookingId === undefined ? undefined : ne(bookings.id, span.exceptBookingId),
        sql`minutes_after(${bookings.startsAt}, -${bookings.travelMinutes}) < ${to}`,
        sql`minutes_after(${bookings.endsAt}, ${bookings.travelMinutes}) > ${from}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Holds the person for the span, in the caller's transaction, when she is free then: confirmations of one
 * person take turns on her advisory lock (across server processes too), so of two racing for her hour one
 * wins and the other is told; bookings_no_person_overlap is the database's own guarantee behind it. A
 * caller already holding one person's lock passes `wait: false`: it then only tries the next one, so two
 * transactions never wait on each other's locks.
 */
export async function holdPerson(tx: Tx, staffId: number, span: Span, wait = true): Promise<boolean> {
  if (await personBusy(tx, staffId, span)) return false;
  if (wait) await tx.execute(sql`select pg_advisory_xact_lock(${PERSON_LOCK_SPACE}, ${staffId})`);
  else {
    const locked = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${PERSON_LOCK_SPACE}, ${staffId}) as locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (!locked.rows[0]?.locked) return false;
  }
  return !(await personBusy(tx, staffId, span));
}

/**
 * The first of the candidates (in the order given) who is free for the span, held as holdPerson holds
 * her; undefined when none is.
 */
export async function holdFirstFree(tx: Tx, candidates: readonly number[], span: Span) {
  let holding = false;
  for (const staffId of candidates) {
    if (await holdPerson(tx, staffId, span, !holding)) return staffId;
    // Only a busy person found before locking leaves no lock held.
    holding = true;
  }
  return undefined;
}

/**
 * A free chair (1..capacity) of a business without staff for the span, taken under the vendor's advisory
 * lock as confirmOnFreeChair takes it; undefined when the chairs are full then.
 */
export async function holdChair(tx: Tx, vendorId: number, capacity: number, span: Span) {
  const chairsTaken = () =>
    tx
      .select({ chair: bookings.chair })
      .from(bookings)
      .where(
        and(
          eq(bookings.vendorId, vendorId),
          eq(bookings.status, 'confirmed'),
          span.exceptBookingId === undefined ? undefined : ne(bookings.id, span.exceptBookingId),
          lt(bookings.startsAt, span.endsAt),
          gt(bookings.endsAt, span.startsAt),
        ),
      );
  if ((await chairsTaken()).length >= capacity) return undefined;
  await tx.execute(sql`select pg_advisory_xact_lock(${BOOKING_LOCK_SPACE}, ${vendorId})`);
  const used = new Set((await chairsTaken()).map((t) => t.chair));
  let chair = 1;
  while (used.has(chair)) chair += 1;
  return chair > capacity ? undefined : chair;
}

/**
 * Confirms the booking with the person who serves it (chair null at a business, 1 for a professional's
 * own), moving it when `when` is given, if it is still in one of the statuses; false when it changed.
 */
export async function confirmWith(
  tx: Tx,
  id: number,
  from: readonly BookingStatus[],
  place: { staffId: number; chair: number | null },
  when?: { bookingDate: string; bookingTime: string; startsAt: Date; endsAt: Date },
): Promise<boolean> {
  const updated = await tx
    .update(bookings)
    .set({ status: 'confirmed', ...place, ...(when ?? {}), ...noProposal })
    .where(and(eq(bookings.id, id), inArray(bookings.status, [...from])))
    .returning({ id: bookings.id });
  return updated.length > 0;
}

/** Gives a pending or confirmed booking to another staff member; false when it changed meanwhile. */
export async function setStaff(tx: Tx, id: number, staffId: number): Promise<boolean> {
  const updated = await tx
    .update(bookings)
    .set({ staffId, chair: null })
    .where(and(eq(bookings.id, id), inArray(bookings.status, ['pending', 'confirmed'])))
    .returning({ id: bookings.id });
  return updated.length > 0;
}

/** Whether the client has a confirmed or completed booking with the vendor (a returning client). */
export async function hasBookedWith(
  db: Db | Tx,
  customerId: number,
  vendorId: number,
  statuses: BookingStatus[] = ['confirmed', 'completed'],
): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.customerId, customerId),
        eq(bookings.vendorId, vendorId),
        inArray(bookings.status, statuses),
      ),
    )
    .limit(1);
  return Boolean(row);
}

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
