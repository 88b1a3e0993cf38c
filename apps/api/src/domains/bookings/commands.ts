import { nairobiInstant } from '@urembo/kenya';
import type { Tx } from '../../db/client.ts';
import { isExclusionViolation } from '../../db/errors.ts';
import type { BookingStatus, InstantBooking, UserType } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { conflict, invalid, type FieldErrors } from '../../errors.ts';
import { checkNames } from '../../http/fields.ts';
import { message } from '../../i18n/index.ts';
import type { AuthUser, BodyOf } from '../../http/route.ts';
import { notAVendorOfType } from '../accounts/index.ts';
import {
  freeStaff,
  isFreeSlot,
  loadSchedule,
  staffOf,
  travelFeeFor,
  vendorOffering,
} from '../scheduling/index.ts';
import {
  clearProposal,
  confirmOnFreeChair,
  confirmWith,
  hasBookedWith,
  holdChair,
  holdFirstFree,
  holdPerson,
  insertBooking,
  loadBooking,
  moveBooking,
  saveProposal,
  setStaff,
  waitingRequestsOf,
  type BookingRow,
  type Span,
} from './queries.ts';
import {
  CHANGED_MEANWHILE,
  JUST_TAKEN,
  NOT_AVAILABLE,
  NOT_A_CLIENT,
  NOT_STAFF,
  NO_LONGER_FREE,
  NO_STAFF_FREE,
  OUTSIDE_AREA,
  OVERLAPS,
  OWN_BOOKINGS,
  SAY_WHY,
  STAFF_BUSY,
  checkPendingLimits,
  checkPlace,
  checkStaffChoice,
  checkWalkInClient,
  checkWhen,
  checkWhenAndWhere,
  customerMayAnswerProposal,
  customerMayChange,
  vendorMayAnswer,
  vendorMayAssign,
  vendorMayCancel,
  vendorMayMark,
  vendorMayPropose,
} from './rules.ts';

/** Whether a vendor's instant booking confirms this client's request at once. */
async function confirmsAtOnce(deps: Deps, instant: InstantBooking, customerId: number, vendorId: number) {
  if (instant === 'all') return true;
  return instant === 'returning' && hasBookedWith(deps.db, customerId, vendorId);
}

/**
 * Who serves a booking confirmed at once, held in the caller's transaction: a professional herself (chair
 * 1), at a business the staff member asked for or else the first one free (chair null), at a business
 * without staff a free chair. undefined: someone else took the time first.
 */
async function holdPlace(
  tx: Tx,
  vendor: { id: number; userType: UserType },
  span: Span,
  who: { asked: number | null; hasStaff: boolean; capacity: number },
  slot: { serviceId: number; durationMinutes: number; date: string; time: string },
): Promise<{ staffId: number | null; chair: number | null } | undefined> {
  if (vendor.userType === 'Beauty Professional')
    return (await holdPerson(tx, vendor.id, span)) ? { staffId: vendor.id, chair: 1 } : undefined;
  if (!who.hasStaff) {
    const chair = await holdChair(tx, vendor.id, who.capacity, span);
    return chair === undefined ? undefined : { staffId: null, chair };
  }
  const candidates =
    who.asked !== null
      ? [who.asked]
      : await freeStaff(tx, { businessId: vendor.id, ...slot, travelMinutes: span.travelMinutes });
  const staffId = await holdFirstFree(tx, candidates, span);
  return staffId === undefined ? undefined : { staffId, chair: null };
}

/** The slot a booking form asks for, as the staff's free times are reckoned. */
const slotOf = (
  item: { service: number; durationMinutes: number },
  form: { booking_date: string; booking_time: string },
) => ({
  serviceId: item.service,
  durationMinutes: item.durationMinutes,
  date: form.booking_date,
  time: form.booking_time,
});

/** An exclusion constraint's refusal, the database's last word on a race for one time, as a 409. */
async function orTaken<T>(work: () => Promise<T>, message = JUST_TAKEN): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isExclusionViolation(error)) throw conflict(message);
    throw error;
  }
}

/**
 * A client books a vendor of the given type, after checking what her form cannot: at a business she may
 * ask for one of its staff, a home visit must be in the vendor's areas (its travel fee is added and its
 * travel time kept free). When the vendor books instantly (for everyone, or for returning clients) a
 * request into a free slot is confirmed at once, with the person who serves it.
 */
export async function requestBooking(
  deps: Deps,
  caller: AuthUser,
  form: BodyOf<'createProfessionalBooking' | 'createBusinessBooking'>,
  vendorType: UserType,
): Promise<number> {
  const errors: FieldErrors = {};
  const where = checkWhenAndWhere(form, errors);
  checkNames(errors, { client_name: form.client_name });
  // One query: the vendor with its schedule and the service's menu item.
  const found = await vendorOffering(deps.db, form.vendor, form.service);
  const vendor = found?.vendor.userType === vendorType ? found.vendor : undefined;
  const item = vendor ? found?.item : undefined;
  if (!vendor) errors.vendor = [notAVendorOfType(vendorType)];
  else if (!item) errors.service = ['This vendor does not offer that service.'];
  if (vendor && !vendor.isAvailable) errors.vendor = [NOT_AVAILABLE];
  const schedule = vendor?.schedule;
  const place = schedule ? checkPlace(form, schedule.places, errors) : undefined;
  const staff = vendor?.userType === 'Business Owner' ? await staffOf(deps.db, vendor.id) : [];
  const asked = vendor ? checkStaffChoice(form.staff, vendor, staff, errors) : null;
  let travelFeeKes = 0;
  if (vendor && place?.place === 'client' && where.subCounty) {
    const fee = await travelFeeFor(deps.db, vendor.id, where.county, where.subCounty);
    if (fee === null) errors.sub_county = [OUTSIDE_AREA];
    else travelFeeKes = fee;
  }
  if (Object.keys(errors).length || !vendor || !item || !place || !schedule) throw invalid(errors);
  const travelMinutes = place.place === 'client' ? schedule.travelMinutes : 0;
  const staffId = vendorType === 'Beauty Professional' ? vendor.id : asked;
  const free = await isFreeSlot(
    deps.db,
    form.vendor,
    item.durationMinutes,
    form.booking_date,
    form.booking_time,
    { schedule, staffId, serviceId: item.service, travelMinutes },
  );
  if (!free) throw invalid({ booking_time: [NO_LONGER_FREE] });
  const instant = await confirmsAtOnce(deps, schedule.instantBooking, caller.id, vendor.id);

  const startsAt = nairobiInstant(form.booking_date, form.booking_time);
  const span = {
    startsAt,
    endsAt: new Date(startsAt.getTime() + item.durationMinutes * 60_000),
    travelMinutes,
  };
  return orTaken(() =>
    deps.db.transaction(async (tx) => {
      checkPendingLimits(await waitingRequestsOf(tx, caller.id, form.vendor));
      const held = instant
        ? await holdPlace(
            tx,
            vendor,
            span,
            { asked, hasStaff: staff.length > 0, capacity: schedule.capacity },
            slotOf(item, form),
          )
        : undefined;
      if (instant && !held) throw conflict(JUST_TAKEN);
      const id = await insertBooking(tx, {
        customerId: caller.id,
        vendorId: form.vendor,
        // A professional serves her own bookings: the database keeps one person out of two places at once.
        staffId: held ? held.staffId : staffId,
        chair: held?.chair ?? null,
        status: held ? 'confirmed' : 'pending',
        serviceId: form.service,
        bookingDate: form.booking_date,
        bookingTime: form.booking_time,
        ...span,
        county: where.county,
        subCounty: where.subCounty,
        clientName: form.client_name?.trim() ?? '',
        priceKes: item.priceKes,
        travelFeeKes: place.place === 'client' ? travelFeeKes : 0,
        ...place,
      });
      if (!held) {
        await deps.events.raise(tx, 'booking.requested', { bookingId: id });
        return id;
      }
      await deps.events.raise(tx, 'booking.booked_instantly', { bookingId: id });
      await deps.events.raise(tx, 'booking.confirmed', { bookingId: id });
      if (held.staffId !== null && held.staffId !== vendor.id)
        await deps.events.raise(tx, 'booking.staff_assigned', { bookingId: id, staffId: held.staffId });
      return id;
    }),
  );
}

/**
 * Ends the booking (cancelled by either side, completed, or a no-show) and raises what happened, in one
 * transaction; a change meanwhile is a conflict.
 */
async function end(
  deps: Deps,
  id: number,
  from: readonly BookingStatus[],
  to: 'cancelled' | 'completed' | 'no_show',
  change: Parameters<typeof moveBooking>[4],
  raise: (tx: Tx) => Promise<void>,
  changed = () => conflict(CHANGED_MEANWHILE),
) {
  await deps.db.transaction(async (tx) => {
    if (!(await moveBooking(tx, id, from, to, change))) throw changed();
    await raise(tx);
  });
}

type When = { bookingDate: string; bookingTime: string; startsAt: Date; endsAt: Date };

/**
 * Confirms the booking (at a new time when `when` is given) with the person who serves it, and raises what
 * happened, in one transaction: a professional serves her own; at a business the staff member asked for
 * (by the owner now, else by the client), else the first one free; a business without staff puts it on a
 * free chair. A conflict when the time clashes or the booking changed meanwhile. `raise` hears who serves
 * it (null: a chair).
 */
async function confirm(
  deps: Deps,
  current: BookingRow,
  from: readonly BookingStatus[],
  raise: (tx: Tx, staffId: number | null) => Promise<void>,
  options: { when?: When | undefined; asked?: number | undefined } = {},
) {
  const b = current.booking;
  const { when } = options;
  const at = when ?? b;
  const span: Span = {
    startsAt: at.startsAt,
    endsAt: at.endsAt,
    travelMinutes: b.travelMinutes,
    exceptBookingId: b.id,
  };
  const confirmHeld = (clash: string, hold: (tx: Tx) => Promise<number | undefined>, chair: number | null) =>
    orTaken(
      () =>
        deps.db.transaction(async (tx) => {
          const staffId = await hold(tx);
          if (staffId === undefined) throw conflict(clash);
          if (!(await confirmWith(tx, b.id, from, { staffId, chair }, when)))
            throw conflict(CHANGED_MEANWHILE);
          await raise(tx, staffId);
        }),
      clash,
    );

  if (current.vendorType === 'Beauty Professional') {
    if (options.asked !== undefined && options.asked !== b.vendorId) throw invalid({ staff: [OWN_BOOKINGS] });
    return confirmHeld(
      OVERLAPS,
      async (tx) => ((await holdPerson(tx, b.vendorId, span)) ? b.vendorId : undefined),
      1,
    );
  }
  const staff = await staffOf(deps.db, b.vendorId);
  if (!staff.length) {
    if (options.asked !== undefined) throw invalid({ staff: [NOT_STAFF] });
    const { capacity } = await loadSchedule(deps.db, b.vendorId);
    return orTaken(
      () =>
        deps.db.transaction(async (tx) => {
          const outcome = await confirmOnFreeChair(tx, b, from, capacity, when);
          if (outcome === 'changed') throw conflict(CHANGED_MEANWHILE);
          if (outcome === 'full') throw conflict(OVERLAPS);
          await raise(tx, null);
        }),
      OVERLAPS,
    );
  }
  if (options.asked !== undefined && !staff.includes(options.asked)) throw invalid({ staff: [NOT_STAFF] });
  // The client's choice holds while she still works there; the owner's choice overrides it.
  const asked = options.asked ?? (b.staffId !== null && staff.includes(b.staffId) ? b.staffId : undefined);
  const free = await freeStaff(deps.db, {
    businessId: b.vendorId,
    serviceId: b.serviceId,
    durationMinutes: Math.round((b.endsAt.getTime() - b.startsAt.getTime()) / 60_000),
    date: at.bookingDate,
    time: at.bookingTime.slice(0, 5),
    travelMinutes: b.travelMinutes,
    exceptBookingId: b.id,
  });
  if (asked !== undefined) {
    if (!free.includes(asked)) throw conflict(STAFF_BUSY);
    return confirmHeld(STAFF_BUSY, (tx) => holdFirstFree(tx, [asked], span), null);
  }
  if (!free.length) throw conflict(NO_STAFF_FREE);
  return confirmHeld(NO_STAFF_FREE, (tx) => holdFirstFree(tx, free, span), null);
}

/**
 * Tells the staff member of a business who now serves the booking (not a professional serving her own,
 * nor the one who already had it while it stayed confirmed).
 */
async function raiseAssigned(deps: Deps, tx: Tx, current: BookingRow, staffId: number | null) {
  const b = current.booking;
  if (staffId === null || staffId === b.vendorId) return;
  if (staffId === b.staffId && b.status === 'confirmed') return;
  await deps.events.raise(tx, 'booking.staff_assigned', { bookingId: b.id, staffId });
}

/**
 * The vendor approves (confirmed) or denies (cancelled) a booking made with them, saying why or not; a
 * business approving may say which staff member serves it.
 */
export async function answerBooking(
  deps: Deps,
  caller: AuthUser,
  id: number,
  form: BodyOf<'answerProfessionalBooking' | 'answerBusinessBooking'>,
): Promise<void> {
  const current = await loadBooking(deps.db, id);
  const from = vendorMayAnswer(current, caller.id, form.status);
  if (form.status === 'confirmed')
    return confirm(
      deps,
      current,
      from,
      async (tx, staffId) => {
        await deps.events.raise(tx, 'booking.confirmed', { bookingId: id });
        await raiseAssigned(deps, tx, current, staffId);
      },
      { asked: form.staff },
    );
  const wasConfirmed = current.booking.status === 'confirmed';
  await end(deps, id, from, 'cancelled', { endedBy: 'vendor', endReason: form.reason?.trim() ?? '' }, (tx) =>
    deps.events.raise(tx, 'booking.denied', { bookingId: id, wasConfirmed }),
  );
}

/**
 * A business gives a pending or confirmed booking to one of its staff, who must do the service and be free
 * then (a conflict when she is busy, decided under her lock and by the database); she is told.
 */
export async function assignStaff(deps: Deps, caller: AuthUser, id: number, staffId: number): Promise<void> {
  const current = await loadBooking(deps.db, id);
  vendorMayAssign(current, caller.id);
  const b = current.booking;
  if (!(await staffOf(deps.db, b.vendorId)).includes(staffId)) throw invalid({ staff: [NOT_STAFF] });
  if (b.staffId === staffId) return;
  const free = await freeStaff(deps.db, {
    businessId: b.vendorId,
    serviceId: b.serviceId,
    durationMinutes: Math.round((b.endsAt.getTime() - b.startsAt.getTime()) / 60_000),
    date: b.bookingDate,
    time: b.bookingTime.slice(0, 5),
    travelMinutes: b.travelMinutes,
    exceptBookingId: b.id,
  });
  if (!free.includes(staffId)) throw conflict(STAFF_BUSY);
  const span: Span = {
    startsAt: b.startsAt,
    endsAt: b.endsAt,
    travelMinutes: b.travelMinutes,
    exceptBookingId: b.id,
  };
  await orTaken(
    () =>
      deps.db.transaction(async (tx) => {
        // A pending booking only names her; a confirmed one takes her time now.
        if (b.status === 'confirmed' && !(await holdPerson(tx, staffId, span))) throw conflict(STAFF_BUSY);
        if (!(await setStaff(tx, b.id, staffId))) throw conflict(CHANGED_MEANWHILE);
        if (b.status === 'confirmed')
          await deps.events.raise(tx, 'booking.staff_assigned', { bookingId: b.id, staffId });
      }),
    STAFF_BUSY,
  );
}

/**
 * The vendor cancels a confirmed booking with a reason of the short list and her own words (needed for
 * 'other'); the client is told at once and offered the vendor's other times. Twice is a conflict.
 */
export async function cancelByVendor(
  deps: Deps,
  caller: AuthUser,
  id: number,
  form: BodyOf<'cancelVendorBooking'>,
): Promise<void> {
  const current = await loadBooking(deps.db, id);
  vendorMayCancel(current, caller.id);
  const note = form.note?.trim() ?? '';
  if (form.reason === 'other' && !note) throw invalid({ note: [SAY_WHY] });
  await end(
    deps,
    id,
    ['confirmed'],
    'cancelled',
    { endedBy: 'vendor', endReason: note, cancelReason: form.reason },
    (tx) => deps.events.raise(tx, 'booking.cancelled_by_vendor', { bookingId: id }),
    () => conflict(message('bookings.onlyConfirmedCancelled', { status: 'cancelled' })),
  );
}

/**
 * The vendor marks a confirmed appointment that has started as completed (saying how the client paid) or
 * as a no-show; the client is told (a completed one opens her review).
 */
export async function markOutcome(
  deps: Deps,
  caller: AuthUser,
  id: number,
  form: BodyOf<'markBookingOutcome'>,
): Promise<void> {
  const current = await loadBooking(deps.db, id);
  vendorMayMark(current, caller.id, form);
  await end(
    deps,
    id,
    ['confirmed'],
    form.outcome,
    { paidBy: form.paid_by ?? null },
    (tx) => deps.events.raise(tx, 'booking.outcome_marked', { bookingId: id, outcome: form.outcome }),
    () => conflict(message('bookings.onlyStartedMarked', { status: form.outcome })),
  );
}

/**
 * A vendor adds a walk-in or a phone booking into one of her free slots, confirmed at once: for a client
 * without an account (name and Kenyan mobile number, confirmed to her by SMS) or for one who has booked
 * with her before. At a business the staff member given serves it, else the first one free.
 */
export async function addVendorBooking(
  deps: Deps,
  caller: AuthUser,
  form: BodyOf<'createVendorBooking'>,
): Promise<number> {
  const errors: FieldErrors = {};
  checkWhen(form, errors);
  const found = await vendorOffering(deps.db, caller.id, form.service);
  const vendor = found?.vendor;
  const item = found?.item;
  if (!item) errors.service = ['This vendor does not offer that service.'];
  let client = { name: '', phone: '' };
  if (form.customer !== undefined) {
    if (!(await hasBookedWith(deps.db, form.customer, caller.id, ['pending', 'confirmed', 'completed'])))
      errors.customer = [NOT_A_CLIENT];
  } else {
    checkNames(errors, { client_name: form.client_name });
    client = checkWalkInClient(form, errors);
  }
  const staff = vendor?.userType === 'Business Owner' ? await staffOf(deps.db, vendor.id) : [];
  const asked = vendor ? checkStaffChoice(form.staff, vendor, staff, errors) : null;
  if (Object.keys(errors).length || !vendor || !item) throw invalid(errors);
  const { schedule } = vendor;
  const free = await isFreeSlot(
    deps.db,
    vendor.id,
    item.durationMinutes,
    form.booking_date,
    form.booking_time,
    {
      schedule,
      staffId: vendor.userType === 'Beauty Professional' ? vendor.id : asked,
      serviceId: item.service,
    },
  );
  if (!free) throw invalid({ booking_time: [NO_LONGER_FREE] });
  const startsAt = nairobiInstant(form.booking_date, form.booking_time);
  const span = {
    startsAt,
    endsAt: new Date(startsAt.getTime() + item.durationMinutes * 60_000),
    travelMinutes: 0,
  };
  return orTaken(() =>
    deps.db.transaction(async (tx) => {
      const held = await holdPlace(
        tx,
        vendor,
        span,
        { asked, hasStaff: staff.length > 0, capacity: schedule.capacity },
        slotOf(item, form),
      );
      if (!held) throw conflict(JUST_TAKEN);
      const id = await insertBooking(tx, {
        customerId: form.customer ?? null,
        clientName: client.name,
        clientPhone: client.phone,
        origin: form.origin,
        vendorId: vendor.id,
        ...held,
        status: 'confirmed',
        serviceId: item.service,
        bookingDate: form.booking_date,
        bookingTime: form.booking_time,
        ...span,
        // The client comes to the vendor's place.
        county: vendor.county,
        subCounty: vendor.subCounty,
        place: 'vendor',
        priceKes: item.priceKes,
      });
      await deps.events.raise(tx, 'booking.walk_in_added', { bookingId: id });
      if (held.staffId !== null && held.staffId !== vendor.id)
        await deps.events.raise(tx, 'booking.staff_assigned', { bookingId: id, staffId: held.staffId });
      return id;
    }),
  );
}

/** The client cancels her pending or confirmed booking (saying why or not), or marks one begun as done. */
export async function changeBooking(
  deps: Deps,
  caller: AuthUser,
  id: number,
  form: BodyOf<'updateUserBooking'>,
): Promise<void> {
  const current = await loadBooking(deps.db, id);
  customerMayChange(current, caller.id, form.status);
  const from = [current.booking.status];
  if (form.status === 'cancelled')
    return end(
      deps,
      id,
      from,
      'cancelled',
      { endedBy: 'customer', endReason: form.reason?.trim() ?? '' },
      (tx) => deps.events.raise(tx, 'booking.cancelled', { bookingId: id }),
    );
  await end(deps, id, from, 'completed', {}, (tx) =>
    deps.events.raise(tx, 'booking.completed', { bookingId: id }),
  );
}

/** The vendor proposes another free slot for a pending or confirmed booking, for the client to answer. */
export async function proposeTime(
  deps: Deps,
  caller: AuthUser,
  id: number,
  form: BodyOf<'proposeBookingTime'>,
): Promise<void> {
  const current = await loadBooking(deps.db, id);
  vendorMayPropose(current, caller.id);
  const b = current.booking;
  const errors: FieldErrors = {};
  checkWhenAndWhere({ ...form, county: b.county, sub_county: b.subCounty }, errors);
  if (Object.keys(errors).length) throw invalid(errors);
  const minutes = (b.endsAt.getTime() - b.startsAt.getTime()) / 60_000;
  // Her own person when she is named (a professional's, or a business's staff member), else anyone free.
  const free = await isFreeSlot(deps.db, b.vendorId, minutes, form.booking_date, form.booking_time, {
    exceptBookingId: b.id,
    staffId: b.staffId,
    serviceId: b.serviceId,
    travelMinutes: b.travelMinutes,
  });
  if (!free) throw invalid({ booking_time: [NO_LONGER_FREE] });
  const startsAt = nairobiInstant(form.booking_date, form.booking_time);
  const proposal = {
    date: form.booking_date,
    time: form.booking_time,
    startsAt,
    endsAt: new Date(startsAt.getTime() + minutes * 60_000),
  };
  await deps.db.transaction(async (tx) => {
    if (!(await saveProposal(tx, b.id, proposal))) throw conflict(CHANGED_MEANWHILE);
    await deps.events.raise(tx, 'booking.time_proposed', { bookingId: b.id });
  });
}

/** The client accepts the proposed time (the booking moves there, confirmed) or declines it. */
export async function answerProposal(
  deps: Deps,
  caller: AuthUser,
  id: number,
  form: BodyOf<'answerBookingProposal'>,
): Promise<void> {
  const current = await loadBooking(deps.db, id);
  const b = customerMayAnswerProposal(current, caller.id);
  if (!form.accept)
    return deps.db.transaction(async (tx) => {
      await clearProposal(tx, b.id);
      await deps.events.raise(tx, 'booking.proposal_declined', { bookingId: id });
    });
  await confirm(
    deps,
    current,
    ['pending', 'confirmed'],
    async (tx, staffId) => {
      await deps.events.raise(tx, 'booking.proposal_accepted', { bookingId: id });
      await raiseAssigned(deps, tx, current, staffId);
    },
    {
      when: {
        bookingDate: b.proposedDate!,
        bookingTime: b.proposedTime!,
        startsAt: b.proposedStartsAt!,
        endsAt: b.proposedEndsAt!,
      },
    },
  );
}
