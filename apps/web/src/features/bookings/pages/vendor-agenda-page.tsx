import { useQuery } from '@tanstack/react-query';
import type { Booking, Schemas } from '@urembo/api-client';
import { addDays, isRealDate, nairobiToday } from '@urembo/kenya';
import {
  Agenda,
  Badge,
  Button,
  cn,
  EmptyState,
  Field,
  SegmentedControl,
  Select,
  SelectItem,
  Skeleton,
  toast,
  type AgendaColumn,
  type AgendaItem,
} from '@urembo/ui';
import { Ban, CalendarCheck, ChevronLeft, ChevronRight, TriangleAlert, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { currentLocale, t, type MessageId } from '../../../i18n/index.ts';
import { useMe } from '../../../lib/session.tsx';
import { agendaQuery, type AgendaRange, type VendorType } from '../api/agenda.ts';
import {
  blockedTimesQuery,
  durationText,
  menuQuery,
  scheduleQuery,
  staffQuery,
  useUnblockTime,
} from '../../schedule/index.ts';
import {
  AgendaBookingDialog,
  BlockTimeDialog,
  originText,
  WalkInDialog,
} from '../components/agenda-dialogs.tsx';
import { clientName, placeText } from './business-bookings-page.tsx';
import { TextLink } from '../../../lib/links.tsx';

type AgendaView = 'day' | 'week';

/** Where a link goes in a translated sentence: a character no text holds. */
const LINK = '\u0000';

const VIEWS = [
  { value: 'day', label: 'vendor.agenda.day' },
  { value: 'week', label: 'vendor.agenda.week' },
] as const satisfies readonly { value: AgendaView; label: MessageId }[];

const REQUESTS_PATH: Record<VendorType, string> = {
  'Beauty Professional': '/professional-requests',
  'Business Owner': '/business-bookings',
};

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** English dates as they have always read ('Mon 13 Jul'), Kiswahili ones as Kenya writes them. */
const dateTag = () => (currentLocale() === 'sw' ? 'sw-KE' : 'en-GB');

function formatDay(date: string, style: 'long' | 'short'): string {
  return new Intl.DateTimeFormat(dateTag(), {
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
    new Intl.DateTimeFormat(dateTag(), { ...parts, timeZone: 'UTC' }).format(utc(date));
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
    const starts = bookings.map(startOf).filter((at) => at >= startOf(booking) && at < endOf(booking));
    const busiest = Math.max(
      ...starts.map((at) => bookings.filter((other) => startOf(other) <= at && at < endOf(other)).length),
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
  const staff = useQuery({ ...staffQuery(me!.id), enabled: isBusiness });
  const team = staff.data?.results ?? [];
  const menu = useQuery(menuQuery(me!.id));
  const blocked = useQuery(blockedTimesQuery(me!.id));
  const [opened, setOpened] = useState<Booking | null>(null);
  const [adding, setAdding] = useState<'walk-in' | 'block' | null>(null);
  const unblock = useUnblockTime(me!, {
    onSuccess: () => toast({ title: t('vendor.agenda.unblocked'), variant: 'success' }),
    onError: () => toast({ title: t('vendor.agenda.failed'), variant: 'error' }),
  });
  // A professional serves one client at a time; a business as many as its capacity.
  const schedule = useQuery({ ...scheduleQuery(me!.id), enabled: isBusiness });
  const capacity = isBusiness ? schedule.data?.capacity : 1;

  // Whose agenda a business looks at: everyone's, or one stylist's (the day and the week alike).
  const whose = isBusiness ? (params.get('staff') ?? '') : '';
  const show = (next: { view?: AgendaView; date?: string; staff?: string }) => {
    const nextView = next.view ?? view;
    const nextDate = next.date ?? date;
    const nextStaff = next.staff ?? whose;
    setParams(
      {
        ...(nextView === 'week' ? { view: 'week' } : {}),
        ...(nextDate === today ? {} : { date: nextDate }),
        ...(nextStaff ? { staff: nextStaff } : {}),
      },
      { replace: true },
    );
  };
  const step = view === 'day' ? 1 : 7;

  const inView = (booking: Booking) => !whose || String(booking.staff?.id) === whose;
  const all = [...(bookings.data ?? [])].sort((a, b) => startOf(a) - startOf(b) || a.id - b.id);
  const active = all.filter((booking) => booking.status === 'confirmed' || booking.status === 'pending');
  const clashes = capacity === undefined ? new Set<number>() : clashing(active, capacity);
  // Requests wait apart, in date order; the agenda itself holds what is agreed and how it went.
  const waiting = active.filter((booking) => booking.status === 'pending' && inView(booking));
  const held = all.filter((booking) => HELD.has(booking.status) && inView(booking));
  const shownTeam = whose ? team.filter((member) => String(member.id) === whose) : team;
  const dayBlocks = blocksOn(blocked.data?.results ?? [], date).filter(
    (block) => !whose || block.staff_id === null || String(block.staff_id) === whose,
  );
  // The link to the requests sits inside the sentence: the text is cut where the catalogue puts it.
  const clashText = t('vendor.agenda.clashes', { link: LINK }).split(LINK);

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('vendor.agenda.title')}</h1>
        <TextLink to={REQUESTS_PATH[type]} className="min-h-11">
          {t('vendor.agenda.requests')}
        </TextLink>
      </header>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => setAdding('walk-in')} disabled={!menu.data?.items.length}>
          <UserPlus aria-hidden="true" />
          {t('vendor.agenda.addWalkIn')}
        </Button>
        <Button variant="outline" onClick={() => setAdding('block')}>
          <Ban aria-hidden="true" />
          {t('vendor.agenda.blockTime')}
        </Button>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SegmentedControl
          aria-label={t('vendor.agenda.view')}
          options={VIEWS.map((option) => ({ value: option.value, label: t(option.label) }))}
          value={view}
          onValueChange={(next) => show({ view: next })}
          className="sm:w-56"
        />
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label={t(view === 'day' ? 'vendor.agenda.previousDay' : 'vendor.agenda.previousWeek')}
            onClick={() => show({ date: addDays(date, -step) })}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button variant="outline" onClick={() => show({ date: today })}>
            {t('vendor.agenda.today')}
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={t(view === 'day' ? 'vendor.agenda.nextDay' : 'vendor.agenda.nextWeek')}
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
        <p className="text-sm text-muted-foreground">{t('vendor.agenda.noCapacity')}</p>
      ) : null}
      {clashes.size > 0 ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-md border border-destructive p-3 text-sm text-destructive"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {clashText[0]}
            <TextLink to={REQUESTS_PATH[type]} tone="destructive" className="underline">
              {t('vendor.agenda.clashesLink')}
            </TextLink>
            {clashText[1]}
          </span>
        </p>
      ) : null}

      {isBusiness && team.length > 0 ? (
        <Field label={t('vendor.agenda.whose')} className="sm:w-72">
          <Select
            value={whose || 'everyone'}
            onValueChange={(next) => show({ staff: next === 'everyone' ? '' : next })}
          >
            <SelectItem value="everyone">{t('vendor.agenda.everyone')}</SelectItem>
            {team.map((member) => (
              <SelectItem key={member.id} value={String(member.id)}>
                {member.name}
              </SelectItem>
            ))}
          </Select>
        </Field>
      ) : null}

      {waiting.length > 0 ? (
        <section aria-labelledby="agenda-waiting" className="flex flex-col gap-2">
          <h3 id="agenda-waiting" className="text-base font-semibold">
            {t('vendor.agenda.waiting')}
          </h3>
          <AgendaList bookings={waiting} clashes={clashes} onOpen={setOpened} withDate={view === 'week'} />
        </section>
      ) : null}

      {bookings.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only">{t('vendor.agenda.loading')}</span>
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
            {t('vendor.error.generic')}
          </p>
          <Button variant="outline" onClick={() => void bookings.refetch()}>
            {t('vendor.editor.retry')}
          </Button>
        </div>
      ) : held.length === 0 && waiting.length === 0 && (view === 'week' || dayBlocks.length === 0) ? (
        <EmptyState
          icon={<CalendarCheck />}
          title={t(view === 'day' ? 'vendor.agenda.emptyDay' : 'vendor.agenda.emptyWeek')}
          description={t('vendor.agenda.emptyHint')}
        />
      ) : view === 'day' ? (
        <div className="flex flex-col gap-6">
          <Agenda
            {...dayOf(held, dayBlocks, shownTeam, me!.name, clashes, whose === '')}
            onOpen={(id) => setOpened(held.find((booking) => String(booking.id) === id) ?? null)}
          />
          {dayBlocks.length > 0 ? (
            <section aria-labelledby="agenda-blocked" className="flex flex-col gap-2">
              <h3 id="agenda-blocked" className="text-base font-semibold">
                {t('vendor.agenda.blockedTitle')}
              </h3>
              <DayBlocks blocks={dayBlocks} staff={team} onUnblock={(id) => unblock.mutate(id)} />
            </section>
          ) : null}
        </div>
      ) : (
        <div className="flex flex-col gap-6">
          {Array.from({ length: 7 }, (_, index) => addDays(range.from, index)).map((day) => {
            const ofDay = held.filter((booking) => booking.booking_date === day);
            return (
              <section key={day} aria-labelledby={`agenda-${day}`} className="flex flex-col gap-2">
                <h3 id={`agenda-${day}`} className="text-base font-semibold">
                  {formatDay(day, 'short')}
                  {day === today ? (
                    <span className="font-normal text-muted-foreground">{t('vendor.agenda.todayMark')}</span>
                  ) : null}
                </h3>
                {ofDay.length > 0 ? (
                  <AgendaList bookings={ofDay} clashes={clashes} onOpen={setOpened} withStaff={isBusiness} />
                ) : (
                  <p className="text-sm text-muted-foreground">{t('vendor.agenda.nothing')}</p>
                )}
              </section>
            );
          })}
        </div>
      )}
      {opened ? (
        <AgendaBookingDialog
          booking={opened}
          vendorType={type}
          vendorId={me!.id}
          staff={team}
          requestsPath={REQUESTS_PATH[type]}
          clientName={clientName(opened)}
          placeText={placeText(opened)}
          onClose={() => setOpened(null)}
        />
      ) : null}
      {adding === 'walk-in' ? (
        <WalkInDialog
          me={me!}
          vendorType={type}
          date={date}
          menu={menu.data?.items ?? []}
          staff={team}
          onClose={() => setAdding(null)}
        />
      ) : null}
      {adding === 'block' ? (
        <BlockTimeDialog me={me!} date={date} staff={team} onClose={() => setAdding(null)} />
      ) : null}
    </div>
  );
}

type BlockedTime = Schemas['BlockedTime'];

const weekdayOf = (date: string) => utc(date).getUTCDay();

/** The blocks that hold on `date`: that day's, and weekly ones of its weekday from their first day on. */
function blocksOn(blocks: BlockedTime[], date: string): BlockedTime[] {
  return blocks
    .filter(
      (b) => b.date === date || (b.repeats_weekly && b.date <= date && weekdayOf(b.date) === weekdayOf(date)),
    )
    .sort((a, b) => a.start_time.localeCompare(b.start_time));
}

/** What the agenda holds besides requests: agreed appointments and how they went. */
const HELD = new Set<Booking['status']>(['confirmed', 'completed', 'no_show']);

/**
 * The day as the Agenda draws it: a column per staff member (those given to nobody yet, or to someone
 * who has left, under "Not yet given to anyone"), or one column for a professional or a business without
 * staff; blocked time in the columns it holds.
 */
function dayOf(
  bookings: Booking[],
  blocks: BlockedTime[],
  staff: Schemas['StaffMember'][],
  ownName: string,
  clashes: Set<number>,
  everyone: boolean,
): { columns: AgendaColumn[]; items: AgendaItem[] } {
  const ids = new Set(staff.map((member) => String(member.id)));
  const columnOf = (booking: Booking) =>
    !staff.length
      ? 'own'
      : booking.staff && ids.has(String(booking.staff.id))
        ? String(booking.staff.id)
        : 'anyone';
  const items: AgendaItem[] = bookings.map((booking) => ({
    id: String(booking.id),
    column: columnOf(booking),
    start: booking.booking_time,
    end: booking.end_time,
    title: booking.serviceName,
    detail: `${clientName(booking)} · ${placeText(booking)}`,
    status: booking.status as AgendaItem['status'],
    badges: (
      <>
        {originText(booking) ? <Badge variant="secondary">{originText(booking)}</Badge> : null}
        {clashes.has(booking.id) ? <Badge variant="danger">{t('vendor.agenda.clash')}</Badge> : null}
      </>
    ),
  }));
  const columns: AgendaColumn[] = staff.length
    ? [
        ...(everyone && items.some((item) => item.column === 'anyone')
          ? [{ id: 'anyone', name: t('vendor.agenda.anyone') }]
          : []),
        ...staff.map((member) => ({ id: String(member.id), name: member.name })),
      ]
    : [{ id: 'own', name: ownName }];
  for (const block of blocks) {
    const held = block.staff_id === null ? columns : columns.filter((c) => c.id === String(block.staff_id));
    for (const column of held)
      items.push({
        id: `block-${block.id}-${column.id}`,
        column: column.id,
        start: block.start_time,
        end: block.end_time,
        title: block.note || t('vendor.agenda.blockedTitle'),
        status: 'blocked',
      });
  }
  return { columns, items };
}

function DayBlocks({
  blocks,
  staff,
  onUnblock,
}: {
  blocks: BlockedTime[];
  staff: Schemas['StaffMember'][];
  onUnblock: (id: number) => void;
}) {
  if (!blocks.length) return null;
  return (
    <ul className="flex flex-col gap-2">
      {blocks.map((block) => {
        const whose = staff.find((member) => member.id === block.staff_id)?.name;
        return (
          <li
            key={block.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-dashed bg-muted p-3 text-sm"
          >
            <span className="min-w-0 break-words">
              <span className="font-semibold">
                {t('vendor.agenda.blocked', { start: block.start_time, end: block.end_time })}
              </span>
              {[whose, block.note].filter(Boolean).length
                ? ` · ${[whose, block.note].filter(Boolean).join(' · ')}`
                : ''}
            </span>
            <Button variant="outline" size="sm" onClick={() => onUnblock(block.id)}>
              {t('vendor.agenda.unblock')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

function AgendaList({
  bookings,
  clashes,
  onOpen,
  withDate = false,
  withStaff = false,
}: {
  bookings: Booking[];
  clashes: Set<number>;
  onOpen: (booking: Booking) => void;
  /** Requests of several days: each says its day. */
  withDate?: boolean;
  /** A business's week: each says who serves it. */
  withStaff?: boolean;
}) {
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
              'relative flex gap-3 rounded-lg border bg-card p-3 text-card-foreground has-focus-visible:ring-2 has-focus-visible:ring-ring',
              pending ? 'border-dashed border-input' : 'border-solid border-border shadow-sm',
              clash && 'border-destructive',
            )}
          >
            <p className="flex w-12 shrink-0 flex-col text-sm font-semibold tabular-nums">
              <time dateTime={booking.booking_time}>{booking.booking_time}</time>
              <span className="sr-only">{t('vendor.agenda.to')}</span>
              <time dateTime={booking.end_time} className="font-normal text-muted-foreground">
                {booking.end_time}
              </time>
            </p>
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <div className="flex flex-wrap items-center gap-2">
                {/* The whole card opens the booking: the button's area stretches over it. */}
                <button
                  type="button"
                  onClick={() => onOpen(booking)}
                  aria-label={t('vendor.agenda.open', {
                    time: booking.booking_time,
                    service: booking.serviceName,
                    client: clientName(booking),
                  })}
                  className="text-start font-semibold break-words after:absolute after:inset-0 focus-visible:outline-none"
                >
                  {booking.serviceName}
                </button>
                {originText(booking) ? <Badge variant="secondary">{originText(booking)}</Badge> : null}
                {pending ? <Badge variant="warning">{t('vendor.agenda.pending')}</Badge> : null}
                {booking.status === 'completed' || booking.status === 'no_show' ? (
                  <Badge variant={booking.status === 'no_show' ? 'danger' : 'secondary'}>
                    {t(`business.bookings.status.${booking.status}`)}
                  </Badge>
                ) : null}
                {clash ? (
                  <Badge variant="danger">
                    <TriangleAlert aria-hidden="true" />
                    {t('vendor.agenda.clash')}
                  </Badge>
                ) : null}
              </div>
              {withDate ? (
                <p className="text-sm font-medium">{formatDay(booking.booking_date, 'short')}</p>
              ) : null}
              <p className="text-sm break-words">
                {clientName(booking)}
                {withStaff ? ` · ${booking.staff?.name ?? t('vendor.agenda.anyone')}` : ''}
              </p>
              <p className="text-sm break-words text-muted-foreground">
                {durationText(booking.duration_minutes)} · {placeText(booking)}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
