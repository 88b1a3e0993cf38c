import { eq, gte, inArray, lt, lte, type SQL } from 'drizzle-orm';
import { nairobiInstant } from '@urembo/kenya';
import { bookings, type BookingStatus, type UserType } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { isExclusionViolation } from '../../db/errors.ts';
import { badRequest, conflict, forbidden, type FieldErrors } from '../../http/errors.ts';
import { checkNames } from '../../http/fields.ts';
import { pages } from '../../http/pages.ts';
import { pageOf, pageOfRows } from '../../http/pagination.ts';
import { created, type Context, type Router, type SignedInContext } from '../../http/route.ts';
import { notify, type Notice } from '../notifications/notify.ts';
import { person, text } from '../notifications/content.ts';
import type { Jobs } from '../outreach/jobs.ts';
import { planReminders } from '../outreach/deliver.ts';
import { sms, type BookingFacts } from '../outreach/templates.ts';
import { bookingJson } from './json.ts';
import { nameText } from '../catalog/names.ts';
import { notAVendorOfType } from '../accounts/rules.ts';
import { isFreeSlot } from '../scheduling/free.ts';
import { loadSchedule, vendorOffering } from '../scheduling/queries.ts';
import {
  bookingPage,
  clearProposal,
  confirmOnFreeChair,
  insertBooking,
  loadBooking,
  moveBooking,
  saveProposal,
  waitingRequestsOf,
  type BookingRow,
} from './queries.ts';
import {
  CHANGED_MEANWHILE,
  NOT_AVAILABLE,
  NO_LONGER_FREE,
  OVERLAPS,
  checkPendingLimits,
  checkPlace,
  checkWhenAndWhere,
  customerMayAnswerProposal,
  customerMayChange,
  vendorBookingsPage,
  vendorMayAnswer,
  vendorMayPropose,
} from './rules.ts';

type ListOperation = 'listProfessionalBookings' | 'listBusinessBookings' | 'listUserBookings';

function listBookings({ query, request, deps }: Context<ListOperation>, where: SQL[]) {
  const page = pageOf(query);
  if (query.status) where.push(eq(bookings.status, query.status));
  if ('date_from' in query && query.date_from) where.push(gte(bookings.bookingDate, query.date_from));
  if ('date_to' in query && query.date_to) where.push(lte(bookings.bookingDate, query.date_to));
  return pageOfRows(request.url, page, bookingPage(deps.db, where, page), (row) =>
    bookingJson(row, request.locale),
  );
}

/** Books a vendor of the given type, after checking what the client's form cannot. */
async function book(
  { body, request, user, deps }: SignedInContext<'createProfessionalBooking' | 'createBusinessBooking'>,
  vendorType: UserType,
) {
  const errors: FieldErrors = {};
  const where = checkWhenAndWhere(body, errors);
  checkNames(errors, { client_name: body.client_name });
  // One query: the vendor with its schedule and the service's menu item.
  const found = await vendorOffering(deps.db, body.vendor, body.service);
  const vendor = found?.vendor.userType === vendorType ? found.vendor : undefined;
  const item = vendor ? found?.item : undefined;
  if (!vendor) errors.vendor = [notAVendorOfType(vendorType)];
  else if (!item) errors.service = ['This vendor does not offer that service.'];
  if (vendor && !vendor.isAvailable) errors.vendor = [NOT_AVAILABLE];
  const schedule = vendor?.schedule;
  const place = schedule ? checkPlace(body, schedule.places, errors) : undefined;
  if (Object.keys(errors).length || !vendor || !item || !place) throw badRequest(errors);
  const free = await isFreeSlot(
    deps.db,
    body.vendor,
    item.durationMinutes,
    body.booking_date,
    body.booking_time,
    {
      schedule,
    },
  );
  if (!free) throw badRequest({ booking_time: [NO_LONGER_FREE] });

  const startsAt = nairobiInstant(body.booking_date, body.booking_time);
  const id = await deps.db.transaction(async (tx) => {
    checkPendingLimits(await waitingRequestsOf(tx, user.id, body.vendor));
    const id = await insertBooking(tx, {
      customerId: user.id,
      vendorId: body.vendor,
      serviceId: body.service,
      bookingDate: body.booking_date,
      bookingTime: body.booking_time,
      startsAt,
      endsAt: new Date(startsAt.getTime() + item.durationMinutes * 60_000),
      county: where.county,
      subCounty: where.subCounty,
      clientName: body.client_name?.trim() ?? '',
      priceKes: item.priceKes,
      ...place,
    });
    await notify(tx, deps.jobs, {
      to: body.vendor,
      kind: 'booking_requested',
      title: text('notification.bookingRequested.title'),
      message: text('notification.bookingRequested.message', {
        name: person(user.id, user.name),
        date: body.booking_date,
        time: body.booking_time,
      }),
      link: vendorBookingsPage(vendorType),
      sms: sms.bookingRequested({
        client: body.client_name?.trim() || user.name,
        vendor: vendor.name,
        service: item.name,
        date: body.booking_date,
        time: body.booking_time,
      }),
    });
    return id;
  });
  return created(bookingJson(await loadBooking(deps.db, id), request.locale));
}

/** The facts an SMS about this booking names, at its current time unless another is given. */
function factsOf(row: BookingRow, at?: { date: string; time: string }): BookingFacts {
  return {
    client: row.booking.clientName || row.customerName,
    vendor: row.vendorName,
    service: row.serviceName,
    date: at?.date ?? row.booking.bookingDate,
    time: at?.time ?? row.booking.bookingTime,
  };
}

/** Moves the booking on and tells the other side in one transaction; a change meanwhile is a conflict. */
async function moveAndNotify(
  { db, jobs }: { db: Db; jobs: Jobs },
  current: BookingRow,
  from: readonly BookingStatus[],
  to: BookingStatus,
  notice: Notice,
  change: Parameters<typeof moveBooking>[4] = {},
) {
  await db.transaction(async (tx) => {
    if (!(await moveBooking(tx, current.booking.id, from, to, change))) throw conflict(CHANGED_MEANWHILE);
    if (to === 'cancelled') await jobs.cancelReminders(tx, current.booking.id);
    await notify(tx, jobs, notice);
  });
}

/**
 * Confirms the booking (at a new time when `when` is given) if a chair of the vendor is free then, plans
 * its reminders and tells the other side, in one transaction; 409 when the time clashes or the booking
 * changed meanwhile.
 */
async function confirmAndNotify(
  { db, jobs }: { db: Db; jobs: Jobs },
  current: BookingRow,
  from: readonly BookingStatus[],
  notice: Notice,
  when?: Parameters<typeof confirmOnFreeChair>[4],
) {
  const { capacity } = await loadSchedule(db, current.booking.vendorId);
  try {
    await db.transaction(async (tx) => {
      const outcome = await confirmOnFreeChair(tx, current.booking, from, capacity, when);
      if (outcome === 'changed') throw conflict(CHANGED_MEANWHILE);
      if (outcome === 'full') throw conflict(OVERLAPS);
      await planReminders(tx, jobs, current.booking.id, when?.startsAt ?? current.booking.startsAt);
      await notify(tx, jobs, notice);
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw conflict(OVERLAPS);
    throw error;
  }
}

/** The vendor approves (confirmed) or denies (cancelled) a booking made with them. */
async function answerBooking({
  params,
  body,
  request,
  user,
  deps,
}: SignedInContext<'answerProfessionalBooking' | 'answerBusinessBooking'>) {
  const current = await loadBooking(deps.db, params.id);
  const from = vendorMayAnswer(current, user.id, body.status);
  const b = current.booking;
  if (body.status === 'cancelled') {
    const reason = body.reason?.trim() ?? '';
    await moveAndNotify(
      deps,
      current,
      from,
      'cancelled',
      {
        to: b.customerId,
        kind: 'booking_cancelled',
        title: text('notification.bookingDeclined.title'),
        message: text(
          reason ? 'notification.bookingDeclined.messageWithReason' : 'notification.bookingDeclined.message',
          {
            vendor: person(b.vendorId, current.vendorName),
            service: nameText(current.serviceName),
            date: b.bookingDate,
            reason,
          },
        ),
        link: pages.appointments,
        sms:
          b.status === 'confirmed'
            ? sms.bookingCancelled({ ...factsOf(current), by: current.vendorName })
            : sms.bookingDeclined(factsOf(current)),
      },
      { endedBy: 'vendor', endReason: reason },
    );
    return bookingJson(await loadBooking(deps.db, params.id), request.locale);
  }
  await confirmAndNotify(deps, current, from, {
    to: b.customerId,
    kind: 'booking_confirmed',
    title: text('notification.bookingApproved.title'),
    message: text('notification.bookingApproved.message', {
      vendor: person(b.vendorId, current.vendorName),
      service: nameText(current.serviceName),
      date: b.bookingDate,
    }),
    link: pages.appointments,
    sms: sms.bookingConfirmed(factsOf(current)),
  });
  return bookingJson(await loadBooking(deps.db, params.id), request.locale);
}

/** The customer cancels a booking or marks an appointment as done. */
async function changeBooking({ params, body, request, user, deps }: SignedInContext<'updateUserBooking'>) {
  const current = await loadBooking(deps.db, params.id);
  customerMayChange(current, user.id, body.status);
  const cancelled = body.status === 'cancelled';
  const reason = cancelled ? (body.reason?.trim() ?? '') : '';
  await moveAndNotify(
    deps,
    current,
    [current.booking.status],
    body.status,
    {
      to: current.booking.vendorId,
      kind: cancelled ? 'booking_cancelled' : 'booking_completed',
      title: text(
        cancelled ? 'notification.bookingCancelled.title' : 'notification.appointmentCompleted.title',
      ),
      message: text(
        !cancelled
          ? 'notification.appointmentCompleted.message'
          : reason
            ? 'notification.bookingCancelled.messageWithReason'
            : 'notification.bookingCancelled.message',
        {
          client: person(user.id, user.name),
          service: nameText(current.serviceName),
          date: current.booking.bookingDate,
          reason,
        },
      ),
      link: vendorBookingsPage(current.vendorType),
      ...(cancelled ? { sms: sms.bookingCancelled({ ...factsOf(current), by: user.name }) } : {}),
    },
    cancelled ? { endedBy: 'customer', endReason: reason } : {},
  );
  return bookingJson(await loadBooking(deps.db, params.id), request.locale);
}

/** The vendor proposes another free slot for a pending or confirmed booking; the client is told. */
async function proposeTime({ params, body, request, user, deps }: SignedInContext<'proposeBookingTime'>) {
  const current = await loadBooking(deps.db, params.id);
  vendorMayPropose(current, user.id);
  const b = current.booking;
  const errors: FieldErrors = {};
  checkWhenAndWhere({ ...body, county: b.county, sub_county: b.subCounty }, errors);
  if (Object.keys(errors).length) throw badRequest(errors);
  const minutes = (b.endsAt.getTime() - b.startsAt.getTime()) / 60_000;
  const free = await isFreeSlot(deps.db, b.vendorId, minutes, body.booking_date, body.booking_time, {
    exceptBookingId: b.id,
  });
  if (!free) throw badRequest({ booking_time: [NO_LONGER_FREE] });
  const startsAt = nairobiInstant(body.booking_date, body.booking_time);
  const proposal = {
    date: body.booking_date,
    time: body.booking_time,
    startsAt,
    endsAt: new Date(startsAt.getTime() + minutes * 60_000),
  };
  await deps.db.transaction(async (tx) => {
    if (!(await saveProposal(tx, b.id, proposal))) throw conflict(CHANGED_MEANWHILE);
    await notify(tx, deps.jobs, {
      to: b.customerId,
      kind: 'booking_rescheduled',
      title: text('notification.timeProposed.title'),
      message: text('notification.timeProposed.message', {
        vendor: person(b.vendorId, current.vendorName),
        date: body.booking_date,
        time: body.booking_time,
        service: nameText(current.serviceName),
      }),
      link: pages.appointments,
      sms: sms.timeProposed(factsOf(current, { date: body.booking_date, time: body.booking_time })),
    });
  });
  return bookingJson(await loadBooking(deps.db, params.id), request.locale);
}

/** The client accepts the proposed time (the booking moves there, confirmed) or declines it. */
async function answerProposal({
  params,
  body,
  request,
  user,
  deps,
}: SignedInContext<'answerBookingProposal'>) {
  const current = await loadBooking(deps.db, params.id);
  const b = customerMayAnswerProposal(current, user.id);
  const page = vendorBookingsPage(current.vendorType);
  if (!body.accept) {
    await deps.db.transaction(async (tx) => {
      await clearProposal(tx, b.id);
      await notify(tx, deps.jobs, {
        to: b.vendorId,
        kind: 'booking_rescheduled',
        title: text('notification.proposalDeclined.title'),
        message: text('notification.proposalDeclined.message', {
          client: person(user.id, user.name),
          service: nameText(current.serviceName),
          date: b.bookingDate,
          time: b.bookingTime.slice(0, 5),
        }),
        link: page,
        sms: sms.proposalAnswered({ ...factsOf(current), client: user.name, accepted: false }),
      });
    });
    return bookingJson(await loadBooking(deps.db, params.id), request.locale);
  }
  await confirmAndNotify(
    deps,
    current,
    ['pending', 'confirmed'],
    {
      to: b.vendorId,
      kind: 'booking_confirmed',
      title: text('notification.proposalAccepted.title'),
      message: text('notification.proposalAccepted.message', {
        client: person(user.id, user.name),
        date: b.proposedDate,
        time: b.proposedTime!.slice(0, 5),
        service: nameText(current.serviceName),
      }),
      link: page,
      sms: sms.proposalAnswered({
        ...factsOf(current, { date: b.proposedDate!, time: b.proposedTime! }),
        client: user.name,
        accepted: true,
      }),
    },
    {
      bookingDate: b.proposedDate!,
      bookingTime: b.proposedTime!,
      startsAt: b.proposedStartsAt!,
      endsAt: b.proposedEndsAt!,
    },
  );
  return bookingJson(await loadBooking(deps.db, params.id), request.locale);
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
  router.route(
    'proposeBookingTime',
    { access: { roles: ['Beauty Professional', 'Business Owner'] } },
    proposeTime,
  );
  router.route('answerBookingProposal', customers, answerProposal);
}
