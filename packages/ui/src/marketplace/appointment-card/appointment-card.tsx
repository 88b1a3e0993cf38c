import { CalendarDays, Clock } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

import {
  Badge,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  cn,
  mergeLabels,
} from '../../primitives/index.ts';

export type AppointmentStatus = 'pending' | 'confirmed' | 'cancelled' | 'completed';

export interface AppointmentCardLabels {
  /** Who the appointment is with, e.g. 'With Amina' (a vendor reads 'Client: Amina'). */
  with: (name: string) => string;
  /** The status badge, one text per status. */
  status: Record<AppointmentStatus, string>;
}

const defaultLabels: AppointmentCardLabels = {
  with: (name) => `With ${name}`,
  status: { pending: 'Pending', confirmed: 'Approved', cancelled: 'Denied', completed: 'Completed' },
};

const statusVariant = {
  pending: 'warning',
  confirmed: 'success',
  cancelled: 'danger',
  completed: 'secondary',
} as const;

export interface AppointmentCardProps extends Omit<ComponentProps<'div'>, 'children'> {
  serviceName: string;
  /** Who the appointment is with: the vendor for a customer, the customer for a vendor. */
  vendorName: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 'HH:MM' (24 h); left out on summaries that show only the date. */
  time?: string | null;
  status: AppointmentStatus;
  /** Buttons such as Cancel, Approve / Deny, Confirm Appointment or Leave a Review. */
  actions?: ReactNode;
  /** More lines under the date, e.g. the client's name or the place. */
  details?: ReactNode;
  formatDate?: (date: string) => string;
  labels?: Partial<AppointmentCardLabels>;
  /** Heading level of the service name, to fit the page outline. */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/** 'Sat, 14 Mar 2026' from '2026-03-14', read in the local calendar (no time zone shift). */
export function formatBookingDate(date: string, locale = 'en-GB'): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(year, month - 1, day));
}

/** One booking: what, with whom, when, its status, and what the viewer can do about it. */
export function AppointmentCard({
  serviceName,
  vendorName,
  date,
  time,
  status,
  actions,
  details,
  formatDate = formatBookingDate,
  labels: partialLabels,
  headingLevel = 'h3',
  className,
  ...props
}: AppointmentCardProps) {
  const labels = mergeLabels(defaultLabels, partialLabels);
  return (
    <Card data-slot="appointment-card" className={cn('h-full', className)} {...props}>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <CardTitle as={headingLevel} className="break-words">
            {serviceName}
          </CardTitle>
          <p className="text-sm break-words text-muted-foreground">{labels.with(vendorName)}</p>
        </div>
        <Badge variant={statusVariant[status]} data-status={status}>
          {labels.status[status]}
        </Badge>
      </CardHeader>
      <CardContent className="text-sm">
        <p className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <time dateTime={date}>{formatDate(date)}</time>
        </p>
        {time ? (
          <p className="flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <time dateTime={time}>{time}</time>
          </p>
        ) : null}
        {details}
      </CardContent>
      {actions ? <CardFooter className="mt-auto flex-wrap">{actions}</CardFooter> : null}
    </Card>
  );
}
