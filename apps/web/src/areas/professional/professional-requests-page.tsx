import { api } from '../../lib/api.ts';
import { useMe } from '../../lib/session.tsx';
import { BookingRequests } from '../business/business-bookings-page.tsx';

/** Customer booking requests received by the professional, with approve and deny. */
export function ProfessionalRequestsPage() {
  const { data: me } = useMe();
  return (
    <BookingRequests
      title="Booking requests"
      queryKey="professional-bookings"
      load={async (status) =>
        (
          await api.GET('/api/bookings/professional-bookings/', {
            params: { query: { professional_id: me!.id, status, page_size: 100 } },
          })
        ).data!.results
      }
      answer={(id, status) =>
        api.PATCH('/api/bookings/{id}/', { params: { path: { id } }, body: { status } })
      }
    />
  );
}
