import { Check, ChevronLeft, ChevronRight } from 'lucide-react';
import { ToggleGroup } from 'radix-ui';
import { useEffect, useId, useRef, type ComponentProps, type KeyboardEvent } from 'react';

import { Button, cn, Skeleton, useControllableState, useLocaleLabels } from '../../primitives/index.ts';

/** One bookable time, as the server sends it ('HH:MM', shown as given). */
export interface SlotPickerSlot {
  start: string;
  end: string;
}

/** A day of the strip: 'YYYY-MM-DD' and how many slots are still free on it. */
export interface SlotPickerDay {
  date: string;
  free: number;
}

export interface SlotPickerValue {
  date: string | null;
  slot: SlotPickerSlot | null;
}

export interface SlotPickerDayNameParts {
  weekday: string;
  day: number;
  month: string;
  /** 'N free', 'Full' or 'Closed'. */
  status: string;
}

export interface SlotPickerLabels {
  /** Names the date strip. */
  days: string;
  /** Names the grid of times. */
  slots: string;
  free: (count: number) => string;
  full: string;
  closed: string;
  /** Accessible name of a day, e.g. 'Mon 16 Mar, 5 free'. */
  dayName: (parts: SlotPickerDayNameParts) => string;
  /** Accessible name of a slot, e.g. '09:00 to 10:30'. */
  slotName: (start: string, end: string) => string;
  previousDays: string;
  nextDays: string;
  /** Sunday first. */
  weekdays: readonly [string, string, string, string, string, string, string];
  months: readonly [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  chooseDay: string;
  loading: string;
  noSlots: string;
  daysError: string;
  slotsError: string;
  retry: string;
}

const defaultLabels: SlotPickerLabels = {
  days: 'Day',
  slots: 'Time',
  free: (count) => `${count} free`,
  full: 'Full',
  closed: 'Closed',
  dayName: ({ weekday, day, month, status }) => `${weekday} ${day} ${month}, ${status}`,
  slotName: (start, end) => `${start} to ${end}`,
  previousDays: 'Previous days',
  nextDays: 'Next days',
  weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  chooseDay: 'Choose a day to see free times.',
  loading: 'Loading free times…',
  noSlots: 'No free times on this day. Choose another day.',
  daysError: 'Could not load the days.',
  slotsError: 'Could not load the times.',
  retry: 'Try again',
};

/** Full names of the Kiswahili short ones, for screen readers. */
const SW_WEEKDAYS: Record<string, string> = {
  Jpi: 'Jumapili',
  Jtt: 'Jumatatu',
  Jnn: 'Jumanne',
  Jtn: 'Jumatano',
  Alh: 'Alhamisi',
  Iju: 'Ijumaa',
  Jmo: 'Jumamosi',
};
const SW_MONTHS: Record<string, string> = {
  Jan: 'Januari',
  Feb: 'Februari',
  Mac: 'Machi',
  Apr: 'Aprili',
  Mei: 'Mei',
  Jun: 'Juni',
  Jul: 'Julai',
  Ago: 'Agosti',
  Sep: 'Septemba',
  Okt: 'Oktoba',
  Nov: 'Novemba',
  Des: 'Desemba',
};

/** Kiswahili defaults (what a LocaleProvider with 'sw' picks); pass them as `labels` to choose them yourself. */
export const swSlotPickerLabels: SlotPickerLabels = {
  days: 'Siku',
  slots: 'Saa',
  free: (count) => `nafasi ${count}`,
  full: 'Imejaa',
  closed: 'Imefungwa',
  // The strip shows short day and month names; screen readers hear them in full.
  dayName: ({ weekday, day, month, status }) =>
    `${SW_WEEKDAYS[weekday] ?? weekday} ${day} ${SW_MONTHS[month] ?? month}, ${status}`,
  slotName: (start, end) => `${start} hadi ${end}`,
  previousDays: 'Siku zilizopita',
  nextDays: 'Siku zijazo',
  weekdays: ['Jpi', 'Jtt', 'Jnn', 'Jtn', 'Alh', 'Iju', 'Jmo'],
  months: ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ago', 'Sep', 'Okt', 'Nov', 'Des'],
  chooseDay: 'Chagua siku uone nafasi.',
  loading: 'Inapakia nafasi…',
  noSlots: 'Hakuna nafasi siku hii. Chagua siku nyingine.',
  daysError: 'Kuna tatizo, siku hazikupakia.',
  slotsError: 'Kuna tatizo, nafasi hazikupakia.',
  retry: 'Jaribu tena',
};

export interface SlotPickerProps extends Omit<
  ComponentProps<'div'>,
  'defaultValue' | 'onChange' | 'children'
> {
  /** The days of the current page; undefined while they load. */
  days: SlotPickerDay[] | undefined;
  daysError?: boolean;
  /** The chosen day's free slots; undefined while they load. */
  slots: SlotPickerSlot[] | undefined;
  slotsError?: boolean;
  /** 'Try again' after either error: the caller reloads whatever failed. */
  onRetry?: () => void;
  /** Days with nothing free because the vendor does not work then ('Closed' instead of 'Full'). */
  closedDates?: string[];
  value?: SlotPickerValue;
  defaultValue?: SlotPickerValue;
  onValueChange?: (value: SlotPickerValue) => void;
  /** The caller loads the page of days before or after this one. */
  onPageChange?: (direction: 'previous' | 'next') => void;
  /** Whether there is a page before this one; true by default when `onPageChange` is given. */
  canPrevious?: boolean;
  /** Whether there is a page after this one; true by default when `onPageChange` is given. */
  canNext?: boolean;
  labels?: Partial<SlotPickerLabels>;
}

type SlotsState = 'no-day' | 'error' | 'loading' | 'empty' | 'ready';

const EMPTY_VALUE: SlotPickerValue = { date: null, slot: null };
const SKELETON_DAYS = 7;
const SKELETON_SLOTS = 6;

const tileFocus = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** 'YYYY-MM-DD' read as a UTC calendar day, so the device's zone never shifts it. */
function dayParts(iso: string) {
  const date = new Date(`${iso}T00:00:00Z`);
  return { weekday: date.getUTCDay(), day: date.getUTCDate(), month: date.getUTCMonth() };
}

const slotKey = (slot: SlotPickerSlot) => `${slot.start}-${slot.end}`;

/**
 * Pick a day from a strip, then one of its free times. Arrow keys only move focus; Space or Enter chooses,
 * so browsing the strip does not load every day's times on the way.
 */
export function SlotPicker({
  days,
  daysError = false,
  slots,
  slotsError = false,
  onRetry,
  closedDates,
  value,
  defaultValue = EMPTY_VALUE,
  onValueChange,
  onPageChange,
  canPrevious = onPageChange !== undefined,
  canNext = onPageChange !== undefined,
  labels: partialLabels,
  className,
  ...props
}: SlotPickerProps) {
  const labels = useLocaleLabels(defaultLabels, swSlotPickerLabels, partialLabels);
  const [current, setCurrent] = useControllableState(value, defaultValue, onValueChange);
  const ids = useId();
  const daysHeadingId = `${ids}-days`;
  const slotsHeadingId = `${ids}-slots`;

  const stripRef = useRef<HTMLDivElement>(null);
  const pagedTo = useRef<'previous' | 'next' | null>(null);
  const firstDate = days?.[0]?.date;
  useEffect(() => {
    const strip = stripRef.current;
    if (!strip || !firstDate || !pagedTo.current) return;
    // After paging back, the days next to the old page are at the end of the new one.
    strip.scrollLeft = pagedTo.current === 'previous' ? strip.scrollWidth : 0;
    pagedTo.current = null;
  }, [firstDate]);

  const page = (direction: 'previous' | 'next') => {
    pagedTo.current = direction;
    onPageChange?.(direction);
  };

  const dayStatus = (day: SlotPickerDay) => {
    if (day.free > 0) return labels.free(day.free);
    return closedDates?.includes(day.date) ? labels.closed : labels.full;
  };

  const chooseDate = (date: string) => {
    const day = days?.find((candidate) => candidate.date === date);
    if (!day || day.free === 0 || date === current.date) return;
    setCurrent({ date, slot: null });
  };

  const chooseSlot = (key: string) => {
    const slot = slots?.find((candidate) => slotKey(candidate) === key);
    if (!slot || current.date === null) return;
    setCurrent({ date: current.date, slot });
  };

  const slotsState: SlotsState =
    current.date === null
      ? 'no-day'
      : slotsError
        ? 'error'
        : slots === undefined
          ? 'loading'
          : slots.length === 0
            ? 'empty'
            : 'ready';
  const slotsMessage: Record<SlotsState, string> = {
    'no-day': labels.chooseDay,
    error: labels.slotsError,
    loading: labels.loading,
    empty: labels.noSlots,
    ready: '',
  };

  return (
    <div data-slot="slot-picker" className={cn('flex min-w-0 flex-col gap-6', className)} {...props}>
      <section aria-labelledby={daysHeadingId} className="flex min-w-0 flex-col gap-2">
        <div className="flex items-center justify-between gap-2">
          <p id={daysHeadingId} className="text-base font-semibold">
            {labels.days}
          </p>
          <div className="flex gap-2">
            <Button
              variant="outline"
              size="icon"
              aria-label={labels.previousDays}
              disabled={!canPrevious}
              onClick={() => page('previous')}
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button
              variant="outline"
              size="icon"
              aria-label={labels.nextDays}
              disabled={!canNext}
              onClick={() => page('next')}
            >
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </div>
        <ToggleGroup.Root
          ref={stripRef}
          type="single"
          orientation="horizontal"
          loop={false}
          data-slot="slot-picker-days"
          aria-labelledby={daysHeadingId}
          aria-busy={(days === undefined && !daysError) || undefined}
          value={current.date ?? ''}
          onValueChange={chooseDate}
          // Padding keeps the focus outline inside the scroller, which would clip it.
          className="flex snap-x gap-2 overflow-x-auto p-1"
        >
          {days === undefined
            ? !daysError &&
              Array.from({ length: SKELETON_DAYS }, (_, index) => (
                <Skeleton key={index} className="h-[4.625rem] min-w-16 shrink-0 rounded-lg" />
              ))
            : days.map((day) => {
                const parts = dayParts(day.date);
                const status = dayStatus(day);
                const chosen = day.date === current.date;
                const unavailable = day.free === 0;
                return (
                  <ToggleGroup.Item
                    key={day.date}
                    value={day.date}
                    data-slot="slot-picker-day"
                    // Still focusable, so the strip reads day by day and says why a day cannot be chosen.
                    aria-disabled={unavailable || undefined}
                    aria-label={labels.dayName({
                      weekday: labels.weekdays[parts.weekday] ?? '',
                      day: parts.day,
                      month: labels.months[parts.month] ?? '',
                      status,
                    })}
                    className={cn(
                      'relative flex min-h-11 min-w-16 shrink-0 snap-start flex-col items-center rounded-lg border px-2 py-1.5 transition-colors',
                      tileFocus,
                      unavailable
                        ? 'cursor-not-allowed border-dashed border-input bg-muted text-muted-foreground'
                        : 'border-input bg-background text-foreground hover:bg-accent',
                      chosen && 'border-primary bg-primary text-primary-foreground hover:bg-primary/90',
                    )}
                  >
                    {chosen ? <Check aria-hidden="true" className="absolute top-1 right-1 size-3.5" /> : null}
                    <span className="text-xs font-medium">{labels.weekdays[parts.weekday]}</span>
                    <span className={cn('text-lg tabular-nums', chosen ? 'font-bold' : 'font-semibold')}>
                      {parts.day}
                    </span>
                    <span className="text-xs whitespace-nowrap">{status}</span>
                  </ToggleGroup.Item>
                );
              })}
        </ToggleGroup.Root>
        <p
          role="status"
          data-slot="slot-picker-days-status"
          className={cn('text-sm text-destructive', !daysError && 'sr-only')}
        >
          {daysError ? labels.daysError : days === undefined ? labels.loading : ''}
        </p>
        {daysError ? <RetryButton label={labels.retry} onRetry={onRetry} /> : null}
      </section>

      <section aria-labelledby={slotsHeadingId} className="flex min-w-0 flex-col gap-2">
        <p id={slotsHeadingId} className="text-base font-semibold">
          {labels.slots}
        </p>
        {slotsState === 'loading' ? (
          <div className={slotGridClasses}>
            {Array.from({ length: SKELETON_SLOTS }, (_, index) => (
              <Skeleton key={index} className="h-11" />
            ))}
          </div>
        ) : null}
        {slotsState === 'ready' && slots ? (
          <ToggleGroup.Root
            type="single"
            loop={false}
            data-slot="slot-picker-slots"
            aria-labelledby={slotsHeadingId}
            value={current.slot ? slotKey(current.slot) : ''}
            onValueChange={chooseSlot}
            className={slotGridClasses}
          >
            {slots.map((slot) => {
              const chosen = current.slot !== null && slotKey(slot) === slotKey(current.slot);
              return (
                <ToggleGroup.Item
                  key={slotKey(slot)}
                  value={slotKey(slot)}
                  data-slot="slot-picker-slot"
                  aria-label={labels.slotName(slot.start, slot.end)}
                  onKeyDown={moveByRow}
                  className={cn(
                    'inline-flex min-h-11 items-center justify-center gap-1 rounded-md border px-2 text-sm tabular-nums transition-colors',
                    tileFocus,
                    chosen
                      ? 'border-primary bg-primary font-bold text-primary-foreground hover:bg-primary/90'
                      : 'border-input bg-background font-medium text-foreground hover:bg-accent',
                  )}
                >
                  {chosen ? <Check aria-hidden="true" className="size-4" /> : null}
                  {slot.start}
                </ToggleGroup.Item>
              );
            })}
          </ToggleGroup.Root>
        ) : null}
        <p
          role="status"
          data-slot="slot-picker-status"
          className={cn(
            'text-sm',
            slotsState === 'error' ? 'text-destructive' : 'text-muted-foreground',
            // The skeletons show the wait; the text is for screen readers.
            slotsState === 'loading' && 'sr-only',
          )}
        >
          {slotsMessage[slotsState]}
        </p>
        {slotsState === 'error' ? <RetryButton label={labels.retry} onRetry={onRetry} /> : null}
      </section>
    </div>
  );
}

const slotGridClasses = 'grid grid-cols-[repeat(auto-fill,minmax(5.5rem,1fr))] gap-2';

/**
 * Up and Down move by a row of the wrapped grid, as the eye expects; Radix's roving focus (which takes
 * every other key) would step to the neighbour instead.
 */
function moveByRow(event: KeyboardEvent<HTMLButtonElement>) {
  if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
  if (event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
  const grid = event.currentTarget.parentElement;
  if (!grid) return;
  const items = [...grid.querySelectorAll<HTMLElement>('[role="radio"]')];
  const index = items.indexOf(event.currentTarget);
  const rowTop = items[0]?.offsetTop;
  const firstOfSecondRow = items.findIndex((item) => item.offsetTop !== rowTop);
  const columns = firstOfSecondRow === -1 ? items.length : firstOfSecondRow;
  const target = items[index + (event.key === 'ArrowDown' ? columns : -columns)];
  event.preventDefault();
  target?.focus();
}

function RetryButton({ label, onRetry }: { label: string; onRetry: (() => void) | undefined }) {
  return (
    <Button variant="outline" className="self-start" onClick={onRetry}>
      {label}
    </Button>
  );
}
