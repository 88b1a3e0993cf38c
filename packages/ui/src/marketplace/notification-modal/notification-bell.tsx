import { Bell } from 'lucide-react';
import type { ComponentProps } from 'react';

import { cn, useLocaleLabels } from '../../primitives/index.ts';

export interface NotificationBellProps extends ComponentProps<'button'> {
  unreadCount?: number;
  labels?: Partial<NotificationBellLabels>;
}

export interface NotificationBellLabels {
  /** Accessible name from the badge text, e.g. '3' => 'Notifications, 3 unread' (it must contain the badge). */
  bell: (badge: string) => string;
}

const defaultLabels: NotificationBellLabels = {
  bell: (badge) => (badge ? `Notifications, ${badge} unread` : 'Notifications'),
};

/** Kiswahili defaults (what a LocaleProvider with 'sw' picks); pass them as `labels` to choose them yourself. */
export const swNotificationBellLabels: NotificationBellLabels = {
  bell: (badge) => (badge ? `Arifa, ${badge} hazijasomwa` : 'Arifa'),
};

/** Bell button with the unread count badge (99+ beyond 99). */
export function NotificationBell({
  unreadCount = 0,
  labels: partialLabels,
  className,
  ...props
}: NotificationBellProps) {
  const labels = useLocaleLabels(defaultLabels, swNotificationBellLabels, partialLabels);
  const badge = unreadCount > 99 ? '99+' : unreadCount > 0 ? String(unreadCount) : '';
  return (
    <button
      type="button"
      data-slot="notification-bell"
      aria-label={labels.bell(badge)}
      className={cn(
        'relative inline-flex size-11 items-center justify-center rounded-full text-foreground',
        'hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    >
      <Bell aria-hidden="true" className="size-6" />
      {badge ? (
        <span
          aria-hidden="true"
          data-slot="notification-count"
          className="absolute end-0.5 top-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-xs leading-5 font-semibold text-destructive-foreground"
        >
          {badge}
        </span>
      ) : null}
    </button>
  );
}
