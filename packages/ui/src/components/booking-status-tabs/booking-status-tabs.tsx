import { Children, type ReactNode } from 'react';

import { cn } from '../../lib/utils.ts';
import { useControllableState } from '../../lib/use-controllable-state.ts';
import { EmptyState } from '../empty-state/empty-state.tsx';
import { Grid } from '../grid/grid.tsx';
import { Skeleton } from '../skeleton/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../tabs/tabs.tsx';

/** The booking statuses that have a tab: Approved = confirmed, Pending = pending, Denied = cancelled. */
export type BookingTab = 'confirmed' | 'pending' | 'cancelled';

const TAB_ORDER: readonly BookingTab[] = ['confirmed', 'pending', 'cancelled'];

const defaultTabLabels: Record<BookingTab, string> = {
  confirmed: 'Approved',
  pending: 'Pending',
  cancelled: 'Denied',
};

const defaultEmptyMessages: Record<BookingTab, string> = {
  confirmed: 'No approved bookings.',
  pending: 'No pending bookings.',
  cancelled: 'No denied bookings.',
};

export interface BookingStatusTabsProps {
  value?: BookingTab;
  defaultValue?: BookingTab;
  onValueChange?: (tab: BookingTab) => void;
  /** The cards of the selected tab, one per booking (usually AppointmentCards). */
  children?: ReactNode;
  loading?: boolean;
  /** Shown instead of the cards when they could not be loaded. */
  error?: ReactNode;
  tabLabels?: Partial<Record<BookingTab, string>>;
  emptyMessages?: Partial<Record<BookingTab, ReactNode>>;
  loadingLabel?: string;
  /** Names the tab list, e.g. 'Appointments'. */
  'aria-label'?: string;
  className?: string;
}

/** Tabs Approved, Pending, Denied (Pending first shown) over a two-column grid of the selected tab's cards. */
export function BookingStatusTabs({
  value,
  defaultValue = 'pending',
  onValueChange,
  children,
  loading = false,
  error,
  tabLabels,
  emptyMessages,
  loadingLabel = 'Loading...',
  'aria-label': ariaLabel = 'Bookings',
  className,
}: BookingStatusTabsProps) {
  const [tab, setTab] = useControllableState(value, defaultValue, onValueChange);
  const labels = { ...defaultTabLabels, ...tabLabels };
  const empty = { ...defaultEmptyMessages, ...emptyMessages };
  const cards = Children.toArray(children);

  const panel = (status: BookingTab) => {
    if (loading)
      return (
        <div aria-busy="true">
          <span className="sr-only">{loadingLabel}</span>
          <Grid>
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-36" />
            ))}
          </Grid>
        </div>
      );
    if (error)
      return (
        <p role="alert" className="rounded-md border border-destructive p-4 text-sm text-destructive">
          {error}
        </p>
      );
    if (cards.length === 0) return <EmptyState title={empty[status]} />;
    return (
      <Grid asChild>
        <ul>
          {cards.map((card, index) => (
            <li key={(card as { key?: string | null }).key ?? index}>{card}</li>
          ))}
        </ul>
      </Grid>
    );
  };

  return (
    <Tabs
      data-slot="booking-status-tabs"
      value={tab}
      onValueChange={(next) => setTab(next as BookingTab)}
      className={cn('w-full', className)}
    >
      <TabsList aria-label={ariaLabel}>
        {TAB_ORDER.map((status) => (
          <TabsTrigger key={status} value={status}>
            {labels[status]}
          </TabsTrigger>
        ))}
      </TabsList>
      {TAB_ORDER.map((status) => (
        <TabsContent key={status} value={status}>
          {panel(status)}
        </TabsContent>
      ))}
    </Tabs>
  );
}
