import { ChevronDown, ChevronLeft, ChevronRight, ChevronUp } from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

import { Button, cn, useControllableState, useLocale, useLocaleLabels } from '../../primitives/index.ts';
import {
  addDays,
  addMonths,
  earliestSlotToday,
  fromIsoDate,
  isPastTimeToday,
  MINUTE_STEP,
  monthWeeks,
  parseTime,
  startOfMonth,
  toIsoDate,
  toTime,
} from './calendar-math.ts';

/** The chosen slot: 'YYYY-MM-DD' and 'HH:MM' (24 h), each null until chosen. */
export interface BookingSlot {
  date: string | null;
  time: string | null;
}

export interface BookingDateTimePickerLabels {
  date: string;
  time: string;
  previousMonth: string;
  nextMonth: string;
  today: string;
  hours: string;
  minutes: string;
  nextHour: string;
  previousHour: string;
  nextMinutes: string;
  previousMinutes: string;
  setTime: string;
  pastTime: string;
  /** Sunday first, as shown over the grid. */
  weekdays: readonly [string, string, string, string, string, string, string];
  timeSet: (time: string) => string;
  noTimeYet: string;
}

const defaultLabels: BookingDateTimePickerLabels = {
  date: 'Date',
  time: 'Time',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  today: 'Today',
  hours: 'Hours',
  minutes: 'Minutes',
  nextHour: 'Next hour',
  previousHour: 'Previous hour',
  nextMinutes: 'Add 15 minutes',
  previousMinutes: 'Remove 15 minutes',
  setTime: 'Set Time',
  pastTime: 'Please select a time later than the current time.',
  weekdays: ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'],
  timeSet: (time) => `Time set to ${time}`,
  noTimeYet: 'No time set yet',
};

/** Kiswahili defaults (what a LocaleProvider with 'sw' picks); pass them as `labels` to choose them yourself. */
export const swBookingDateTimePickerLabels: BookingDateTimePickerLabels = {
  date: 'Tarehe',
  time: 'Saa',
  previousMonth: 'Mwezi uliopita',
  nextMonth: 'Mwezi ujao',
  today: 'Leo',
  hours: 'Saa',
  minutes: 'Dakika',
  nextHour: 'Saa inayofuata',
  previousHour: 'Saa iliyopita',
  nextMinutes: 'Ongeza dakika 15',
  previousMinutes: 'Punguza dakika 15',
  setTime: 'Weka saa',
  pastTime: 'Tafadhali chagua saa ya baadaye kuliko sasa.',
  weekdays: ['Jpi', 'Jtt', 'Jnn', 'Jtn', 'Alh', 'Iju', 'Jmo'],
  timeSet: (time) => `Saa imewekwa: ${time}`,
  noTimeYet: 'Bado hujaweka saa',
};

export interface BookingDateTimePickerProps extends Omit<
  ComponentProps<'div'>,
  'defaultValue' | 'onChange' | 'children'
> {
  value?: BookingSlot;
  defaultValue?: BookingSlot;
  onValueChange?: (value: BookingSlot) => void;
  /**
   * The current moment: a fixed Date (stories, tests) or a function read afresh on every check (e.g. the
   * wall clock in Africa/Nairobi). The device clock when omitted.
   */
  now?: Date | (() => Date);
  /** BCP 47 locale for month and day names; en-GB, or sw-KE inside a Kiswahili LocaleProvider. */
  locale?: string;
  labels?: Partial<BookingDateTimePickerLabels>;
}

const EMPTY_SLOT: BookingSlot = { date: null, time: null };

/**
 * Date and time of a booking request. Past days cannot be picked; on today only a time not earlier than
 * now is accepted. The time is kept only once 'Set Time' is pressed.
 */
export function BookingDateTimePicker({
  value,
  defaultValue = EMPTY_SLOT,
  onValueChange,
  now,
  locale: givenLocale,
  labels: partialLabels,
  className,
  ...props
}: BookingDateTimePickerProps) {
  const labels = useLocaleLabels(defaultLabels, swBookingDateTimePickerLabels, partialLabels);
  const uiLocale = useLocale();
  const locale = givenLocale ?? (uiLocale === 'sw' ? 'sw-KE' : 'en-GB');
  const [slot, setSlot] = useControllableState(value, defaultValue, onValueChange);
  const currentMoment = () => (typeof now === 'function' ? now() : (now ?? new Date()));
  const today = toIsoDate(currentMoment());
  const todayDate = fromIsoDate(today);

  const [shownMonth, setShownMonth] = useState(() => startOfMonth(fromIsoDate(slot.date ?? today)));
  const [focusedDate, setFocusedDate] = useState(() => slot.date ?? today);
  const [draft, setDraft] = useState(() => parseTime(slot.time ?? toTime(currentMoment().getHours(), 0)));
  const [timeError, setTimeError] = useState<string | null>(null);
  const moveFocus = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);
  const ids = useId();
  const monthHeadingId = `${ids}-month`;
  const timeHeadingId = `${ids}-time`;

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focusedDate}"]`)?.focus();
  }, [focusedDate, shownMonth]);

  const showDate = (iso: string, focus: boolean) => {
    // Never before today: the keyboard stops at the first day that can be booked.
    const target = iso < today ? today : iso;
    moveFocus.current = focus;
    setFocusedDate(target);
    setShownMonth(startOfMonth(fromIsoDate(target)));
  };

  const chooseDate = (iso: string) => {
    if (iso < today) return;
    setTimeError(null);
    setFocusedDate(iso);
    setShownMonth(startOfMonth(fromIsoDate(iso)));
    let time = slot.time;
    if (iso === today) {
      // A time already past on today moves to the earliest slot still ahead (this hour, next quarter).
      const moment = currentMoment();
      const earliest = earliestSlotToday(moment);
      const draftTime = toTime(draft.hours, draft.minutes);
      if (isPastTimeToday(draftTime, moment) && earliest) setDraft(parseTime(earliest));
      if (time && isPastTimeToday(time, moment)) time = earliest;
    }
    setSlot({ date: iso, time });
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const focused = fromIsoDate(focusedDate);
    const moves: Record<string, () => Date> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => addDays(focused, -focused.getDay()),
      End: () => addDays(focused, 6 - focused.getDay()),
      PageUp: () => addMonths(focused, -1),
      PageDown: () => addMonths(focused, 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    showDate(toIsoDate(move()), true);
  };

  const goToMonth = (months: number) => {
    const month = addMonths(shownMonth, months);
    setShownMonth(month);
    const focused = addMonths(fromIsoDate(focusedDate), months);
    setFocusedDate(toIsoDate(focused < todayDate ? todayDate : focused));
  };

  const setTime = () => {
    const time = toTime(draft.hours, draft.minutes);
    if (slot.date === today && isPastTimeToday(time, currentMoment())) {
      setTimeError(labels.pastTime);
      return;
    }
    setTimeError(null);
    setSlot({ date: slot.date, time });
  };

  const canGoBack = shownMonth > startOfMonth(todayDate);
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(shownMonth);
  const dayName = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const weekdayName = new Intl.DateTimeFormat(locale, { weekday: 'long' });

  return (
    <div
      data-slot="booking-date-time-picker"
      className={cn('grid gap-6 md:grid-cols-[minmax(0,1fr)_auto]', className)}
      {...props}
    >
      <section aria-label={labels.date} className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-2">
          <Button
            variant="ghost"
            size="icon"
            onClick={() => goToMonth(-1)}
            disabled={!canGoBack}
            aria-label={labels.previousMonth}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <p id={monthHeadingId} aria-live="polite" className="text-base font-semibold">
            {monthName}
          </p>
          <Button variant="ghost" size="icon" onClick={() => goToMonth(1)} aria-label={labels.nextMonth}>
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        <table
          ref={gridRef}
          role="grid"
          aria-labelledby={monthHeadingId}
          onKeyDown={onGridKeyDown}
          className="w-full table-fixed border-collapse text-center"
        >
          <thead>
            <tr>
              {labels.weekdays.map((weekday, index) => (
                <th
                  key={weekday}
                  scope="col"
                  abbr={weekdayName.format(new Date(2026, 1, 1 + index))}
                  className="pb-1 text-xs font-medium text-muted-foreground"
                >
                  {weekday}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(shownMonth).map((week, weekIndex) => (
              <tr key={weekIndex}>
                {week.map((day, dayIndex) => {
                  if (!day) return <td key={`pad-${dayIndex}`} role="gridcell" />;
                  const iso = toIsoDate(day);
                  const selected = iso === slot.date;
                  return (
                    <td key={iso} role="gridcell" aria-selected={selected} className="p-0.5">
                      <DayButton
                        iso={iso}
                        label={dayName.format(day)}
                        isToday={iso === today}
                        selected={selected}
                        past={iso < today}
                        tabbable={iso === focusedDate}
                        onChoose={chooseDate}
                      >
                        {day.getDate()}
                      </DayButton>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <Button variant="outline" size="sm" className="self-start" onClick={() => chooseDate(today)}>
          {labels.today}
        </Button>
      </section>

      <section aria-labelledby={timeHeadingId} className="flex flex-col gap-3">
        <p id={timeHeadingId} className="text-base font-semibold">
          {labels.time}
        </p>
        <div className="flex items-center gap-2">
          <TimeSpinner
            label={labels.hours}
            value={draft.hours}
            max={23}
            step={1}
            increaseLabel={labels.nextHour}
            decreaseLabel={labels.previousHour}
            onChange={(hours) => setDraft((current) => ({ ...current, hours }))}
          />
          <span aria-hidden="true" className="text-2xl font-semibold">
            :
          </span>
          <TimeSpinner
            label={labels.minutes}
            value={draft.minutes}
            max={60 - MINUTE_STEP}
            step={MINUTE_STEP}
            increaseLabel={labels.nextMinutes}
            decreaseLabel={labels.previousMinutes}
            onChange={(minutes) => setDraft((current) => ({ ...current, minutes }))}
          />
        </div>
        <Button onClick={setTime} className="self-start">
          {labels.setTime}
        </Button>
        <p role="alert" className={cn('text-sm text-destructive', !timeError && 'sr-only')}>
          {timeError}
        </p>
        <p role="status" className="text-sm text-muted-foreground">
          {slot.time ? labels.timeSet(slot.time) : labels.noTimeYet}
        </p>
      </section>
    </div>
  );
}

function DayButton({
  iso,
  label,
  isToday,
  selected,
  past,
  tabbable,
  onChoose,
  children,
}: {
  iso: string;
  label: string;
  isToday: boolean;
  selected: boolean;
  past: boolean;
  tabbable: boolean;
  onChoose: (iso: string) => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      data-date={iso}
      aria-label={label}
      aria-current={isToday ? 'date' : undefined}
      disabled={past}
      tabIndex={tabbable ? 0 : -1}
      onClick={() => onChoose(iso)}
      className={cn(
        'inline-flex size-10 items-center justify-center rounded-full text-sm tabular-nums',
        'hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
        'disabled:pointer-events-none disabled:text-muted-foreground disabled:line-through disabled:opacity-60',
        isToday && 'font-bold underline underline-offset-4',
        selected && 'bg-primary text-primary-foreground hover:bg-primary/90 hover:text-primary-foreground',
      )}
    >
      {children}
    </button>
  );
}

/** A wrapping spin button (23 -> 0, 45 -> 0) with arrow keys and +/- buttons for pointers. */
function TimeSpinner({
  label,
  value,
  max,
  step,
  increaseLabel,
  decreaseLabel,
  onChange,
}: {
  label: string;
  value: number;
  max: number;
  step: number;
  increaseLabel: string;
  decreaseLabel: string;
  onChange: (value: number) => void;
}) {
  const size = max + step;
  const shift = (delta: number) => onChange((((value + delta) % size) + size) % size);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, () => void> = {
      ArrowUp: () => shift(step),
      ArrowDown: () => shift(-step),
      Home: () => onChange(0),
      End: () => onChange(max),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };
  const text = String(value).padStart(2, '0');
  return (
    <div className="flex flex-col items-center">
      <Button variant="ghost" size="icon" aria-label={increaseLabel} onClick={() => shift(step)}>
        <ChevronUp aria-hidden="true" />
      </Button>
      <div
        role="spinbutton"
        tabIndex={0}
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={text}
        onKeyDown={onKeyDown}
        className={cn(
          'flex h-12 w-16 items-center justify-center rounded-md border border-input bg-background text-2xl font-semibold tabular-nums',
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
        )}
      >
        {text}
      </div>
      <Button variant="ghost" size="icon" aria-label={decreaseLabel} onClick={() => shift(-step)}>
        <ChevronDown aria-hidden="true" />
      </Button>
    </div>
  );
}
