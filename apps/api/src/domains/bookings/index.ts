// The public face of bookings: its routes, and what messaging, privacy and the page shells read of a booking.
export { bookingRoutes } from './routes.ts';
export { bookingJson } from './json.ts';
export { bookingPage, hasPendingBooking, loadBooking, type BookingRow } from './queries.ts';
export { vendorBookingsPage } from './rules.ts';
export { releaseStaffBookings } from './staff-release.ts';
export { BOOKING_QUEUES, closePastAppointments, startAppointmentCloser } from './closer.ts';
