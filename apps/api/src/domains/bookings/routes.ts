import { eq, inArray, lt, type SQL } from 'drizzle-orm';
import { nairobiInstant } from '@urembo/kenya';
import { bookings, type BookingStatus, type UserType } from '../../db/schema.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isExclusionViolation } from '../../db/errors.ts';
import { badRequest, conflict, forbidden, type FieldErrors } from '../../http/errors.ts';
import { pageOf, pageOfRows } from '../../http/pagination.ts';
import { created, type Context, type Router, type SignedInContext } from '../../http/route.ts';
import { notify } from '../notifications/notify.ts';
import { bookingJson } from './json.ts';
import { userTypeOf } from '../accounts/queries.ts';
import { notAVendorOfType } from '../accounts/rules.ts';
import {
  bookingPage,
  insertBooking,
  loadBooking,
  moveBooking,
  offeredDuration,
  type BookingRow,
} from './queries.ts';
import {
  CHANGED_MEANWHILE,
  OVERLAPS,
  checkWhenAndWhere,
  customerMayChange,
  vendorBookingsPage,
  vendorMayAnswer,
} from './rules.ts';

type ListOperation = 'listProfessionalBookings' | 'listBusinessBookings' | 'listUserBookings';

function listBookings({ query, request, deps }: Context<ListOperation>, where: SQL[]) {
  const page = pageOf(query);
  if (query.status) where.push(eq(bookings.status, query.status));
  return pageOfRows(request.url, page, bookingPage(deps.db, where, page), bookingJson);
}

/** Books a vendor of the given type, after checking what the client's form cannot. */
async function book(
  { body, user, deps }: SignedInContext<'createProfessionalBooking' | 'createBusinessBooking'>,
  vendorType: UserType,
) {
  const errors: FieldErrors = {};
  const place = checkWhenAndWhere(body, errors);
  if ((await userTypeOf(deps.db, body.vendor)) !== vendorType) errors.vendor = [notAVendorOfType(vendorType)];
  const duration = await offeredDuration(deps.db, body.vendor, body.service);
  if (duration === undefined && !errors.vendor) errors.service = ['This vendor does not offer that service.'];
  if (Object.keys(errors).length || duration === undefined) throw badRequest(errors);

  const startsAt = nairobiInstant(body.booking_date, body.booking_time);
  const id = await deps.db.transaction(async (tx) => {
    const id = await insertBooking(tx, {
      customerId: user.id,
      vendorId: body.vendor,
      serviceId: body.service,
      bookingDate: body.booking_date,
      bookingTime: body.booking_time,
      startsAt,
      endsAt: new Date(startsAt.getTime() + duration * 60_000),
      county: place.county,
      subCounty: place.subCounty,
      clientName: body.client_name?.trim() ?? '',
    });
    await notify(
      tx,
      body.vendor,
      'booking_requested',
      'New booking request',
      `${user.name} asked to book you on ${body.booking_date} at ${body.booking_time}.`,
      vendorBookingsPage(vendorType),
    );
    return id;
  });
  return created(bookingJson(await loadBooking(deps.db, id)));
}

/** Everything `notify` needs but the transaction. */
type Notice = Parameters<typeof notify> extends [Tx, ...infer Rest] ? Rest : never;

/** Moves the booking on and tells the other side in one transaction; a change meanwhile is a conflict. */
async function moveAndNotify(
  db: Db,
  current: BookingRow,
  from: readonly BookingStatus[],
  to: BookingStatus,
  notice: Notice,
) {
  await db.transaction(async (tx) => {
    if (!(await moveBooking(tx, current.booking.id, from, to))) throw conflict(CHANGED_MEANWHILE);
    await notify(tx, ...notice);
  });
}

/** The vendor approves (confirmed) or denies (cancelled) a booking made with them. */
async function answerBooking({
  params,
  body,
  user,
  deps,
}: SignedInContext<'answerProfessionalBooking' | 'answerBusinessBooking'>) {
  const current = await loadBooking(deps.db, params.id);
  const from = vendorMayAnswer(current, user.id, body.status);
  const approved = body.status === 'confirmed';
  try {
    await moveAndNotify(deps.db, current, from, body.status, [
      current.booking.customerId,
      approved ? 'booking_confirmed' : 'booking_cancelled',
      approved ? 'Booking approved' : 'Booking declined',
      `${current.vendorName} ${approved ? 'approved' : 'declined'} your ${current.serviceName} booking on ${current.booking.bookingDate}.`,
      '/appointments',
    ]);
  } catch (error) {
    if (isExclusionViolation(error)) throw conflict(OVERLAPS);
    throw error;
  }
  return bookingJson(await loadBooking(deps.db, params.id));
}

/** The customer cancels a booking or marks an appointment as done. */
async function changeBooking({ params, body, user, deps }: SignedInContext<'updateUserBooking'>) {
  const current = await loadBooking(deps.db, params.id);
  customerMayChange(current, user.id, body.status);
  const cancelled = body.status === 'cancelled';
  await moveAndNotify(deps.db, current, [current.booking.status], body.status, [
    current.booking.vendorId,
    cancelled ? 'booking_cancelled' : 'booking_completed',
    cancelled ? 'Booking cancelled' : 'Appointment completed',
    `${user.name} ${cancelled ? 'cancelled' : 'confirmed'} the ${current.serviceName} appointment on ${current.booking.bookingDate}.`,
    vendorBookingsPage(current.vendorType),
  ]);
  return bookingJson(await loadBooking(deps.db, params.id));
}

export function bookingRoutes(router: Router): void {
  const customers = { access: { roles: ['Retail Customer'] } } as const;
  const professionals = { access: { roles: ['Beauty Professional'] } } as const;
  const businesses = { access: { roles: ['Business Owner'] } } as const;

  router.route('createProfessionalBooking', customers, (ctx) => book(ctx, 'Beauty Professional'));
  router.route('createBusinessBooking', customers, (ctx) => book(ctx, 'Business Owner'));

  router.route('listProfessionalBookings', professionals, (ctx) => {
    const professionalId = ctx.query.professional_id ?? ctx.user.id;
    if (professionalId !== ctx.user.id) throw forbidden('You can only see your own booking requests.');
    return listBookings(ctx, [eq(bookings.vendorId, professionalId)]);
  });
  router.route('answerProfessionalBooking', professionals, answerBooking);

  router.route('listBusinessBookings', businesses, (ctx) =>
    listBookings(ctx, [eq(bookings.vendorId, ctx.user.id)]),
  );
  router.route('answerBusinessBooking', businesses, answerBooking);

  // Only retail customers book, so other users get an empty list rather than an error.
  router.route('listUserBookings', { access: {} }, (ctx) => {
    const where: SQL[] = [eq(bookings.customerId, ctx.user.id)];
    if (ctx.query.past === true)
      where.push(inArray(bookings.status, ['confirmed', 'completed']), lt(bookings.startsAt, new Date()));
    return listBookings(ctx, where);
  });

  router.route('updateUserBooking', customers, changeBooking);
}
