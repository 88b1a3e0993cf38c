import { nairobiClock } from '@urembo/kenya';
import type { BookingRow } from './queries.ts';

const MINUTE_MS = 60_000;
/** Once both sides have agreed (or the appointment happened), each may call the other. */
const AGREED = new Set(['confirmed', 'completed']);

/** A booking as the contract's Booking: the vendor's shown name is the business name when there is one. */
export function bookingJson(row: BookingRow) {
  const b = row.booking;
  const agreed = AGREED.has(b.status);
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
    customer_phone: agreed ? row.customerPhone : null,
    vendor_phone: agreed ? row.vendorPhone : null,
  };
}
