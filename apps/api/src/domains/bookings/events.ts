/**
 * What happens to a booking, raised in the transaction of the command that made it happen (commands.ts).
 * Messaging tells the other side and plans or drops the reminders (messaging/on-bookings.ts); the rest of
 * what it says (names, the reason, the new time) it reads off the booking as the change left it.
 */
declare module '../../events/index.ts' {
  interface DomainEvents {
    'booking.requested': { bookingId: number };
    'booking.confirmed': { bookingId: number };
    /** The vendor declined a request, or cancelled an appointment it had confirmed. */
    'booking.denied': { bookingId: number; wasConfirmed: boolean };
    'booking.cancelled': { bookingId: number };
    'booking.completed': { bookingId: number };
    'booking.time_proposed': { bookingId: number };
    /** The client took the vendor's proposed time: the booking moved there, confirmed. */
    'booking.proposal_accepted': { bookingId: number };
    'booking.proposal_declined': { bookingId: number };
    /** A request into a free slot of a vendor who books instantly: confirmed at once, the vendor is told. */
    'booking.booked_instantly': { bookingId: number };
    /** A staff member of a business was given the booking (on approval, instantly, or reassigned). */
    'booking.staff_assigned': { bookingId: number; staffId: number };
    /** The vendor added a confirmed booking for a walk-in or a phone call; its client is told. */
    'booking.walk_in_added': { bookingId: number };
    /** The vendor cancelled a confirmed booking with a reason (the booking's cancel_reason). */
    'booking.cancelled_by_vendor': { bookingId: number };
    /** The vendor marked a confirmed appointment that has started completed or a no-show. */
    'booking.outcome_marked': { bookingId: number; outcome: 'completed' | 'no_show' };
    /** A day after its end the vendor had not marked it: it counts as completed. */
    'booking.closed_unmarked': { bookingId: number };
  }
}

export {};
