import { and, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { findCounty, findSubCounty } from '@urembo/kenya';
import {
  bookings,
  businessProfiles,
  services,
  users,
  vendorServices,
  type BookingStatus,
  type UserType,
} from '../../db/schema.ts';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound, type FieldErrors } from '../../http/errors.ts';
import { paginated, pageOf } from '../../http/pagination.ts';
import { created, type Context, type Router, type SignedInContext } from '../../http/route.ts';
import { notify } from '../notifications/notify.ts';
import { isRealDate, nairobiClock, nairobiInstant, nairobiNow } from './time.ts';

const customer = alias(users, 'customer');
const vendor = alias(users, 'vendor');

const bookingColumns = {
  booking: bookings,
  customerName: customer.name,
  vendorName: sql<string>`coalesce(nullif(${businessProfiles.businessName}, ''), ${vendor.name})`,
  vendorType: vendor.userType,
  serviceName: services.name,
};

function bookingQuery(db: Db | Tx) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(customer, eq(customer.id, bookings.customerId))
    .innerJoin(vendor, eq(vendor.id, bookings.vendorId))
    .leftJoin(businessProfiles, eq(businessProfiles.userId, bookings.vendorId))
    .innerJoin(services, eq(services.id, bookings.serviceId));
}

type BookingRow = Awaited<ReturnType<ReturnType<typeof bookingQuery>['execute']>>[number];

function bookingJson(row: BookingRow) {
  const b = row.booking;
  return {
    id: b.id,
    customer: b.customerId,
    customer_name: row.customerName,
    vendor: b.vendorId,
    vendor_type: row.vendorType,
    service: b.serviceId,
    booking_date: b.bookingDate,
    booking_time: b.bookingTime.slice(0, 5),
    end_time: nairobiClock(b.endsAt),
    county: b.county,
    sub_county: b.subCounty,
    status: b.status,
    serviceName: row.serviceName,
    vendorName: row.vendorName,
    client_name: b.clientName,
    created_at: b.createdAt.toISOString(),
  };
}

async function listBookings(ctx: Context, where: SQL[]) {
  const page = pageOf(ctx.query);
  if (typeof ctx.query.status === 'string')
    where.push(eq(bookings.status, ctx.query.status as BookingStatus));
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    bookingQuery(ctx.deps.db)
      .where(condition)
      .orderBy(desc(bookings.startsAt), desc(bookings.id))
      .limit(page.size)
      .offset(page.offset),
    ctx.deps.db
      .select({ count: sql<number>`count(*)::int` })
      .from(bookings)
      .where(condition),
  ]);
  return paginated(ctx.request.url, page, total?.count ?? 0, rows.map(bookingJson));
}

async function loadBooking(db: Db | Tx, id: number) {
  const [row] = await bookingQuery(db).where(eq(bookings.id, id));
  if (!row) throw notFound();
  return row;
}

/** Creates a booking with a vendor of the given type, after checking what the client's form cannot. */
function createBooking(router: Router, operationId: string, vendorType: UserType) {
  router.route(operationId, { access: { roles: ['Retail Customer'] } }, async ({ body, user, deps }) => {
    const errors: FieldErrors = {};
    const date = String(body.booking_date);
    const time = String(body.booking_time);
    const now = nairobiNow();
    if (!isRealDate(date)) errors.booking_date = ['Date has wrong format. Use YYYY-MM-DD.'];
    else if (date < now.date) errors.booking_date = ['Past dates cannot be booked.'];
    else if (date === now.date && time < now.time)
      errors.booking_time = ['Please select a time later than the current time.'];
    const county = findCounty(String(body.county));
    const subCounty = county ? findSubCounty(county.name, String(body.sub_county)) : undefined;
    if (!county) errors.county = ['Select a valid Kenyan county.'];
    else if (!subCounty) errors.sub_county = [`Select a sub-county of ${county.name}.`];

    const vendorId = Number(body.vendor);
    const serviceId = Number(body.service);
    const [target] = await deps.db
      .select({ id: users.id, userType: users.userType })
      .from(users)
      .where(eq(users.id, vendorId));
    if (!target || target.userType !== vendorType)
      errors.vendor = [
        vendorType === 'Business Owner' ? 'Select a valid business.' : 'Select a valid beauty professional.',
      ];
    const [offered] = await deps.db
      .select({ duration: services.durationMinutes })
      .from(vendorServices)
      .innerJoin(services, eq(services.id, vendorServices.serviceId))
      .where(and(eq(vendorServices.vendorId, vendorId), eq(vendorServices.serviceId, serviceId)));
    if (!offered && !errors.vendor) errors.service = ['This vendor does not offer that service.'];
    if (Object.keys(errors).length) throw badRequest(errors);

    const startsAt = nairobiInstant(date, time);
    const endsAt = new Date(startsAt.getTime() + offered!.duration * 60_000);
    const id = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(bookings)
        .values({
          customerId: user.id,
          vendorId,
          serviceId,
          bookingDate: date,
          bookingTime: time,
          startsAt,
          endsAt,
          county: county!.name,
          subCounty: subCounty!,
          clientName: typeof body.client_name === 'string' ? body.client_name.trim() : '',
        })
        .returning({ id: bookings.id });
      await notify(
        tx,
        vendorId,
        'booking_requested',
        'New booking request',
        `${user.name} asked to book you on ${date} at ${time}.`,
        vendorType === 'Business Owner' ? '/business-bookings' : '/professional-requests',
      );
      return row!.id;
    });
    return created(bookingJson(await loadBooking(deps.db, id)));
  });
}

/** The vendor approves (confirmed) or denies (cancelled) a booking made with them. */
async function answerBooking(ctx: SignedInContext) {
  const id = Number(ctx.params.id);
  const status = ctx.body.status as BookingStatus;
  const current = await loadBooking(ctx.deps.db, id);
  if (current.booking.vendorId !== ctx.user.id)
    throw forbidden('Only the vendor of this booking can answer it.');
  const allowed = status === 'confirmed' ? ['pending'] : ['pending', 'confirmed'];
  if (!allowed.includes(current.booking.status))
    throw conflict(
      `This booking is ${current.booking.status} and can no longer be ${status === 'confirmed' ? 'approved' : 'denied'}.`,
    );
  try {
    await ctx.deps.db.transaction(async (tx) => {
      const updated = await tx
        .update(bookings)
        .set({ status })
        .where(and(eq(bookings.id, id), inArray(bookings.status, allowed as BookingStatus[])))
        .returning({ id: bookings.id });
      if (!updated.length) throw conflict('This booking was changed meanwhile. Reload and try again.');
      const approved = status === 'confirmed';
      await notify(
        tx,
        current.booking.customerId,
        approved ? 'booking_confirmed' : 'booking_cancelled',
        approved ? 'Booking approved' : 'Booking declined',
        `${current.vendorName} ${approved ? 'approved' : 'declined'} your ${current.serviceName} booking on ${current.booking.bookingDate}.`,
        '/appointments',
      );
    });
  } catch (error) {
    if (
      (error as { code?: string }).code === '23P01' ||
      (error as { cause?: { code?: string } }).cause?.code === '23P01'
    )
      throw conflict(
        'This time overlaps another confirmed booking. Choose another booking to approve or ask the client to reschedule.',
      );
    throw error;
  }
  return bookingJson(await loadBooking(ctx.deps.db, id));
}

export function bookingRoutes(router: Router): void {
  createBooking(router, 'createProfessionalBooking', 'Beauty Professional');
  createBooking(router, 'createBusinessBooking', 'Business Owner');

  router.route('listProfessionalBookings', { access: { roles: ['Beauty Professional'] } }, async (ctx) => {
    const professionalId =
      ctx.query.professional_id === undefined ? ctx.user.id : Number(ctx.query.professional_id);
    if (professionalId !== ctx.user.id) throw forbidden('You can only see your own booking requests.');
    return listBookings(ctx, [eq(bookings.vendorId, professionalId)]);
  });
  router.route('answerProfessionalBooking', { access: { roles: ['Beauty Professional'] } }, answerBooking);

  router.route('listBusinessBookings', { access: { roles: ['Business Owner'] } }, (ctx) =>
    listBookings(ctx, [eq(bookings.vendorId, ctx.user.id)]),
  );
  router.route('answerBusinessBooking', { access: { roles: ['Business Owner'] } }, answerBooking);

  // Only retail customers book, so other users get an empty list rather than an error.
  router.route('listUserBookings', { access: {} }, (ctx) => {
    const where: SQL[] = [eq(bookings.customerId, ctx.user.id)];
    if (ctx.query.past === true)
      where.push(inArray(bookings.status, ['confirmed', 'completed']), lt(bookings.startsAt, new Date()));
    return listBookings(ctx, where);
  });

  router.route('updateUserBooking', { access: { roles: ['Retail Customer'] } }, async (ctx) => {
    const id = Number(ctx.params.id);
    const status = ctx.body.status as BookingStatus;
    const current = await loadBooking(ctx.deps.db, id);
    if (current.booking.customerId !== ctx.user.id)
      throw forbidden('Only the customer who booked can change this booking.');
    const b = current.booking;
    if (status === 'cancelled' && !['pending', 'confirmed'].includes(b.status))
      throw conflict(`This booking is ${b.status} and can no longer be cancelled.`);
    if (status === 'completed' && (b.status !== 'confirmed' || b.startsAt > new Date()))
      throw conflict('Only a confirmed appointment that has started can be marked as done.');
    await ctx.deps.db.transaction(async (tx) => {
      const updated = await tx
        .update(bookings)
        .set({ status })
        .where(and(eq(bookings.id, id), eq(bookings.status, b.status)))
        .returning({ id: bookings.id });
      if (!updated.length) throw conflict('This booking was changed meanwhile. Reload and try again.');
      const cancelled = status === 'cancelled';
      await notify(
        tx,
        b.vendorId,
        cancelled ? 'booking_cancelled' : 'booking_completed',
        cancelled ? 'Booking cancelled' : 'Appointment completed',
        `${ctx.user.name} ${cancelled ? 'cancelled' : 'confirmed'} the ${current.serviceName} appointment on ${b.bookingDate}.`,
        current.vendorType === 'Business Owner' ? '/business-bookings' : '/professional-requests',
      );
    });
    return bookingJson(await loadBooking(ctx.deps.db, id));
  });
}
