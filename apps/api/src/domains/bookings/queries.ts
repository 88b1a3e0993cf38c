import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  bookings,
  businessProfiles,
  services,
  users,
  vendorServices,
  type BookingStatus,
} from '../../db/schema.ts';
import type { Db, Tx } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { total, type Page } from '../../http/pagination.ts';

const customer = alias(users, 'customer');
const vendor = alias(users, 'vendor');

const bookingColumns = {
  booking: bookings,
  customerName: customer.name,
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

export async function loadBooking(db: Db | Tx, id: number): Promise<BookingRow> {
  const [row] = await bookingQuery(db).where(eq(bookings.id, id));
  if (!row) throw notFound();
  return row;
}

/** How long the vendor's service takes, or undefined when the vendor does not offer it. */
export async function offeredDuration(db: Db, vendorId: number, serviceId: number) {
  const [offered] = await db
    .select({ duration: services.durationMinutes })
    .from(vendorServices)
    .innerJoin(services, eq(services.id, vendorServices.serviceId))
    .where(and(eq(vendorServices.vendorId, vendorId), eq(vendorServices.serviceId, serviceId)));
  return offered?.duration;
}

export async function insertBooking(tx: Tx, values: typeof bookings.$inferInsert): Promise<number> {
  const [row] = await tx.insert(bookings).values(values).returning({ id: bookings.id });
  return row!.id;
}

/** Moves a booking on if it is still in one of the given statuses; false when it was changed meanwhile. */
export async function moveBooking(
  tx: Tx,
  id: number,
  from: readonly BookingStatus[],
  to: BookingStatus,
): Promise<boolean> {
  const updated = await tx
    .update(bookings)
    .set({ status: to })
    .where(and(eq(bookings.id, id), inArray(bookings.status, [...from])))
    .returning({ id: bookings.id });
  return updated.length > 0;
}
