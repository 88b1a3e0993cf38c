import {
  addDays,
  findCounty,
  findSubCounty,
  isRealDate,
  nairobiNow,
  normalizeKenyanPhone,
} from '@urembo/kenya';
import type { BookingPlace, BookingStatus, UserType } from '../../db/schema.ts';
import { conflict, forbidden, invalid, type FieldErrors } from '../../errors.ts';
import { pages } from '../../http/pages.ts';
import type { BodyOf } from '../../http/route.ts';
import { DAYS_AHEAD } from '../scheduling/index.ts';
import type { BookingRow } from './queries.ts';
import { message } from '../../i18n/index.ts';

type BookingForm = BodyOf<'createProfessionalBooking' | 'createBusinessBooking'>;
type When = Pick<BookingForm, 'booking_date' | 'booking_time' | 'county' | 'sub_county'>;

/**
 * What the booking form cannot check itself: a real date that is not past (on the Nairobi clock) nor
 * further ahead than vendors' calendars open (scheduling's DAYS_AHEAD), and a real county and sub-county;
 * answers the official spelling of the place.
 */
export function checkWhenAndWhere(form: When, errors: FieldErrors, now = new Date()) {
  checkWhen(form, errors, now);
  const county = findCounty(form.county);
  const subCounty = county ? findSubCounty(county.name, form.sub_county) : undefined;
  if (!county) errors.county = ['Select a valid Kenyan county.'];
  else if (!subCounty) errors.sub_county = [message('validation.subCounty', { county: county.name })];
  return { county: county?.name ?? '', subCounty: subCounty ?? '' };
}

/** The date and time half of checkWhenAndWhere (a vendor's walk-in is at her own place). */
export function checkWhen(
  form: Pick<BookingForm, 'booking_date' | 'booking_time'>,
  errors: FieldErrors,
  now = new Date(),
) {
  const today = nairobiNow(now);
  if (!isRealDate(form.booking_date)) errors.booking_date = ['Date has wrong format. Use YYYY-MM-DD.'];
  else if (form.booking_date < today.date) errors.booking_date = ['Past dates cannot be booked.'];
  else if (form.booking_date > addDays(today.date, DAYS_AHEAD))
    errors.booking_date = [
      message('bookings.tooFarAhead', { days: DAYS_AHEAD, lastDate: addDays(today.date, DAYS_AHEAD) }),
    ];
  else if (form.booking_date === today.date && form.booking_time < today.time)
    errors.booking_time = ['Please select a time later than the current time.'];
}

/**
 * Where the service happens: a place the vendor offers (its first one when the form does not say, as the
 * spec's form never does), with an address and a landmark for a visit to the client.
 */
export function checkPlace(form: BookingForm, offered: readonly BookingPlace[], errors: FieldErrors) {
  const place = form.place ?? offered[0] ?? 'vendor';
  if (!offered.includes(place)) {
    errors.place = [
      place === 'client'
        ? 'This vendor does not come to homes or offices.'
        : 'This vendor only serves clients at their home or office.',
    ];
    return undefined;
  }
  const address = form.address?.trim() ?? '';
  const landmark = form.landmark?.trim() ?? '';
  if (place === 'client') {
    if (!address) errors.address = ['Enter the address.'];
    if (!landmark) errors.landmark = ['Enter a landmark.'];
  }
  return { place, address, landmark };
}

/** Requests one customer may have waiting for an answer: from one vendor, and from all vendors together. */
export const MAX_PENDING_WITH_VENDOR = 3;
export const MAX_PENDING = 10;

/**
 * Booking requests cost nothing to send but each one waits on a vendor: a customer may have only so many
 * unanswered at a time (those whose time has not passed yet count).
 */
export function checkPendingLimits(waiting: { withVendor: number; total: number }) {
  if (waiting.withVendor >= MAX_PENDING_WITH_VENDOR)
    throw conflict(message('bookings.tooManyPendingWithVendor', { count: MAX_PENDING_WITH_VENDOR }));
  if (waiting.total >= MAX_PENDING)
    throw conflict(message('bookings.tooManyPending', { count: MAX_PENDING }));
}

/** Where the vendor of each type reads its booking requests. */
export const vendorBookingsPage = (vendorType: UserType) =>
  vendorType === 'Business Owner' ? pages.businessBookings : pages.professionalRequests;

type VendorAnswer = BodyOf<'answerProfessionalBooking'>['status'];

/**
 * The vendor approves (confirmed) a pending booking or denies (cancelled) a pending or confirmed one.
 * Answers the statuses the booking may be in for the move.
 */
export function vendorMayAnswer(current: BookingRow, vendorId: number, answer: VendorAnswer) {
  if (current.booking.vendorId !== vendorId)
    throw forbidden('Only the vendor of this booking can answer it.');
  const from: BookingStatus[] = answer === 'confirmed' ? ['pending'] : ['pending', 'confirmed'];
  if (!from.includes(current.booking.status))
    throw conflict(
      message(answer === 'confirmed' ? 'bookings.tooLateToApprove' : 'bookings.tooLateToDeny', {
        status: current.booking.status,
      }),
    );
  return from;
}

type CustomerChange = BodyOf<'updateUserBooking'>['status'];

/** The customer cancels a pending or confirmed booking, or marks a confirmed one that has started as done. */
export function customerMayChange(
  current: BookingRow,
  customerId: number,
  change: CustomerChange,
  now = new Date(),
) {
  const b = current.booking;
  if (b.customerId !== customerId) throw forbidden('Only the customer who booked can change this booking.');
  if (change === 'cancelled' && !['pending', 'confirmed'].includes(b.status))
    throw conflict(message('bookings.tooLateToCancel', { status: b.status }));
  if (change === 'completed' && (b.status !== 'confirmed' || b.startsAt > now))
    throw conflict('Only a confirmed appointment that has started can be marked as done.');
}

/** Only the booking's vendor proposes another time, while the booking is still pending or confirmed. */
export function vendorMayPropose(current: BookingRow, vendorId: number) {
  const b = current.booking;
  if (b.vendorId !== vendorId) throw forbidden('Only the vendor of this booking can propose another time.');
  if (b.status !== 'pending' && b.status !== 'confirmed')
    throw conflict(message('bookings.tooLateToMove', { status: b.status }));
}

/** Only the booking's customer answers a proposal, and only while there is one. */
export function customerMayAnswerProposal(current: BookingRow, customerId: number) {
  const b = current.booking;
  if (b.customerId !== customerId) throw forbidden('Only the customer who booked can answer this proposal.');
  if (!b.proposedStartsAt || (b.status !== 'pending' && b.status !== 'confirmed'))
    throw conflict('There is no proposed time to answer on this booking.');
  return b;
}

/**
 * Who may be asked for at a vendor: at a business one of its staff (null: anyone available), at a
 * professional only herself. Answers the person asked for, or null.
 */
export function checkStaffChoice(
  asked: number | null | undefined,
  vendor: { id: number; userType: UserType },
  staff: readonly number[],
  errors: FieldErrors,
): number | null {
  if (asked === undefined || asked === null) return null;
  if (vendor.userType === 'Beauty Professional') {
    if (asked !== vendor.id) errors.staff = [OWN_BOOKINGS];
    return null;
  }
  if (!staff.includes(asked)) errors.staff = [NOT_STAFF];
  return asked;
}

/** A client without an account: her name and a Kenyan mobile number, as the SMS confirming it needs. */
export function checkWalkInClient(
  form: { client_name?: string | undefined; client_phone?: string | undefined },
  errors: FieldErrors,
) {
  const name = form.client_name?.trim() ?? '';
  if (!name) errors.client_name = [CLIENT_NAME_NEEDED];
  const written = form.client_phone?.trim() ?? '';
  const phone = written ? normalizeKenyanPhone(written) : undefined;
  if (!phone) errors.client_phone = ['This field is required.'];
  else if (!phone.ok) errors.client_phone = [phone.error];
  return { name, phone: phone?.ok ? phone.phone : '' };
}

/** Only a business re-assigns, and only a booking still to happen (pending or confirmed). */
export function vendorMayAssign(current: BookingRow, vendorId: number) {
  const b = current.booking;
  if (b.vendorId !== vendorId || current.vendorType !== 'Business Owner')
    throw forbidden('Only the business this booking was made with can choose who serves it.');
  if (b.status !== 'pending' && b.status !== 'confirmed')
    throw conflict(message('bookings.tooLateToAssign', { status: b.status }));
}

/** The vendor cancels only a confirmed booking (a request is declined instead); twice is a conflict. */
export function vendorMayCancel(current: BookingRow, vendorId: number) {
  const b = current.booking;
  if (b.vendorId !== vendorId) throw forbidden('Only the vendor of this booking can cancel it.');
  if (b.status !== 'confirmed')
    throw conflict(message('bookings.onlyConfirmedCancelled', { status: b.status }));
}

type Outcome = BodyOf<'markBookingOutcome'>;

/**
 * Only the booking's vendor marks how a confirmed appointment went, once its start time has passed; how the
 * client paid belongs to a completed one only.
 */
export function vendorMayMark(current: BookingRow, vendorId: number, form: Outcome, now = new Date()) {
  const b = current.booking;
  if (b.vendorId !== vendorId) throw forbidden('Only the vendor of this booking can mark how it went.');
  if (b.status !== 'confirmed' || b.startsAt > now)
    throw conflict(message('bookings.onlyStartedMarked', { status: b.status }));
  if (form.outcome === 'no_show' && form.paid_by !== undefined)
    throw invalid({ paid_by: ['A client who did not come paid nothing.'] });
}

export const NO_LONGER_FREE = 'This time is no longer available.';
/** Two clients for the last place: the database chose the other one. */
export const JUST_TAKEN = 'This time has just been taken.';
export const NOT_STAFF = 'Choose someone who works at this business.';
export const OWN_BOOKINGS = 'A professional serves her own bookings.';
export const STAFF_BUSY = 'This staff member is busy at that time. Choose someone else or another time.';
export const NO_STAFF_FREE = 'No staff member is free at that time. Propose another time to the client.';
export const NOT_A_CLIENT = 'Choose a client who has booked with you before.';
export const CLIENT_NAME_NEEDED = "Enter the client's name.";
export const SAY_WHY = 'Say why in a few words.';
export const OUTSIDE_AREA = 'This vendor does not visit clients in this area.';
export const NOT_AVAILABLE = 'This vendor is not taking bookings right now.';
export const CHANGED_MEANWHILE = 'This booking was changed meanwhile. Reload and try again.';
export const OVERLAPS = 'This time overlaps another confirmed booking. Propose another time to the client.';
