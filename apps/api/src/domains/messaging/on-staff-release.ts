import type { Deps } from '../../deps.ts';
import { pages } from '../../http/pages.ts';
import { person, text } from '../../i18n/text.ts';
import { loadBooking } from '../bookings/index.ts';
import { nameText } from '../catalog/index.ts';
import { cancelReminders } from './deliver.ts';
import { notify } from './notify.ts';
import { sms } from './templates.ts';

/**
 * A client whose stylist left the business hears that her booking waits for someone else (the business
 * assigns another staff member or declines). A confirmed booking is pending again, so its reminders go
 * until it is confirmed anew.
 */
export function subscribeStaffReleases(deps: Deps): void {
  deps.events.on('booking.staff_released', async (tx, { bookingId }) => {
    const row = await loadBooking(tx, bookingId);
    const b = row.booking;
    await cancelReminders(tx, deps.jobs, b.id);
    // A walk-in or phone client without an account has no bell to ring; the business calls her.
    if (b.customerId === null) return;
    await notify(tx, deps.jobs, {
      to: b.customerId,
      kind: 'booking_staff_released',
      title: text('notification.staffReleased.title'),
      message: text('notification.staffReleased.message', {
        vendor: person(b.vendorId, row.vendorName),
        service: nameText(row.serviceName),
        date: b.bookingDate,
        time: b.bookingTime.slice(0, 5),
      }),
      link: pages.appointments,
      sms: sms.staffReleased({
        client: b.clientName || row.customerName,
        vendor: row.vendorName,
        service: row.serviceName,
        date: b.bookingDate,
        time: b.bookingTime,
      }),
    });
  });
}
