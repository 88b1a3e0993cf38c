import type { Locale } from '@urembo/i18n';
import { nairobiClock } from '@urembo/kenya';
import { mayContact } from '../accounts/index.ts';
import { localName } from '../catalog/index.ts';
import { AGREED_STATUSES, type BookingRow } from './queries.ts';

const MINUTE_MS = 60_000;

/**
 * A booking as the contract's Booking, for a reader of `locale` (the service's name): the vendor's shown
 * name is the business name when there is one.
 */
export function bookingJson(row: BookingRow, locale: Locale) {
  const b = row.booking;
  const agreed = AGREED_STATUSES.includes(b.status);
  // Both sides read the same answer: the client's phone is there when her vendor may reach her, which
  // this booking alone decides. The vendor's phone comes with any agreed appointment (decision 0022).
  // A walk-in or phone client without an account gave her number to the vendor, who wrote it here.
  const customerPhoneShown =
    b.customerId === null ||
    mayContact(
      { id: b.vendorId, userType: row.vendorType },
      { id: b.customerId, userType: row.customerType ?? 'Retail Customer' },
      { paid: false, agreedBooking: agreed },
    );
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
    serviceName: localName(row.serviceName, locale),
    vendorName: row.vendorName,
    client_name: b.clientName,
    created_at: b.createdAt.toISOString(),
    starts_at: b.startsAt.toISOString(),
    ends_at: b.endsAt.toISOString(),
    duration_minutes: Math.round((b.endsAt.getTime() - b.startsAt.getTime()) / MINUTE_MS),
    price_kes: b.priceKes,
    place: b.place,
    address: b.address,
    landmark: b.landmark,
    ended_by: b.status === 'cancelled' ? b.endedBy : null,
    end_reason: b.endReason,
    proposal:
      b.proposedDate && b.proposedTime && b.proposedEndsAt
        ? {
            booking_date: b.proposedDate,
            booking_time: b.proposedTime.slice(0, 5),
            end_time: nairobiClock(b.proposedEndsAt),
          }
        : null,
    customer_phone: customerPhoneShown ? row.customerPhone : null,
    vendor_phone: agreed ? row.vendorPhone : null,
    staff: b.staffId !== null && row.staffName !== null ? { id: b.staffId, name: row.staffName } : null,
    origin: b.origin,
    travel_fee_kes: b.travelFeeKes,
    travel_minutes: b.travelMinutes,
    total_kes: b.priceKes + b.travelFeeKes,
    cancel_reason: b.status === 'cancelled' ? b.cancelReason : null,
    paid_by: b.status === 'completed' ? b.paidBy : null,
  };
}
