import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { pages, paths } from '../../http/pages.ts';
import { person, text } from '../../i18n/text.ts';
import { loadBooking, vendorBookingsPage, type BookingRow } from '../bookings/index.ts';
import { nameText } from '../catalog/index.ts';
import { cancelReminders, planReminders } from './deliver.ts';
import { notify, tellClient } from './notify.ts';
import { sms, type BookingFacts } from './templates.ts';

/** The client as a notice names her: her account, or the name a vendor wrote for a walk-in. */
const clientOf = (row: BookingRow) =>
  row.booking.customerId === null ? row.customerName : person(row.booking.customerId, row.customerName);

/** Where the client books the same vendor again: its booking page, which offers the free times. */
const bookAgain = (row: BookingRow) =>
  row.vendorType === 'Business Owner'
    ? paths.bookBusiness(row.booking.vendorId)
    : paths.bookProfessional(row.booking.vendorId);

/** The reason a vendor gave for cancelling, in the reader's language. */
const CANCEL_REASONS = {
  stylist_unavailable: 'notification.cancelReason.stylistUnavailable',
  emergency: 'notification.cancelReason.emergency',
  closed: 'notification.cancelReason.closed',
  other: 'notification.cancelReason.other',
} as const;

/** The facts an SMS about this booking names: its client (the name booked for), vendor, service and time. */
function factsOf(row: BookingRow): BookingFacts {
  return {
    client: row.booking.clientName || row.customerName,
    vendor: row.vendorName,
    service: row.serviceName,
    date: row.booking.bookingDate,
    time: row.booking.bookingTime,
  };
}

/**
 * The other side of a booking hears what happened to it, in the transaction that made it happen, and its
 * reminders follow its time: planned when it is confirmed or moved, dropped when it is cancelled. Each
 * reads the booking as the change left it.
 */
export function subscribeBookingEvents(deps: Deps): void {
  const on = (
    type: Parameters<Deps['events']['on']>[0] & `booking.${string}`,
    react: (tx: Tx, row: BookingRow) => Promise<void>,
  ) =>
    deps.events.on(type, async (tx, data) =>
      react(tx, await loadBooking(tx, (data as { bookingId: number }).bookingId)),
    );

  on('booking.requested', (tx, row) => {
    const b = row.booking;
    return notify(tx, deps.jobs, {
      to: b.vendorId,
      kind: 'booking_requested',
      title: text('notification.bookingRequested.title'),
      message: text('notification.bookingRequested.message', {
        name: clientOf(row),
        date: b.bookingDate,
        time: b.bookingTime.slice(0, 5),
      }),
      link: vendorBookingsPage(row.vendorType),
      // The time as the form gave it (HH:MM), as the SMS job has always held it.
      sms: sms.bookingRequested({ ...factsOf(row), time: b.bookingTime.slice(0, 5) }),
    });
  });

  on('booking.confirmed', async (tx, row) => {
    const b = row.booking;
    await planReminders(tx, deps.jobs, b.id, b.startsAt);
    await tellClient(tx, deps.jobs, b, {
      kind: 'booking_confirmed',
      title: text('notification.bookingApproved.title'),
      message: text('notification.bookingApproved.message', {
        vendor: person(b.vendorId, row.vendorName),
        service: nameText(row.serviceName),
        date: b.bookingDate,
      }),
      link: pages.appointments,
      sms: sms.bookingConfirmed(factsOf(row)),
    });
  });

  deps.events.on('booking.denied', async (tx, { bookingId, wasConfirmed }) => {
    const row = await loadBooking(tx, bookingId);
    const b = row.booking;
    const reason = b.endReason ?? '';
    await cancelReminders(tx, deps.jobs, b.id);
    await tellClient(tx, deps.jobs, b, {
      kind: 'booking_cancelled',
      title: text('notification.bookingDeclined.title'),
      message: text(
        reason ? 'notification.bookingDeclined.messageWithReason' : 'notification.bookingDeclined.message',
        {
          vendor: person(b.vendorId, row.vendorName),
          service: nameText(row.serviceName),
          date: b.bookingDate,
          reason,
        },
      ),
      link: pages.appointments,
      sms: wasConfirmed
        ? sms.bookingCancelled({ ...factsOf(row), by: row.vendorName })
        : sms.bookingDeclined(factsOf(row)),
    });
  });

  on('booking.cancelled', async (tx, row) => {
    const b = row.booking;
    const reason = b.endReason ?? '';
    await cancelReminders(tx, deps.jobs, b.id);
    await notify(tx, deps.jobs, {
      to: b.vendorId,
      kind: 'booking_cancelled',
      title: text('notification.bookingCancelled.title'),
      message: text(
        reason ? 'notification.bookingCancelled.messageWithReason' : 'notification.bookingCancelled.message',
        {
          client: clientOf(row),
          service: nameText(row.serviceName),
          date: b.bookingDate,
          reason,
        },
      ),
      link: vendorBookingsPage(row.vendorType),
      sms: sms.bookingCancelled({ ...factsOf(row), by: row.customerName }),
    });
  });

  on('booking.completed', (tx, row) => {
    const b = row.booking;
    return notify(tx, deps.jobs, {
      to: b.vendorId,
      kind: 'booking_completed',
      title: text('notification.appointmentCompleted.title'),
      message: text('notification.appointmentCompleted.message', {
        client: clientOf(row),
        service: nameText(row.serviceName),
        date: b.bookingDate,
        reason: '',
      }),
      link: vendorBookingsPage(row.vendorType),
    });
  });

  on('booking.time_proposed', async (tx, row) => {
    const b = row.booking;
    const at = { date: b.proposedDate!, time: b.proposedTime!.slice(0, 5) };
    // A walk-in client cannot answer in the app: the vendor agrees a new time with her by phone.
    if (b.customerId === null) return;
    await notify(tx, deps.jobs, {
      to: b.customerId,
      kind: 'booking_rescheduled',
      title: text('notification.timeProposed.title'),
      message: text('notification.timeProposed.message', {
        vendor: person(b.vendorId, row.vendorName),
        date: at.date,
        time: at.time,
        service: nameText(row.serviceName),
      }),
      link: pages.appointments,
      sms: sms.timeProposed({ ...factsOf(row), ...at }),
    });
  });

  on('booking.proposal_declined', (tx, row) => {
    const b = row.booking;
    return notify(tx, deps.jobs, {
      to: b.vendorId,
      kind: 'booking_rescheduled',
      title: text('notification.proposalDeclined.title'),
      message: text('notification.proposalDeclined.message', {
        client: clientOf(row),
        service: nameText(row.serviceName),
        date: b.bookingDate,
        time: b.bookingTime.slice(0, 5),
      }),
      link: vendorBookingsPage(row.vendorType),
      sms: sms.proposalAnswered({ ...factsOf(row), client: row.customerName, accepted: false }),
    });
  });

  // The booking has moved to the time the client took: its date and time are the proposal's now.
  on('booking.proposal_accepted', async (tx, row) => {
    const b = row.booking;
    await planReminders(tx, deps.jobs, b.id, b.startsAt);
    await notify(tx, deps.jobs, {
      to: b.vendorId,
      kind: 'booking_confirmed',
      title: text('notification.proposalAccepted.title'),
      message: text('notification.proposalAccepted.message', {
        client: clientOf(row),
        date: b.bookingDate,
        time: b.bookingTime.slice(0, 5),
        service: nameText(row.serviceName),
      }),
      link: vendorBookingsPage(row.vendorType),
      sms: sms.proposalAnswered({ ...factsOf(row), client: row.customerName, accepted: true }),
    });
  });

  // Confirmed at once: the client heard it from booking.confirmed; the vendor learns of a booking made.
  on('booking.booked_instantly', (tx, row) => {
    const b = row.booking;
    return notify(tx, deps.jobs, {
      to: b.vendorId,
      kind: 'booking_confirmed',
      title: text('notification.bookedInstantly.title'),
      message: text('notification.bookedInstantly.message', {
        client: clientOf(row),
        service: nameText(row.serviceName),
        date: b.bookingDate,
        time: b.bookingTime.slice(0, 5),
      }),
      link: vendorBookingsPage(row.vendorType),
      sms: sms.bookedInstantly(factsOf(row)),
    });
  });

  on('booking.walk_in_added', async (tx, row) => {
    const b = row.booking;
    await planReminders(tx, deps.jobs, b.id, b.startsAt);
    await tellClient(tx, deps.jobs, b, {
      kind: 'booking_confirmed',
      title: text('notification.bookingAdded.title'),
      message: text('notification.bookingAdded.message', {
        vendor: person(b.vendorId, row.vendorName),
        service: nameText(row.serviceName),
        date: b.bookingDate,
        time: b.bookingTime.slice(0, 5),
      }),
      link: pages.appointments,
      sms: sms.bookingAdded(factsOf(row)),
    });
  });

  // The staff member now serving it finds it in her own agenda.
  deps.events.on('booking.staff_assigned', async (tx, { bookingId, staffId }) => {
    const row = await loadBooking(tx, bookingId);
    const b = row.booking;
    await notify(tx, deps.jobs, {
      to: staffId,
      kind: 'booking_confirmed',
      title: text('notification.staffAssigned.title'),
      message: text('notification.staffAssigned.message', {
        vendor: person(b.vendorId, row.vendorName),
        client: clientOf(row),
        service: nameText(row.serviceName),
        date: b.bookingDate,
        time: b.bookingTime.slice(0, 5),
      }),
      link: pages.professionalAgenda,
      sms: sms.staffAssigned(factsOf(row)),
    });
  });

  // The row says which: the booking is completed or no_show by now.
  on('booking.outcome_marked', async (tx, row) => {
    const b = row.booking;
    const done = b.status === 'completed';
    await tellClient(tx, deps.jobs, b, {
      kind: done ? 'booking_completed' : 'booking_no_show',
      title: text(done ? 'notification.markedCompleted.title' : 'notification.markedNoShow.title'),
      message: text(done ? 'notification.markedCompleted.message' : 'notification.markedNoShow.message', {
        vendor: person(b.vendorId, row.vendorName),
        service: nameText(row.serviceName),
        date: b.bookingDate,
      }),
      link: pages.appointments,
    });
  });

  on('booking.closed_unmarked', (tx, row) =>
    tellClient(tx, deps.jobs, row.booking, {
      kind: 'booking_completed',
      title: text('notification.markedCompleted.title'),
      message: text('notification.closedUnmarked.message', {
        vendor: person(row.booking.vendorId, row.vendorName),
        service: nameText(row.serviceName),
        date: row.booking.bookingDate,
      }),
      link: pages.appointments,
    }),
  );

  on('booking.cancelled_by_vendor', async (tx, row) => {
    const b = row.booking;
    await cancelReminders(tx, deps.jobs, b.id);
    const reason = text(CANCEL_REASONS[b.cancelReason ?? 'other']);
    const note = b.endReason ?? '';
    await tellClient(tx, deps.jobs, b, {
      kind: 'booking_cancelled',
      title: text('notification.bookingCancelled.title'),
      message: text(
        note ? 'notification.cancelledByVendor.messageWithNote' : 'notification.cancelledByVendor.message',
        {
          vendor: person(b.vendorId, row.vendorName),
          service: nameText(row.serviceName),
          date: b.bookingDate,
          time: b.bookingTime.slice(0, 5),
          reason,
          note,
        },
      ),
      link: bookAgain(row),
      // An SMS never carries a reason (users' words): it says who, what and when, and to book again.
      sms: sms.cancelledByVendor(factsOf(row)),
    });
  });
}
