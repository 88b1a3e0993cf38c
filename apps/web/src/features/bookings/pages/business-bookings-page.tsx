import { useQuery, type QueryKey } from '@tanstack/react-query';
import { isApiError, type Booking } from '@urembo/api-client';
import { addDays, formatKES, nairobiToday } from '@urembo/kenya';
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
  SlotPicker,
  Textarea,
  toast,
  type BookingTab,
  type SlotPickerValue,
} from '@urembo/ui';
import { CalendarClock, CalendarDays, CircleAlert, Hourglass, MapPin, Wallet } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { t, type MessageId } from '../../../i18n/index.ts';
import { bookingKeys, businessBookingsQuery, type BookingRequestsQuery } from '../api/bookings.ts';
import {
  answerBusinessBooking,
  useAnswerBooking,
  useProposeTime,
  type VendorAnswer,
} from '../api/requests.ts';
import { slotDaysQuery, slotsOnQuery } from '../../schedule/index.ts';
import { ContactDetails } from '../../profiles/index.ts';
import { errorText } from '../../../lib/errors.ts';
import { TextLink } from '../../../lib/links.tsx';
import { duration } from '../components/duration.ts';

/** Spec section 4: Approved = confirmed, Pending = pending, Denied = cancelled; default Pending. */
const BOOKING_TABS: readonly BookingTab[] = ['confirmed', 'pending', 'cancelled'];

/** A booking the client cancelled was not denied: its badge says so. */
const clientCancelled = () => ({
  pending: t('business.bookings.status.pending'),
  confirmed: t('business.bookings.status.confirmed'),
  cancelled: t('business.bookings.status.cancelled'),
  completed: t('business.bookings.status.completed'),
  no_show: t('business.bookings.status.no_show'),
});

function answerError(error: unknown): string {
  return errorText(error, t('business.bookings.updateFailed'));
}

/** Where the service happens, as the vendor reads it. */
export function placeText(booking: Booking): string {
  if (booking.place === 'vendor') return t('business.bookings.atYourPlace');
  const address = [booking.address, booking.landmark].filter(Boolean).join(', ');
  return address ? t('business.bookings.atClientWithAddress', { address }) : t('business.bookings.atClient');
}

export const clientName = (booking: Booking) => booking.client_name || booking.customer_name;

interface BookingRequestsProps {
  title: string;
  /** The requests of one tab (a factory of api/bookings.ts). */
  requests: (status: BookingTab) => BookingRequestsQuery;
  /** The key of every tab's requests: all of them change when one is answered. */
  allRequests: QueryKey;
  answer: (id: number, body: VendorAnswer) => Promise<unknown>;
  /** The vendor's agenda of the day and week. */
  agendaPath: string;
}

/**
 * Booking requests in three tabs (business owners and professionals): approve, deny with a reason, or
 * propose another time; approved ones show the client's phone.
 */
export function BookingRequests({ title, requests, allRequests, answer, agendaPath }: BookingRequestsProps) {
  const [params, setParams] = useSearchParams();
  const tab = BOOKING_TABS.find((t) => t === params.get('status')) ?? 'pending';
  const bookings = useQuery(requests(tab));
  const [denying, setDenying] = useState<Booking | null>(null);
  const [proposing, setProposing] = useState<Booking | null>(null);
  // The server's word on an approval that clashes, per booking, until another time is proposed.
  const [clashes, setClashes] = useState<ReadonlyMap<number, string>>(new Map());
  const setClash = (id: number, detail: string | null) =>
    setClashes((current) => {
      const next = new Map(current);
      if (detail === null) next.delete(id);
      else next.set(id, detail);
      return next;
    });

  const respond = useAnswerBooking(answer, allRequests, {
    onSuccess: (_, { id, body }) => {
      setClash(id, null);
      setDenying(null);
      toast({
        title: body.status === 'confirmed' ? t('business.bookings.approved') : t('business.bookings.denied'),
        variant: 'success',
      });
    },
    onError: (error, { id }) => {
      if (isApiError(error) && error.status === 409) setClash(id, error.detail);
      else toast({ title: answerError(error), variant: 'error' });
    },
  });

  const proposed = (booking: Booking) => {
    setClash(booking.id, null);
    setProposing(null);
    toast({ title: t('business.bookings.proposalSent'), variant: 'success' });
  };

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold">{title}</h1>
        <TextLink to={agendaPath} className="min-h-11">
          <CalendarDays aria-hidden="true" className="size-4" />
          {t('business.bookings.agenda')}
        </TextLink>
      </header>
      <BookingStatusTabs
        value={tab}
        onValueChange={(value) => setParams(value === 'pending' ? {} : { status: value }, { replace: true })}
        loading={bookings.isPending}
        error={bookings.isError ? t('business.genericError') : undefined}
        labels={{
          list: title,
          empty: {
            confirmed: t('business.bookings.empty.confirmed'),
            pending: t('business.bookings.empty.pending'),
            cancelled: t('business.bookings.empty.cancelled'),
          },
        }}
      >
        {(bookings.data ?? []).map((booking) => {
          const busy = respond.isPending && respond.variables.id === booking.id;
          const clash = clashes.get(booking.id);
          const open = booking.status === 'pending' || booking.status === 'confirmed';
          return (
            <AppointmentCard
              key={booking.id}
              headingLevel="h2"
              serviceName={booking.serviceName}
              vendorName={clientName(booking)}
              labels={{
                with: (name) => t('business.bookings.client', { name }),
                ...(booking.ended_by === 'customer' ? { status: clientCancelled() } : {}),
              }}
              date={booking.booking_date}
              time={`${booking.booking_time}–${booking.end_time}`}
              status={booking.status}
              details={<RequestDetails booking={booking} clash={clash} />}
              actions={
                open ? (
                  <>
                    {booking.status === 'pending' ? (
                      <>
                        <Button
                          size="sm"
                          loading={busy}
                          onClick={() => respond.mutate({ id: booking.id, body: { status: 'confirmed' } })}
                        >
                          {t('business.bookings.approve')}
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={busy}
                          onClick={() => setDenying(booking)}
                        >
                          {t('business.bookings.denyButton')}
                        </Button>
                      </>
                    ) : null}
                    <Button
                      size="sm"
                      // After a clash, moving the booking is the way forward.
                      variant={clash ? 'default' : 'outline'}
                      disabled={busy}
                      onClick={() => setProposing(booking)}
                    >
                      {t('business.bookings.proposeButton')}
                    </Button>
                  </>
                ) : null
              }
            />
          );
        })}
      </BookingStatusTabs>

      {denying ? (
        <DenyDialog
          booking={denying}
          pending={respond.isPending}
          onClose={() => setDenying(null)}
          onDeny={(reason) => respond.mutate({ id: denying.id, body: { status: 'cancelled', reason } })}
        />
      ) : null}
      {proposing ? (
        <ProposeDialog
          booking={proposing}
          allRequests={allRequests}
          onClose={() => setProposing(null)}
          onProposed={proposed}
        />
      ) : null}
    </div>
  );
}

function DetailLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="flex items-start gap-2">
      <span aria-hidden="true" className="mt-0.5 text-muted-foreground [&_svg]:size-4">
        {icon}
      </span>
      <span className="min-w-0 break-words">{children}</span>
    </p>
  );
}

/** Everything under the date and time: length, price, place, and what became of the request. */
function RequestDetails({ booking, clash }: { booking: Booking; clash: string | undefined }) {
  const area = [booking.sub_county, booking.county].filter(Boolean).join(', ');
  const reachable = booking.status === 'confirmed' || booking.status === 'completed';
  return (
    <>
      <DetailLine icon={<Hourglass />}>{duration(booking.duration_minutes)}</DetailLine>
      <DetailLine icon={<Wallet />}>{formatKES(booking.price_kes)}</DetailLine>
      <DetailLine icon={<MapPin />}>
        {placeText(booking)}
        {area ? <span className="block text-muted-foreground">{area}</span> : null}
      </DetailLine>
      {booking.proposal ? (
        <DetailLine icon={<CalendarClock />}>
          {t('business.bookings.youProposed', {
            date: formatBookingDate(booking.proposal.booking_date),
            start: booking.proposal.booking_time,
            end: booking.proposal.end_time,
          })}
        </DetailLine>
      ) : null}
      {reachable && booking.customer_phone ? (
        <div className="mt-2 flex flex-col gap-1">
          <p className="font-medium">{t('business.bookings.clientPhone')}</p>
          <ContactDetails phone={booking.customer_phone} whatsapp />
        </div>
      ) : null}
      {booking.status === 'cancelled' ? <EndedNote booking={booking} /> : null}
      {clash ? (
        <p
          role="alert"
          className="mt-2 flex items-start gap-2 rounded-md border border-destructive p-2 text-destructive"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{clash}</span>
        </p>
      ) : null}
    </>
  );
}

function EndedNote({ booking }: { booking: Booking }) {
  const who =
    booking.ended_by === 'customer'
      ? t('business.bookings.cancelledByClient')
      : booking.ended_by === 'vendor'
        ? t('business.bookings.declinedByYou')
        : null;
  if (!who && !booking.end_reason) return null;
  return (
    <p className="mt-2 font-medium">
      {who}
      {who && booking.end_reason ? ': ' : null}
      {booking.end_reason ? <span className="font-normal">{booking.end_reason}</span> : null}
    </p>
  );
}

const OTHER: MessageId = 'business.bookings.deny.other';
const REASON_MAX = 300;

function DenyDialog({
  booking,
  pending,
  onClose,
  onDeny,
}: {
  booking: Booking;
  pending: boolean;
  onClose: () => void;
  onDeny: (reason: string) => void;
}) {
  // A home-visit distance means nothing for a booking at the vendor's own place.
  const reasons: MessageId[] = [
    'business.bookings.deny.fullyBooked',
    'business.bookings.deny.notOffered',
    ...(booking.place === 'client' ? (['business.bookings.deny.tooFar'] as const) : []),
    OTHER,
  ];
  // The chosen reason's id: its words are those of the language shown when it is sent.
  const [choice, setChoice] = useState<MessageId | null>(null);
  const [other, setOther] = useState('');
  const [problem, setProblem] = useState<{ choice?: string; other?: string }>({});
  const ids = useId();

  const submit = () => {
    const reason = choice === null ? null : choice === OTHER ? other.trim() : t(choice);
    if (choice === null) setProblem({ choice: t('business.bookings.deny.chooseReason') });
    else if (!reason) setProblem({ other: t('business.bookings.deny.writeReason') });
    else {
      setProblem({});
      onDeny(reason);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('business.bookings.deny.title')}</DialogTitle>
          <DialogDescription>
            {t('business.bookings.deny.description', {
              service: booking.serviceName,
              client: clientName(booking),
              date: formatBookingDate(booking.booking_date),
              time: booking.booking_time,
            })}
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <fieldset
            className="flex flex-col gap-1"
            aria-describedby={problem.choice ? `${ids}-choice` : undefined}
          >
            <legend className="mb-1 text-sm font-medium">{t('business.bookings.deny.reason')}</legend>
            {reasons.map((reason) => (
              <label key={reason} className="flex min-h-11 cursor-pointer items-center gap-3 text-base">
                <input
                  type="radio"
                  name={`${ids}-reason`}
                  value={t(reason)}
                  checked={choice === reason}
                  onChange={() => {
                    setChoice(reason);
                    setProblem({});
                  }}
                  className="size-5 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                />
                {t(reason)}
              </label>
            ))}
            <p
              id={`${ids}-choice`}
              aria-live="polite"
              className={problem.choice ? 'text-sm text-destructive' : 'sr-only'}
            >
              {problem.choice}
            </p>
          </fieldset>
          {choice === OTHER ? (
            <Field label={t('business.bookings.deny.yourReason')} required error={problem.other}>
              <Textarea
                value={other}
                maxLength={REASON_MAX}
                rows={3}
                onChange={(event) => setOther(event.target.value)}
              />
            </Field>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={pending}>
                {t('business.bookings.deny.keep')}
              </Button>
            </DialogClose>
            <Button
              type="submit"
              variant="destructive"
              loading={pending}
              labels={{ loading: t('business.bookings.deny.denying') }}
            >
              {t('business.bookings.deny.confirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Days of the date strip per page; the server looks at most 90 days ahead. */
const STRIP_DAYS = 14;
const DAYS_AHEAD = 90;
const NO_TIME: SlotPickerValue = { date: null, slot: null };

function proposalError(error: unknown): string {
  const fields = isApiError(error) ? error.fieldErrors : {};
  return fields.booking_time?.[0] ?? fields.booking_date?.[0] ?? answerError(error);
}

function ProposeDialog({
  booking,
  allRequests,
  onClose,
  onProposed,
}: {
  booking: Booking;
  /** The key of every tab's requests, which change with the proposal. */
  allRequests: QueryKey;
  onClose: () => void;
  onProposed: (booking: Booking) => void;
}) {
  const [today] = useState(nairobiToday);
  const [page, setPage] = useState(0);
  const [value, setValue] = useState<SlotPickerValue>(NO_TIME);
  const from = addDays(today, page * STRIP_DAYS);
  const days = useQuery(slotDaysQuery(booking.vendor, booking.service, from, STRIP_DAYS));
  const slots = useQuery({
    ...slotsOnQuery(booking.vendor, booking.service, value.date ?? ''),
    enabled: value.date !== null,
  });

  const propose = useProposeTime(booking, allRequests, { onSuccess: onProposed });

  const send = () => {
    if (value.date && value.slot) propose.mutate({ date: value.date, time: value.slot.start });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !propose.isPending && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('business.bookings.propose.title')}</DialogTitle>
          <DialogDescription>
            {t('business.bookings.propose.description', {
              service: booking.serviceName,
              client: clientName(booking),
              date: formatBookingDate(booking.booking_date),
              time: booking.booking_time,
            })}
          </DialogDescription>
        </DialogHeader>
        <SlotPicker
          days={days.data?.days}
          daysError={days.isError}
          slots={value.date ? slots.data?.slots : undefined}
          slotsError={slots.isError}
          closedDates={days.data?.days.filter((day) => day.closed).map((day) => day.date)}
          onRetry={() => void (days.isError ? days.refetch() : slots.refetch())}
          value={value}
          onValueChange={(next) => {
            setValue(next);
            propose.reset();
          }}
          onPageChange={(direction) => setPage((current) => current + (direction === 'next' ? 1 : -1))}
          canPrevious={page > 0}
          canNext={(page + 1) * STRIP_DAYS <= DAYS_AHEAD}
        />
        {propose.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {proposalError(propose.error)}
          </p>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={propose.isPending}>
              {t('business.bookings.propose.cancel')}
            </Button>
          </DialogClose>
          <Button
            disabled={!value.slot}
            loading={propose.isPending}
            labels={{ loading: t('business.bookings.propose.sending') }}
            onClick={send}
          >
            {t('business.bookings.propose.send')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export function BusinessBookingsPage() {
  return (
    <BookingRequests
      title={t('business.bookings.title')}
      requests={businessBookingsQuery}
      allRequests={bookingKeys.ofBusiness}
      agendaPath="/business-agenda"
      answer={answerBusinessBooking}
    />
  );
}
