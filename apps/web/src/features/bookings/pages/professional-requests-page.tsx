import { t } from '../../../i18n/index.ts';
import { useMe } from '../../../lib/session.tsx';
import { bookingKeys, professionalBookingsQuery } from '../api/bookings.ts';
import { answerProfessionalBooking } from '../api/requests.ts';
import { BookingRequests } from './business-bookings-page.tsx';

/** Customer booking requests received by the professional: approve, deny with a reason, or move them. */
export function ProfessionalRequestsPage() {
  const { data: me } = useMe();
  return (
    <BookingRequests
      title={t('professional.requests.title')}
      requests={(status) => professionalBookingsQuery(me!.id, status)}
      allRequests={bookingKeys.ofProfessional}
      agendaPath="/professional-agenda"
      answer={answerProfessionalBooking}
    />
  );
}
