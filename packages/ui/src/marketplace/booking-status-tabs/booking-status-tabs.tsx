import { Children, type ReactNode } from 'react';

import {
  cn,
  EmptyState,
  Grid,
  useLocaleLabels,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  useControllableState,
} from '../../primitives/index.ts';

/** The booking statuses that have a tab: Approved = confirmed, Pending = pending, Denied = cancelled. */
export type BookingTab = 'confirmed' | 'pending' | 'cancelled';

const TAB_ORDER: readonly BookingTab[] = ['confirmed', 'pending', 'cancelled'];

export interface BookingStatusTabsLabels {
  /** Names the tab list, e.g. 'Appointments'. */
  list: string;
  tabs: Record<BookingTab, string>;
  /** What an empty tab says. */
  empty: Record<BookingTab, ReactNode>;
  loading: string;
}

const defaultLabels: BookingStatusTabsLabels = {
  list: 'Bookings',
  tabs: { confirmed: 'Approved', pending: 'Pending', cancelled: 'Denied' },
  empty: {
    confirmed: 'No approved bookings.',
    pending: 'No pending bookings.',
    cancelled: 'No denied bookings.',
  },
  loading: 'Loading...',
};

/** Kiswahili defaults (what a LocaleProvider with 'sw' picks); pass them as `labels` to choose them yourself. */
export const swBookingStatusTabsLabels: BookingStatusTabsLabels = {
  list: 'Miadi',
  tabs: { confirmed: 'Imekubaliwa', pending: 'Inasubiri', cancelled: 'Imekataliwa' },
  empty: {
    confirmed: 'Hakuna miadi iliyokubaliwa.',
    pending: 'Hakuna miadi inayosubiri.',
    cancelled: 'Hakuna miadi iliyokataliwa.',
  },
  loading: 'Inapakia...',
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
  labels?: Partial<BookingStatusTabsLabels>;
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
  labels: partialLabels,
  className,
}: BookingStatusTabsProps) {
  const [tab, setTab] = useControllableState(value, defaultValue, onValueChange);
  const labels = useLocaleLabels(defaultLabels, swBookingStatusTabsLabels, partialLabels);
  const cards = Children.toArray(children);

  const panel = (status: BookingTab) => {
    if (loading)
      return (
        <div aria-busy="true">
          <span className="sr-only">{labels.loading}</span>
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
    if (cards.length === 0) return <EmptyState title={labels.empty[status]} />;
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
      <TabsList aria-label={labels.list}>
        {TAB_ORDER.map((status) => (
          <TabsTrigger key={status} value={status}>
            {labels.tabs[status]}
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
