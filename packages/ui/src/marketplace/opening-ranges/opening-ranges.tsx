import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, type ComponentProps, type ReactNode } from 'react';

import {
  Button,
  cn,
  Field,
  Select,
  SelectItem,
  useControllableState,
  useLocaleLabels,
} from '../../primitives/index.ts';

/** One opening range of a day, times as HH:MM. */
export interface OpeningRange {
  open: string;
  close: string;
}

/** The messages of one range's two times. */
export interface OpeningRangeErrors {
  open?: ReactNode;
  close?: ReactNode;
}

export interface OpeningRangesLabels {
  opens: ReactNode;
  closes: ReactNode;
  /** Read (not shown) after the labels of the second range on (' (range 2)'), so each time has a name of its own. */
  rangeSuffix: (position: number) => string;
  add: string;
  /** The accessible name of a range's remove button. */
  remove: (position: number) => string;
  /** Shown once the list holds `max` ranges. */
  limit: (max: number) => string;
}

const defaultLabels: OpeningRangesLabels = {
  opens: 'Opens',
  closes: 'Closes',
  rangeSuffix: (position) => ` (range ${position})`,
  add: 'Add a break (another range)',
  remove: (position) => `Remove range ${position}`,
  limit: (max) => `Up to ${max} ranges a day.`,
};

/** Kiswahili defaults (what a LocaleProvider with 'sw' picks); pass them as `labels` to choose them yourself. */
export const swOpeningRangesLabels: OpeningRangesLabels = {
  opens: 'Kufungua',
  closes: 'Kufunga',
  rangeSuffix: (position) => ` (kipindi cha ${position})`,
  add: 'Ongeza mapumziko (kipindi kingine)',
  remove: (position) => `Ondoa kipindi cha ${position}`,
  limit: (max) => `Hadi vipindi ${max} kwa siku.`,
};

/** Every quarter hour of a day, 00:00 to 23:45. */
export const QUARTER_HOURS: readonly string[] = Array.from(
  { length: 96 },
  (_, index) =>
    `${String(Math.floor(index / 4)).padStart(2, '0')}:${String((index % 4) * 15).padStart(2, '0')}`,
);

export interface OpeningRangesProps extends Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> {
  value?: readonly OpeningRange[];
  defaultValue?: readonly OpeningRange[];
  onChange?: (ranges: OpeningRange[]) => void;
  /**
   * What the ranges belong to, read (not shown) after each time's label and the add button's: ' on Monday'
   * names the first range's times 'Opens on Monday' and 'Closes on Monday'.
   */
  context?: string;
  /** The messages of each range's times, by position. */
  errors?: readonly (OpeningRangeErrors | undefined)[];
  /** A message on the ranges as a whole: every time is marked and described by it. */
  error?: ReactNode;
  /** The times offered; the quarter hours by default. A value off the list is offered too. */
  times?: readonly string[];
  /** At most this many ranges (4 by default); there is always at least one. */
  max?: number;
  disabled?: boolean;
  /** Each time's select as it mounts (null as it goes), e.g. for a form to focus the one it marks. */
  timeRef?: (index: number, end: 'open' | 'close', element: HTMLSelectElement | null) => void;
  labels?: Partial<OpeningRangesLabels>;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A new range an hour after the last one closes and two hours long, kept inside the day. */
function rangeAfter(last: OpeningRange | undefined, times: readonly string[]): OpeningRange {
  const lastTime = times.at(-1) ?? '23:45';
  if (!last || !/^\d{2}:\d{2}$/.test(last.close)) return { open: '08:00', close: '18:00' };
  const end = minutesOf(lastTime);
  const open = Math.min(minutesOf(last.close) + 60, end);
  const close = Math.min(open + 120, end);
  return { open: timeOf(open), close: timeOf(close) };
}

/**
 * A day's opening ranges, e.g. 08:00-13:00 and 14:00-19:00 around a lunch break: each range an opening
 * and a closing time, ranges added up to `max` and removed down to one.
 */
export function OpeningRanges({
  value,
  defaultValue = [{ open: '08:00', close: '18:00' }],
  onChange,
  context = '',
  errors,
  error,
  times = QUARTER_HOURS,
  max = 4,
  disabled = false,
  timeRef,
  labels: partialLabels,
  className,
  ...props
}: OpeningRangesProps) {
  const labels = useLocaleLabels(defaultLabels, swOpeningRangesLabels, partialLabels);
  const id = useId();
  const [ranges, setRanges] = useControllableState(
    value,
    defaultValue,
    onChange as ((next: readonly OpeningRange[]) => void) | undefined,
  );
  const selects = useRef(new Map<number, HTMLSelectElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  // A new range's opening takes the focus once drawn; a removed range hands it to the add button.
  const focusNext = useRef<number | 'add' | null>(null);
  const count = ranges.length;
  useEffect(() => {
    const next = focusNext.current;
    if (next === null) return;
    focusNext.current = null;
    (next === 'add' ? addButton.current : selects.current.get(next))?.focus();
  }, [count]);

  const errorId = `${id}-error`;
  const atMax = count >= max;
  const change = (index: number, end: 'open' | 'close', time: string) =>
    setRanges(ranges.map((range, at) => (at === index ? { ...range, [end]: time } : range)));
  const add = () => {
    focusNext.current = count;
    setRanges([...ranges, rangeAfter(ranges.at(-1), times)]);
  };
  const removeAt = (index: number) => {
    focusNext.current = 'add';
    setRanges(ranges.filter((_, at) => at !== index));
  };

  const timeField = (index: number, end: 'open' | 'close') => {
    const current = ranges[index]![end];
    const offered = current && !times.includes(current) ? [...times, current].sort() : times;
    return (
      <Field
        label={
          <>
            {end === 'open' ? labels.opens : labels.closes}
            <span className="sr-only">
              {context}
              {index > 0 ? labels.rangeSuffix(index + 1) : ''}
            </span>
          </>
        }
        error={errors?.[index]?.[end]}
        className="min-w-0"
      >
        <Select
          ref={(element) => {
            if (end === 'open') {
              if (element) selects.current.set(index, element);
              else selects.current.delete(index);
            }
            timeRef?.(index, end, element);
          }}
          value={current}
          onValueChange={(time) => change(index, end, time)}
          disabled={disabled}
          {...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
        >
          {offered.map((time) => (
            <SelectItem key={time} value={time}>
              {time}
            </SelectItem>
          ))}
        </Select>
      </Field>
    );
  };

  return (
    <div data-slot="opening-ranges" className={cn('flex flex-col gap-3', className)} {...props}>
      <ul className="flex flex-col gap-3">
        {ranges.map((_, index) => (
          <li key={index} data-slot="opening-range" className="flex items-start gap-2">
            <div className="grid min-w-0 flex-1 grid-cols-2 gap-3">
              {timeField(index, 'open')}
              {timeField(index, 'close')}
            </div>
            {count > 1 ? (
              // Level with the selects, below their labels.
              <Button
                variant="ghost"
                size="icon"
                className="mt-6.5"
                aria-label={labels.remove(index + 1)}
                disabled={disabled}
                onClick={() => removeAt(index)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <p
        id={errorId}
        data-slot="opening-ranges-error"
        aria-live="polite"
        className={cn('text-sm text-destructive', !error && 'sr-only')}
      >
        {error ?? ''}
      </p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button
          ref={addButton}
          variant="outline"
          size="sm"
          // A long label (Kiswahili, a larger font) wraps rather than pushing the page sideways.
          className="h-auto min-h-9 max-w-full justify-start py-1.5 text-start whitespace-normal"
          disabled={disabled || atMax}
          aria-describedby={atMax ? `${id}-limit` : undefined}
          onClick={add}
        >
          <Plus aria-hidden="true" />
          {labels.add}
          {context ? <span className="sr-only">{context}</span> : null}
        </Button>
        {atMax ? (
          <span id={`${id}-limit`} className="text-sm text-muted-foreground">
            {labels.limit(max)}
          </span>
        ) : null}
      </div>
    </div>
  );
}
