import { useQuery } from '@tanstack/react-query';
import type { Booking } from '@urembo/api-client';
import {
  AppointmentCard,
  BookingStatusTabs,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  formatBookingDate,
  Textarea,
  toast,
  type BookingTab,
} from '@urembo/ui';
import { CircleAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { t } from '../../../i18n/index.ts';
import { useAnswerProposal, useCancelBooking } from '../api/appointments.ts';
import { customerBookingsQuery } from '../api/bookings.ts';
import { ContactDetails } from '../../profiles/index.ts';
import { errorText } from '../../../lib/errors.ts';
import { TextLink } from '../../../lib/links.tsx';

/** The server keeps a cancel reason to 300 characters. */
const REASON_MAX = 300;

/** Where the booking happens, with the address and landmark once there are any. */
function placeOf(booking: Booking): string {
  const where =
    booking.place === 'client'
      ? t('customer.appointments.atClient')
      : t('customer.appointments.atVendor', { name: booking.vendorName });
  const address = [booking.address, booking.landmark, booking.sub_county, booking.county]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  return address ? `${where}: ${address}` : where;
}

/**
 * The customer's bookings by status (Pending first): price, time and place of each; pending and approved
 * ones can be cancelled (with an optional reason), a time the vendor proposed accepted or declined, and
 * an approved one shows the vendor's phone.
 */
export function AppointmentsPage() {
  const [tab, setTab] = useState<BookingTab>('pending');
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const [reason, setReason] = useState('');
  // A refused answer stays on its card: the proposal it was about may be gone after the list refreshes.
  const [answerErrors, setAnswerErrors] = useState<Record<number, string>>({});

  const bookings = useQuery(customerBookingsQuery(tab));

  const cancel = useCancelBooking({
    onSuccess: () => {
      setCancelling(null);
      toast({ title: t('customer.appointments.cancelled'), variant: 'success' });
    },
    onError: (error) =>
      toast({ title: errorText(error, t('customer.appointments.cancelFailed')), variant: 'error' }),
  });

  const answer = useAnswerProposal({
    onSuccess: (_, { booking, accept }) => {
      setAnswerErrors((current) => {
        const next = { ...current };
        delete next[booking.id];
        return next;
      });
      toast({
        title: accept
          ? t('customer.appointments.proposalAccepted')
          : t('customer.appointments.proposalDeclined'),
        variant: 'success',
      });
    },
    onError: (error, { booking }) => {
      setAnswerErrors((current) => ({
        ...current,
        [booking.id]: errorText(error, t('customer.appointments.answerFailed')),
      }));
    },
  });

  const openCancel = (booking: Booking) => {
    setReason('');
    setCancelling(booking);
  };
  const confirmCancel = (event: FormEvent) => {
    event.preventDefault();
    if (cancelling && !cancel.isPending) cancel.mutate({ booking: cancelling, reason: reason.trim() });
  };

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('customer.appointments.title')}</h1>
        <TextLink to="/appointments-summary" className="min-h-11">
          {t('customer.appointments.past')}
        </TextLink>
      </header>
      <BookingStatusTabs
        value={tab}
        onValueChange={setTab}
        loading={bookings.isPending}
        error={bookings.isError ? t('customer.genericError') : undefined}
        labels={{
          list: t('customer.appointments.title'),
          empty: {
            confirmed: t('customer.appointments.empty.confirmed'),
            pending: t('customer.appointments.empty.pending'),
            cancelled: t('customer.appointments.empty.cancelled'),
          },
        }}
      >
        {bookings.data?.results.map((booking) => {
          const answering = answer.isPending && answer.variables.booking.id === booking.id;
          const answerError = answerErrors[booking.id];
          return (
            <AppointmentCard
              key={booking.id}
              serviceName={booking.serviceName}
              vendorName={booking.vendorName}
              date={booking.booking_date}
              time={booking.booking_time}
              endTime={booking.end_time}
              status={booking.status}
              priceKes={booking.total_kes ?? booking.price_kes}
              place={placeOf(booking)}
              endedBy={booking.ended_by}
              endReason={booking.end_reason}
              headingLevel="h2"
              proposal={
                booking.proposal && {
                  date: booking.proposal.booking_date,
                  time: booking.proposal.booking_time,
                  endTime: booking.proposal.end_time,
                }
              }
              proposalActions={
                <>
                  <Button
                    size="sm"
                    disabled={answer.isPending}
                    loading={answering && answer.variables.accept}
                    labels={{ loading: t('customer.appointments.accepting') }}
                    onClick={() => answer.mutate({ booking, accept: true })}
                  >
                    {t('customer.appointments.accept')}
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={answer.isPending}
                    loading={answering && !answer.variables.accept}
                    labels={{ loading: t('customer.appointments.declining') }}
                    onClick={() => answer.mutate({ booking, accept: false })}
                  >
                    {t('customer.appointments.decline')}
                  </Button>
                </>
              }
              details={
                <>
                  {booking.vendor_type === 'Business Owner' && booking.staff ? (
                    <p>{t('customer.appointments.stylist', { name: booking.staff.name })}</p>
                  ) : null}
                  {booking.client_name ? (
                    <p className="text-muted-foreground">
                      {t('customer.appointments.client', { name: booking.client_name })}
                    </p>
                  ) : null}
                  {booking.status === 'confirmed' && booking.vendor_phone ? (
                    <ContactDetails phone={booking.vendor_phone} whatsapp />
                  ) : null}
                  {answerError ? (
                    <p role="alert" className="flex items-start gap-2 text-destructive">
                      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                      {answerError}
                    </p>
                  ) : null}
                </>
              }
              actions={
                booking.status === 'pending' || booking.status === 'confirmed' ? (
                  <Button variant="outline" size="sm" onClick={() => openCancel(booking)}>
                    {t('customer.appointments.cancel')}
                  </Button>
                ) : undefined
              }
            />
          );
        })}
      </BookingStatusTabs>

      <Dialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && !cancel.isPending && setCancelling(null)}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('customer.appointments.cancelDialog.title')}</DialogTitle>
            <DialogDescription>
              {cancelling
                ? t('customer.appointments.cancelDialog.description', {
                    service: cancelling.serviceName,
                    vendor: cancelling.vendorName,
                    date: formatBookingDate(cancelling.booking_date),
                    start: cancelling.booking_time,
                    end: cancelling.end_time,
                  })
                : null}
            </DialogDescription>
          </DialogHeader>
          <form noValidate onSubmit={confirmCancel} className="flex flex-col gap-4">
            <Field
              label={t('customer.appointments.cancelDialog.reason')}
              hint={t('customer.appointments.cancelDialog.reasonHint', { max: REASON_MAX })}
            >
              <Textarea
                value={reason}
                rows={3}
                maxLength={REASON_MAX}
                onChange={(event) => setReason(event.target.value)}
              />
            </Field>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline" disabled={cancel.isPending}>
                  {t('customer.appointments.cancelDialog.keep')}
                </Button>
              </DialogClose>
              <Button
                type="submit"
                variant="destructive"
                loading={cancel.isPending}
                labels={{ loading: t('customer.appointments.cancelDialog.cancelling') }}
              >
                {t('customer.appointments.cancelDialog.confirm')}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
