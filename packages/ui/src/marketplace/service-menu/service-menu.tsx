import { formatDuration, formatKES, spokenDuration } from '@urembo/kenya';
import type { ComponentProps } from 'react';

import { Button, cn, Skeleton, useLocaleLabels } from '../../primitives/index.ts';

/** One service on a vendor's menu, at the vendor's own price and duration. */
export interface ServiceMenuItem {
  id: number | string;
  name: string;
  /** Whole shillings. */
  priceKes: number;
  durationMinutes: number;
}

export interface ServiceMenuLabels {
  /** Names the list for screen readers. */
  list: string;
  loading: string;
  empty: string;
  error: string;
  retry: string;
  price: (priceKes: number) => string;
  /** Shown, short: '1 h 30 min'. */
  duration: (minutes: number) => string;
  /** Read by screen readers instead, in words: '1 hour 30 minutes'. */
  durationSpoken: (minutes: number) => string;
}

const defaultLabels: ServiceMenuLabels = {
  list: 'Services',
  loading: 'Loading services...',
  empty: 'No services available for this vendor.',
  error: 'Failed to load services. Please try again later.',
  retry: 'Try again',
  price: formatKES,
  duration: formatDuration,
  durationSpoken: spokenDuration,
};

/** Kiswahili defaults (what a LocaleProvider with 'sw' picks); pass them as `labels` to choose them yourself. */
export const swServiceMenuLabels: ServiceMenuLabels = {
  list: 'Huduma',
  loading: 'Inapakia huduma...',
  empty: 'Mtoa huduma huyu hana huduma bado.',
  error: 'Kuna tatizo, huduma hazikupakia. Jaribu tena baadaye.',
  retry: 'Jaribu tena',
  price: formatKES,
  duration: swahiliDuration,
  durationSpoken: swahiliDuration,
};

/** 'dakika 45', 'saa 2', 'saa 1 dakika 30': short enough to show, plain enough to be read out. */
function swahiliDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `dakika ${rest}`;
  return rest ? `saa ${hours} dakika ${rest}` : `saa ${hours}`;
}

export interface ServiceMenuProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The menu as the vendor priced it (the server sends it cheapest first); undefined while it loads. */
  items: readonly ServiceMenuItem[] | undefined;
  error?: boolean;
  /** Shows 'Try again' beside the error: the caller loads the menu again. */
  onRetry?: () => void;
  /** Rows drawn while the menu loads. */
  skeletonRows?: number;
  labels?: Partial<ServiceMenuLabels>;
}

/** A vendor's services with price and duration, as a client reads them before booking. */
export function ServiceMenu({
  items,
  error = false,
  onRetry,
  skeletonRows = 3,
  labels: partialLabels,
  className,
  ...props
}: ServiceMenuProps) {
  const labels = useLocaleLabels(defaultLabels, swServiceMenuLabels, partialLabels);
  const frame = 'flex flex-col divide-y rounded-lg border bg-card px-4 text-card-foreground';

  if (error) {
    return (
      <div data-slot="service-menu" className={cn('flex flex-col items-start gap-2', className)} {...props}>
        <p role="alert" className="text-sm text-destructive">
          {labels.error}
        </p>
        {onRetry ? (
          <Button variant="outline" size="sm" onClick={onRetry}>
            {labels.retry}
          </Button>
        ) : null}
      </div>
    );
  }

  if (items === undefined) {
    return (
      <div data-slot="service-menu" aria-busy="true" className={cn(frame, className)} {...props}>
        <span className="sr-only">{labels.loading}</span>
        {Array.from({ length: skeletonRows }, (_, index) => (
          <div key={index} aria-hidden="true" className="flex items-start justify-between gap-4 py-3">
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-3.5 w-16" />
            </div>
            <Skeleton className="h-4 w-20" />
          </div>
        ))}
      </div>
    );
  }

  if (items.length === 0) {
    return (
      <p data-slot="service-menu" className={cn('text-sm text-muted-foreground', className)} {...props}>
        {labels.empty}
      </p>
    );
  }

  return (
    <div data-slot="service-menu" className={className} {...props}>
      <ul aria-label={labels.list} className={frame}>
        {items.map((item) => (
          <li
            key={item.id}
            data-slot="service-menu-item"
            className="flex items-start justify-between gap-4 py-3"
          >
            <div className="flex min-w-0 flex-col gap-0.5">
              <span className="font-medium break-words">{item.name}</span>
              <span className="text-sm text-muted-foreground">
                <span aria-hidden="true">{labels.duration(item.durationMinutes)}</span>
                <span className="sr-only">{labels.durationSpoken(item.durationMinutes)}</span>
              </span>
            </div>
            <span className="shrink-0 font-semibold whitespace-nowrap tabular-nums">
              {labels.price(item.priceKes)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
