import { formatKES } from '@urembo/kenya';
import { Banknote, CalendarDays, Clock, MapPin } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

import {
  Badge,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  cn,
  useLocale,
  useLocaleLabels,
} from '../../primitives/index.ts';
import { formatBookingDate } from './format-booking-date.ts';

/** no_show: the vendor marked that the client did not come. */
export type AppointmentStatus = 'pending' | 'confirmed' | 'cancelled' | 'completed' | 'no_show';

/** Who cancelled a cancelled booking: the client or the vendor. */
export type AppointmentEndedBy = 'customer' | 'vendor';

/** Another time the vendor proposed, waiting for the client's answer. */
export interface AppointmentProposal {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 'HH:MM'. */
  time: string;
  /** 'HH:MM'. */
  endTime: string;
}

export interface AppointmentCardLabels {
  /** Who the appointment is with, e.g. 'With Amina' (a vendor reads 'Client: Amina'). */
  with: (name: string) => string;
  /** The status badge, one text per status. */
  status: Record<AppointmentStatus, string>;
  /** The badge of a cancelled booking once it is known who cancelled it (instead of `status.cancelled`). */
  endedStatus: Record<AppointmentEndedBy, string>;
  /**
   * Who cancelled, given the other side's name (`vendorName`). A client reads 'Cancelled by you' or
   * 'Declined by Amina'; a vendor's page words it from its side.
   */
  endedBy: Record<AppointmentEndedBy, (name: string) => string>;
  /** Why it was cancelled. */
  reason: (reason: string) => string;
  price: (kes: number) => string;
  /** The proposal line; `date` is already formatted. */
  proposed: (parts: { name: string; date: string; start: string; end: string }) => string;
}

const defaultLabels: AppointmentCardLabels = {
  with: (name) => `With ${name}`,
  status: {
    pending: 'Pending',
    confirmed: 'Approved',
    cancelled: 'Denied',
    completed: 'Completed',
    no_show: 'Missed',
  },
  endedStatus: { customer: 'Cancelled', vendor: 'Declined' },
  endedBy: { customer: () => 'Cancelled by you', vendor: (name) => `Declined by ${name}` },
  reason: (reason) => `Reason: ${reason}`,
  price: formatKES,
  proposed: ({ name, date, start, end }) => `${name} proposed ${date} at ${start}–${end}`,
};

/** Kiswahili defaults (what a LocaleProvider with 'sw' picks); pass them as `labels` to choose them yourself. */
export const swAppointmentCardLabels: AppointmentCardLabels = {
  with: (name) => `Na ${name}`,
  status: {
    pending: 'Inasubiri',
    confirmed: 'Imekubaliwa',
    cancelled: 'Imekataliwa',
    completed: 'Imekamilika',
    no_show: 'Hakufika',
  },
  endedStatus: { customer: 'Imeghairiwa', vendor: 'Imekataliwa' },
  endedBy: { customer: () => 'Imeghairiwa na wewe', vendor: (name) => `Imekataliwa na ${name}` },
  reason: (reason) => `Sababu: ${reason}`,
  price: formatKES,
  proposed: ({ name, date, start, end }) => `${name} amependekeza ${date} saa ${start}–${end}`,
};

const statusVariant = {
  pending: 'warning',
  confirmed: 'success',
  cancelled: 'danger',
  completed: 'secondary',
  no_show: 'danger',
} as const;

export interface AppointmentCardProps extends Omit<ComponentProps<'div'>, 'children'> {
  serviceName: string;
  /** Who the appointment is with: the vendor for a customer, the customer for a vendor. */
  vendorName: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 'HH:MM' (24 h); left out on summaries that show only the date. */
  time?: string | null;
  /** 'HH:MM' the appointment ends, shown as 'start–end' after `time`. */
  endTime?: string | null;
  status: AppointmentStatus;
  /** The price agreed when it was booked, in whole shillings. */
  priceKes?: number | null;
  /** Where it happens, e.g. 'At Amina's place, Nyali, Mombasa'. */
  place?: ReactNode;
  /** Who cancelled a cancelled booking; left out (or null) the badge keeps the status text. */
  endedBy?: AppointmentEndedBy | null;
  /** Why it was cancelled; '' when none was given. */
  endReason?: string;
  /** Another time the vendor proposed; shown with `proposalActions` (Accept / Decline). */
  proposal?: AppointmentProposal | null;
  proposalActions?: ReactNode;
  /** Buttons such as Cancel, Approve / Deny, Confirm Appointment or Leave a Review. */
  actions?: ReactNode;
  /** More lines under the date, e.g. the client's name, a phone number or an error. */
  details?: ReactNode;
  formatDate?: (date: string) => string;
  labels?: Partial<AppointmentCardLabels>;
  /** Heading level of the service name, to fit the page outline. */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

const iconClasses = 'size-4 shrink-0 text-muted-foreground';

/** One booking: what, with whom, when, its status, and what the viewer can do about it. */
export function AppointmentCard({
  serviceName,
  vendorName,
  date,
  time,
  endTime,
  status,
  priceKes,
  place,
  endedBy,
  endReason,
  proposal,
  proposalActions,
  actions,
  details,
  formatDate: givenFormatDate,
  labels: partialLabels,
  headingLevel = 'h3',
  className,
  ...props
}: AppointmentCardProps) {
  const labels = useLocaleLabels(defaultLabels, swAppointmentCardLabels, partialLabels);
  const locale = useLocale();
  const formatDate =
    givenFormatDate ?? ((iso: string) => formatBookingDate(iso, locale === 'sw' ? 'sw-KE' : undefined));
  const ended = status === 'cancelled' && endedBy ? endedBy : null;
  return (
    <Card data-slot="appointment-card" className={cn('h-full', className)} {...props}>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <CardTitle as={headingLevel} className="break-words">
            {serviceName}
          </CardTitle>
          <p className="text-sm break-words text-muted-foreground">{labels.with(vendorName)}</p>
        </div>
        <Badge
          variant={ended === 'customer' ? 'secondary' : statusVariant[status]}
          data-status={status}
          data-ended-by={ended ?? undefined}
        >
          {ended ? labels.endedStatus[ended] : labels.status[status]}
        </Badge>
      </CardHeader>
      <CardContent className="text-sm">
        <p className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className={iconClasses} />
          <time dateTime={date}>{formatDate(date)}</time>
        </p>
        {time ? (
          <p className="flex items-center gap-2">
            <Clock aria-hidden="true" className={iconClasses} />
            <span className="tabular-nums">
              <time dateTime={time}>{time}</time>
              {endTime ? (
                <>
                  –<time dateTime={endTime}>{endTime}</time>
                </>
              ) : null}
            </span>
          </p>
        ) : null}
        {priceKes != null ? (
          <p className="flex items-center gap-2">
            <Banknote aria-hidden="true" className={iconClasses} />
            <span data-slot="appointment-card-price">{labels.price(priceKes)}</span>
          </p>
        ) : null}
        {place ? (
          <p className="flex items-start gap-2">
            <MapPin aria-hidden="true" className={cn(iconClasses, 'mt-0.5')} />
            <span className="min-w-0 break-words">{place}</span>
          </p>
        ) : null}
        {ended ? (
          <div data-slot="appointment-card-ended" className="flex flex-col gap-0.5">
            <p className="font-medium">{labels.endedBy[ended](vendorName)}</p>
            {endReason ? (
              <p className="break-words text-muted-foreground">{labels.reason(endReason)}</p>
            ) : null}
          </div>
        ) : null}
        {details}
        {proposal ? (
          <div
            data-slot="appointment-card-proposal"
            className="mt-1 flex flex-col gap-2 rounded-md border border-primary/40 bg-accent p-3 text-accent-foreground"
          >
            <p className="font-medium break-words">
              {labels.proposed({
                name: vendorName,
                date: formatDate(proposal.date),
                start: proposal.time,
                end: proposal.endTime,
              })}
            </p>
            {proposalActions ? <div className="flex flex-wrap gap-2">{proposalActions}</div> : null}
          </div>
        ) : null}
      </CardContent>
      {actions ? <CardFooter className="mt-auto flex-wrap">{actions}</CardFooter> : null}
    </Card>
  );
}
