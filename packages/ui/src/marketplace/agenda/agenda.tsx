import { cva } from 'class-variance-authority';
import type { ComponentProps, CSSProperties, ReactNode } from 'react';

import { cn, useLocaleLabels } from '../../primitives/index.ts';

/** What fills a stretch of someone's day. */
export type AgendaItemStatus = 'pending' | 'confirmed' | 'completed' | 'no_show' | 'blocked';

/** A person's (or a chair's) column of the day. */
export interface AgendaColumn {
  id: string;
  name: string;
}

export interface AgendaItem {
  id: string;
  /** The id of the column it belongs to. */
  column: string;
  /** 'HH:MM', as the server sends it. */
  start: string;
  end: string;
  /** The service, or why the time is blocked. */
  title: string;
  /** The client and the place, on a second line. */
  detail?: string;
  status: AgendaItemStatus;
  /** Walk-in, clash … shown beside the title. */
  badges?: ReactNode;
}

export interface AgendaLabels {
  /** Names the grid's scrolling region. */
  grid: string;
  /** Written after an item's times on the ones not confirmed, read out on every one. */
  status: Record<AgendaItemStatus, string>;
  /** A column with nothing in it. */
  nothing: string;
}

const defaultLabels: AgendaLabels = {
  grid: 'The day, one column per person',
  status: {
    pending: 'Waiting for your answer',
    confirmed: 'Confirmed',
    completed: 'Done',
    no_show: 'No-show',
    blocked: 'Blocked',
  },
  nothing: 'Nothing booked',
};

/** Kiswahili defaults (what a LocaleProvider with 'sw' picks); pass them as `labels` to choose them yourself. */
export const swAgendaLabels: AgendaLabels = {
  grid: 'Siku, safu moja kwa kila mtu',
  status: {
    pending: 'Inasubiri jibu lako',
    confirmed: 'Imekubaliwa',
    completed: 'Imekamilika',
    no_show: 'Mteja hakufika',
    blocked: 'Muda umezuiwa',
  },
  nothing: 'Hakuna miadi',
};

const itemVariants = cva(
  'relative flex min-w-0 flex-col gap-0.5 overflow-hidden rounded-md border p-2 text-start text-sm',
  {
    variants: {
      status: {
        pending: 'border-dashed border-input bg-card text-card-foreground',
        confirmed: 'border-s-4 border-primary bg-card text-card-foreground shadow-sm',
        completed: 'border-border bg-muted text-muted-foreground',
        no_show: 'border-destructive bg-card text-muted-foreground',
        blocked:
          'border-dashed border-border bg-muted text-muted-foreground [background-image:repeating-linear-gradient(135deg,transparent,transparent_6px,var(--color-border)_6px,var(--color-border)_7px)]',
      },
    },
  },
);

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const byStart = (a: AgendaItem, b: AgendaItem) =>
  minutesOf(a.start) - minutesOf(b.start) || a.id.localeCompare(b.id);

/** Side-by-side lanes within a column, for items that overlap (a business's chairs, a clash). */
function lanesOf(items: AgendaItem[]): { item: AgendaItem; lane: number; lanes: number }[] {
  const placed: { item: AgendaItem; lane: number; group: number }[] = [];
  const laneEnds: number[] = [];
  const groupLanes: number[] = [];
  let group = -1;
  let groupEnd = -1;
  for (const item of [...items].sort(byStart)) {
    const start = minutesOf(item.start);
    if (start >= groupEnd) {
      group += 1;
      groupLanes[group] = 0;
      laneEnds.length = 0;
    }
    let lane = laneEnds.findIndex((end) => end <= start);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = minutesOf(item.end);
    groupEnd = Math.max(groupEnd, minutesOf(item.end));
    groupLanes[group] = Math.max(groupLanes[group] ?? 0, lane + 1);
    placed.push({ item, lane, group });
  }
  return placed.map(({ item, lane, group: g }) => ({ item, lane, lanes: groupLanes[g] ?? 1 }));
}

/** Height of an hour in the grid, in rem. */
const HOUR = 4;

export interface AgendaProps extends Omit<ComponentProps<'div'>, 'children'> {
  columns: AgendaColumn[];
  items: AgendaItem[];
  /** Called with the item's id when it is opened; blocked items are not opened. */
  onOpen?: (id: string) => void;
  /** The grid's first and last hours; by default from the earliest start to the latest end (08–18 at least). */
  startHour?: number;
  endHour?: number;
  labels?: Partial<AgendaLabels>;
}

/**
 * A day's bookings and blocked time, one column per person (or one for a business without staff, its
 * overlapping bookings side by side as its chairs). Where there is room for the columns it is a time grid;
 * on a phone, each person's list in time order. Items are buttons that open the booking.
 */
export function Agenda({
  columns,
  items,
  onOpen,
  startHour,
  endHour,
  labels: partialLabels,
  className,
  ...props
}: AgendaProps) {
  const labels = useLocaleLabels(defaultLabels, swAgendaLabels, partialLabels);
  const first = startHour ?? Math.min(8, ...items.map((item) => Math.floor(minutesOf(item.start) / 60)));
  const last = endHour ?? Math.max(18, ...items.map((item) => Math.ceil(minutesOf(item.end) / 60)));
  const hours = Array.from({ length: Math.max(1, last - first) }, (_, index) => first + index);
  const ofColumn = (column: AgendaColumn) => items.filter((item) => item.column === column.id).sort(byStart);

  const content = (item: AgendaItem) => (
    <>
      <span className="flex flex-wrap items-center gap-1 font-semibold break-words">
        {item.title}
        {item.badges}
      </span>
      <span className="text-xs tabular-nums">
        {item.start}–{item.end}
        {item.status === 'confirmed' ? (
          <span className="sr-only">, {labels.status.confirmed}</span>
        ) : (
          ` · ${labels.status[item.status]}`
        )}
      </span>
      {item.detail ? <span className="text-xs break-words">{item.detail}</span> : null}
    </>
  );
  const opener = (item: AgendaItem, style?: CSSProperties) =>
    item.status === 'blocked' || !onOpen ? (
      <div
        key={item.id}
        data-slot="agenda-item"
        data-status={item.status}
        className={cn(itemVariants({ status: item.status }), style && 'absolute')}
        style={style}
      >
        {content(item)}
      </div>
    ) : (
      <button
        key={item.id}
        type="button"
        data-slot="agenda-item"
        data-status={item.status}
        onClick={() => onOpen(item.id)}
        className={cn(
          itemVariants({ status: item.status }),
          'cursor-pointer hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          style && 'absolute',
        )}
        style={style}
      >
        {content(item)}
      </button>
    );

  return (
    <div data-slot="agenda" className={cn('@container', className)} {...props}>
      <div data-slot="agenda-list" className="flex flex-col gap-6 @3xl:hidden">
        {columns.map((column) => {
          const own = ofColumn(column);
          if (!own.length) return null;
          return (
            <section key={column.id} className="flex flex-col gap-2">
              {columns.length > 1 ? <h3 className="text-base font-semibold">{column.name}</h3> : null}
              <ul aria-label={column.name} className="flex flex-col gap-2">
                {own.map((item) => (
                  <li key={item.id} className="flex flex-col">
                    {opener(item)}
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      <div
        data-slot="agenda-grid"
        role="region"
        aria-label={labels.grid}
        // Many staff may not fit: the grid scrolls sideways inside its region, never the page, and a
        // scrolling region must be reachable by keyboard (axe's scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="hidden overflow-x-auto rounded-lg border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none @3xl:block"
      >
        <div
          className="grid min-w-full"
          style={{ gridTemplateColumns: `3.5rem repeat(${columns.length}, minmax(9rem, 1fr))` }}
        >
          <div className="sticky start-0 z-10 border-b bg-background" />
          {columns.map((column) => (
            <div
              key={column.id}
              className="truncate border-b border-s bg-background p-2 text-sm font-semibold"
              title={column.name}
            >
              {column.name}
            </div>
          ))}
          <div className="sticky start-0 z-10 bg-background" aria-hidden="true">
            {hours.map((hour) => (
              <div
                key={hour}
                className="border-b pe-2 pt-1 text-end text-xs text-muted-foreground tabular-nums"
                style={{ height: `${HOUR}rem` }}
              >
                {String(hour).padStart(2, '0')}:00
              </div>
            ))}
          </div>
          {columns.map((column) => {
            const own = ofColumn(column);
            return (
              <div
                key={column.id}
                aria-label={column.name}
                role="group"
                className="relative border-s"
                style={{
                  height: `${HOUR * hours.length}rem`,
                  backgroundImage: `repeating-linear-gradient(to bottom, transparent 0, transparent calc(${HOUR}rem - 1px), var(--color-border) calc(${HOUR}rem - 1px), var(--color-border) ${HOUR}rem)`,
                }}
              >
                {own.length === 0 ? <span className="sr-only">{labels.nothing}</span> : null}
                {lanesOf(own).map(({ item, lane, lanes }) => {
                  const top = ((minutesOf(item.start) - first * 60) / 60) * HOUR;
                  const height = Math.max(1.5, ((minutesOf(item.end) - minutesOf(item.start)) / 60) * HOUR);
                  return opener(item, {
                    top: `${top}rem`,
                    height: `${height}rem`,
                    insetInlineStart: `calc(${(lane / lanes) * 100}% + 2px)`,
                    width: `calc(${100 / lanes}% - 4px)`,
                  });
                })}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
