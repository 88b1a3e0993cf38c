import { api } from '../../lib/api.ts';
import { useMe } from '../../lib/session.tsx';
import { bookingKeys, professionalBookingsQuery } from '../../queries/bookings.ts';
import { BookingRequests } from '../business/business-bookings-page.tsx';

/** Customer booking requests received by the professional, with approve and deny. */
export function ProfessionalRequestsPage() {
  const { data: me } = useMe();
  return (
    <BookingRequests
      title="Booking requests"
      requests={(status) => professionalBookingsQuery(me!.id, status)}
      allRequests={bookingKeys.ofProfessional}
      answer={(id, status) =>
        api.PATCH('/api/bookings/{id}/', { params: { path: { id } }, body: { status } })
      }
    />
  );
}
