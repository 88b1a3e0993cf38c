import { findCounty, findSubCounty, isRealDate, nairobiNow } from '@urembo/kenya';
import type { BookingStatus, UserType } from '../../db/schema.ts';
import { conflict, forbidden, type FieldErrors } from '../../http/errors.ts';
import type { BodyOf } from '../../http/route.ts';
import type { BookingRow } from './queries.ts';

type BookingForm = BodyOf<'createProfessionalBooking' | 'createBusinessBooking'>;

/**
 * What the booking form cannot check itself: a real date that is not past (on the Nairobi clock) and a
 * real county and sub-county; answers the official spelling of the place.
 */
export function checkWhenAndWhere(form: BookingForm, errors: FieldErrors, now = new Date()) {
  const today = nairobiNow(now);
  if (!isRealDate(form.booking_date)) errors.booking_date = ['Date has wrong format. Use YYYY-MM-DD.'];
  else if (form.booking_date < today.date) errors.booking_date = ['Past dates cannot be booked.'];
  else if (form.booking_date === today.date && form.booking_time < today.time)
    errors.booking_time = ['Please select a time later than the current time.'];
  const county = findCounty(form.county);
  const subCounty = county ? findSubCounty(county.name, form.sub_county) : undefined;
  if (!county) errors.county = ['Select a valid Kenyan county.'];
  else if (!subCounty) errors.sub_county = [`Select a sub-county of ${county.name}.`];
  return { county: county?.name ?? '', subCounty: subCounty ?? '' };
}

/** Where the vendor of each type reads its booking requests. */
export const vendorBookingsPage = (vendorType: UserType) =>
  vendorType === 'Business Owner' ? '/business-bookings' : '/professional-requests';

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
      `This booking is ${current.booking.status} and can no longer be ${answer === 'confirmed' ? 'approved' : 'denied'}.`,
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
    throw conflict(`This booking is ${b.status} and can no longer be cancelled.`);
  if (change === 'completed' && (b.status !== 'confirmed' || b.startsAt > now))
    throw conflict('Only a confirmed appointment that has started can be marked as done.');
}

export const CHANGED_MEANWHILE = 'This booking was changed meanwhile. Reload and try again.';
export const OVERLAPS =
  'This time overlaps another confirmed booking. Choose another booking to approve or ask the client to reschedule.';
