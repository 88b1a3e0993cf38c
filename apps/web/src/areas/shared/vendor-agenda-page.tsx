import { useQuery } from '@tanstack/react-query';
import type { Booking } from '@urembo/api-client';
import { formatDuration, isRealDate, nairobiToday } from '@urembo/kenya';
import { Badge, Button, cn, EmptyState, SegmentedControl, Skeleton } from '@urembo/ui';
import { CalendarCheck, ChevronLeft, ChevronRight, TriangleAlert } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { useMe } from '../../lib/session.tsx';
import { agendaQuery, type AgendaRange, type VendorType } from '../../queries/agenda.ts';
import { scheduleQuery } from '../../queries/scheduling.ts';
import { addDays, clientName, placeText } from '../business/business-bookings-page.tsx';
import { GENERIC_ERROR } from './errors.ts';
import { TextLink } from './links.tsx';

type AgendaView = 'day' | 'week';

const VIEWS = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
] as const;

const REQUESTS_PATH: Record<VendorType, string> = {
  'Beauty Professional': '/professional-requests',
  'Business Owner': '/business-bookings',
};

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

function formatDay(date: string, style: 'long' | 'short'): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: style,
    day: 'numeric',
    month: style,
    ...(style === 'long' ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(utc(date));
}

/** '13 – 19 July 2026', '29 June – 5 July 2026'. */
function formatWeek({ from, to }: AgendaRange): string {
  const format = (date: string, parts: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { ...parts, timeZone: 'UTC' }).format(utc(date));
  const sameMonth = from.slice(0, 7) === to.slice(0, 7);
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  const start = format(
    from,
    sameMonth
      ? { day: 'numeric' }
      : sameYear
        ? { day: 'numeric', month: 'long' }
        : {
            day: 'numeric',
            month: 'long',
            year: 'numeric',
          },
  );
  return `${start} – ${format(to, { day: 'numeric', month: 'long', year: 'numeric' })}`;
}

/** The week (Monday to Sunday, as Kenyan salons plan) or the day around `date`. */
function rangeOf(view: AgendaView, date: string): AgendaRange {
  if (view === 'day') return { from: date, to: date };
  const monday = addDays(date, -((utc(date).getUTCDay() + 6) % 7));
  return { from: monday, to: addDays(monday, 6) };
}

const startOf = (booking: Booking) => Date.parse(booking.starts_at);
const endOf = (booking: Booking) => Date.parse(booking.ends_at);

/**
 * The bookings during which more than `capacity` bookings (itself included) would run at once; for a
 * one-at-a-time vendor, any overlap. The most that run together within a booking is reached at the
 * start of one of them, so counting at each start inside it is enough.
 */
function clashing(bookings: Booking[], capacity: number): Set<number> {
  const clashes = new Set<number>();
  for (const booking of bookings) {
    const starts = bookings.map(startOf).filter((t) => t >= startOf(booking) && t < endOf(booking));
    const busiest = Math.max(
      ...starts.map((t) => bookings.filter((other) => startOf(other) <= t && t < endOf(other)).length),
    );
    if (busiest > capacity) clashes.add(booking.id);
  }
  return clashes;
}

interface VendorAgendaPageProps {
  /** Whose bookings to list; the signed-in user's type when left out. */
  vendorType?: VendorType;
}

/**
 * The vendor's confirmed and pending bookings of a day or a week, in time order, with the ones that
 * cannot all happen marked: pending requests show before they are approved, so a clash is seen early.
 */
export function VendorAgendaPage({ vendorType }: VendorAgendaPageProps) {
  const { data: me } = useMe();
  const type = vendorType ?? (me!.user_type === 'Business Owner' ? 'Business Owner' : 'Beauty Professional');
  const isBusiness = type === 'Business Owner';
  const [params, setParams] = useSearchParams();
  const view: AgendaView = params.get('view') === 'week' ? 'week' : 'day';
  const today = nairobiToday();
  const asked = params.get('date');
  const date = asked && isRealDate(asked) ? asked : today;
  const range = rangeOf(view, date);

  const bookings = useQuery(agendaQuery(type, me!.id, range));
  // A professional serves one client at a time; a business as many as its capacity.
  const schedule = useQuery({ ...scheduleQuery(me!.id), enabled: isBusiness });
  const capacity = isBusiness ? schedule.data?.capacity : 1;

  const show = (next: { view?: AgendaView; date?: string }) => {
    const nextView = next.view ?? view;
    const nextDate = next.date ?? date;
    setParams(
      {
        ...(nextView === 'week' ? { view: 'week' } : {}),
        ...(nextDate === today ? {} : { date: nextDate }),
      },
      { replace: true },
    );
  };
  const step = view === 'day' ? 1 : 7;
  const unit = view === 'day' ? 'day' : 'week';

  const active = (bookings.data ?? [])
    .filter((booking) => booking.status === 'confirmed' || booking.status === 'pending')
    .sort((a, b) => startOf(a) - startOf(b) || a.id - b.id);
  const clashes = capacity === undefined ? new Set<number>() : clashing(active, capacity);

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold">Agenda</h1>
        <TextLink to={REQUESTS_PATH[type]} className="min-h-11">
          Booking requests
        </TextLink>
      </header>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SegmentedControl
          aria-label="View"
          options={VIEWS}
          value={view}
          onValueChange={(next) => show({ view: next })}
          className="sm:w-56"
        />
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label={`Previous ${unit}`}
            onClick={() => show({ date: addDays(date, -step) })}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button variant="outline" onClick={() => show({ date: today })}>
            Today
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={`Next ${unit}`}
            onClick={() => show({ date: addDays(date, step) })}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>

      <div aria-live="polite">
        <h2 className="text-lg font-semibold">
          {view === 'day' ? formatDay(date, 'long') : formatWeek(range)}
        </h2>
      </div>

      {isBusiness && schedule.isError ? (
        <p className="text-sm text-muted-foreground">
          Could not load how many clients you serve at once, so clashes are not marked.
        </p>
      ) : null}
      {clashes.size > 0 ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-md border border-destructive p-3 text-sm text-destructive"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            Some bookings clash. Propose another time for one of them in{' '}
            <TextLink to={REQUESTS_PATH[type]} tone="destructive" className="underline">
              booking requests
            </TextLink>
            .
          </span>
        </p>
      ) : null}

      {bookings.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only">Loading...</span>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-24" />
          ))}
        </div>
      ) : bookings.isError ? (
        <div className="flex flex-col items-start gap-3">
          <p
            role="alert"
            className="w-full rounded-md border border-destructive p-4 text-sm text-destructive"
          >
            {GENERIC_ERROR}
          </p>
          <Button variant="outline" onClick={() => void bookings.refetch()}>
            Try again
          </Button>
        </div>
      ) : active.length === 0 ? (
        <EmptyState
          icon={<CalendarCheck />}
          title={view === 'day' ? 'Nothing booked on this day.' : 'Nothing booked this week.'}
          description="Approved and pending bookings show here."
        />
      ) : view === 'day' ? (
        <AgendaList bookings={active} clashes={clashes} />
      ) : (
        <div className="flex flex-col gap-6">
          {Array.from({ length: 7 }, (_, index) => addDays(range.from, index)).map((day) => {
            const ofDay = active.filter((booking) => booking.booking_date === day);
            return (
              <section key={day} aria-labelledby={`agenda-${day}`} className="flex flex-col gap-2">
                <h3 id={`agenda-${day}`} className="text-base font-semibold">
                  {formatDay(day, 'short')}
                  {day === today ? <span className="font-normal text-muted-foreground"> (today)</span> : null}
                </h3>
                {ofDay.length > 0 ? (
                  <AgendaList bookings={ofDay} clashes={clashes} />
                ) : (
                  <p className="text-sm text-muted-foreground">Nothing booked.</p>
                )}
              </section>
            );
          })}
        </div>
      )}
    </div>
  );
}

function AgendaList({ bookings, clashes }: { bookings: Booking[]; clashes: Set<number> }) {
  return (
    <ul className="flex flex-col gap-2">
      {bookings.map((booking) => {
        const pending = booking.status === 'pending';
        const clash = clashes.has(booking.id);
        return (
          <li
            key={booking.id}
            data-status={booking.status}
            className={cn(
              'flex gap-3 rounded-lg border bg-card p-3 text-card-foreground',
              pending ? 'border-dashed border-input' : 'border-solid border-border shadow-sm',
              clash && 'border-destructive',
            )}
          >
            <p className="flex w-12 shrink-0 flex-col text-sm font-semibold tabular-nums">
              <time dateTime={booking.booking_time}>{booking.booking_time}</time>
              <span className="sr-only"> to </span>
              <time dateTime={booking.end_time} className="font-normal text-muted-foreground">
                {booking.end_time}
              </time>
            </p>
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <p className="font-semibold break-words">{booking.serviceName}</p>
                {pending ? <Badge variant="warning">Pending</Badge> : null}
                {clash ? (
                  <Badge variant="danger">
                    <TriangleAlert aria-hidden="true" />
                    Clash
                  </Badge>
                ) : null}
              </div>
              <p className="text-sm break-words">{clientName(booking)}</p>
              <p className="text-sm break-words text-muted-foreground">
                {formatDuration(booking.duration_minutes)} · {placeText(booking)}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
