import { nairobiClock } from '@urembo/kenya';
import type { BookingRow } from './queries.ts';

/** A booking as the contract's Booking: the vendor's shown name is the business name when there is one. */
export function bookingJson(row: BookingRow) {
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
