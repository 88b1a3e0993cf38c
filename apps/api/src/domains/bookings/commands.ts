import { nairobiInstant } from '@urembo/kenya';
import type { Tx } from '../../db/client.ts';
import { isExclusionViolation } from '../../db/errors.ts';
import type { BookingStatus, UserType } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { conflict, invalid, type FieldErrors } from '../../errors.ts';
import { checkNames } from '../../http/fields.ts';
import type { AuthUser, BodyOf } from '../../http/route.ts';
import { notAVendorOfType } from '../accounts/index.ts';
import { isFreeSlot, loadSchedule, vendorOffering } from '../scheduling/index.ts';
import {
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
  vendorMayAnswer,
  vendorMayPropose,
} from './rules.ts';

/** A client books a vendor of the given type, after checking what her form cannot. */
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
  if (Object.keys(errors).length || !vendor || !item || !place) throw invalid(errors);
  const free = await isFreeSlot(
    deps.db,
    form.vendor,
    item.durationMinutes,
    form.booking_date,
    form.booking_time,
    {
      schedule,
    },
  );
  if (!free) throw invalid({ booking_time: [NO_LONGER_FREE] });

  const startsAt = nairobiInstant(form.booking_date, form.booking_time);
  return deps.db.transaction(async (tx) => {
    checkPendingLimits(await waitingRequestsOf(tx, caller.id, form.vendor));
    const id = await insertBooking(tx, {
      customerId: caller.id,
      vendorId: form.vendor,
      // A professional serves her own bookings: the database keeps one person out of two places at once.
      staffId: vendorType === 'Beauty Professional' ? form.vendor : null,
      serviceId: form.service,
      bookingDate: form.booking_date,
      bookingTime: form.booking_time,
      startsAt,
      endsAt: new Date(startsAt.getTime() + item.durationMinutes * 60_000),
      county: where.county,
      subCounty: where.subCounty,
      clientName: form.client_name?.trim() ?? '',
      priceKes: item.priceKes,
      ...place,
    });
    await deps.events.raise(tx, 'booking.requested', { bookingId: id });
    return id;
  });
}

/**
 * Ends the booking (cancelled by either side, or completed by the client) and raises what happened, in one
 * transaction; a change meanwhile is a conflict.
 */
async function end(
  deps: Deps,
  id: number,
  from: readonly BookingStatus[],
  to: 'cancelled' | 'completed',
  change: Parameters<typeof moveBooking>[4],
  raise: (tx: Tx) => Promise<void>,
) {
  await deps.db.transaction(async (tx) => {
    if (!(await moveBooking(tx, id, from, to, change))) throw conflict(CHANGED_MEANWHILE);
    await raise(tx);
  });
}

/**
 * Confirms the booking (at a new time when `when` is given) if a chair of the vendor is free then, and
 * raises what happened, in one transaction; a conflict when the time clashes or the booking changed
 * meanwhile.
 */
async function confirm(
  deps: Deps,
  current: BookingRow,
  from: readonly BookingStatus[],
  raise: (tx: Tx) => Promise<void>,
  when?: Parameters<typeof confirmOnFreeChair>[4],
) {
  const { capacity } = await loadSchedule(deps.db, current.booking.vendorId);
  try {
    await deps.db.transaction(async (tx) => {
      const outcome = await confirmOnFreeChair(tx, current.booking, from, capacity, when);
      if (outcome === 'changed') throw conflict(CHANGED_MEANWHILE);
      if (outcome === 'full') throw conflict(OVERLAPS);
      await raise(tx);
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw conflict(OVERLAPS);
    throw error;
  }
}

/** The vendor approves (confirmed) or denies (cancelled) a booking made with them, saying why or not. */
export async function answerBooking(
  deps: Deps,
  caller: AuthUser,
  id: number,
  form: BodyOf<'answerProfessionalBooking' | 'answerBusinessBooking'>,
): Promise<void> {
  const current = await loadBooking(deps.db, id);
  const from = vendorMayAnswer(current, caller.id, form.status);
  if (form.status === 'confirmed')
    return confirm(deps, current, from, (tx) =>
      deps.events.raise(tx, 'booking.confirmed', { bookingId: id }),
    );
  const wasConfirmed = current.booking.status === 'confirmed';
  await end(deps, id, from, 'cancelled', { endedBy: 'vendor', endReason: form.reason?.trim() ?? '' }, (tx) =>
    deps.events.raise(tx, 'booking.denied', { bookingId: id, wasConfirmed }),
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
  const free = await isFreeSlot(deps.db, b.vendorId, minutes, form.booking_date, form.booking_time, {
    exceptBookingId: b.id,
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
    (tx) => deps.events.raise(tx, 'booking.proposal_accepted', { bookingId: id }),
    {
      bookingDate: b.proposedDate!,
      bookingTime: b.proposedTime!,
      startsAt: b.proposedStartsAt!,
      endsAt: b.proposedEndsAt!,
    },
  );
}
