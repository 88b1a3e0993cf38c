import {
  Button,
  cn,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Spinner,
  useControllableState,
  useLocaleLabels,
} from '../../primitives/index.ts';
import { NotificationBell } from './notification-bell.tsx';

export interface NotificationItem {
  id: number | string;
  title: string;
  message: string;
  is_read: boolean;
  /** App path to open when the notification is chosen, if any. */
  link?: string | null;
}

export interface NotificationModalLabels {
  title: string;
  empty: string;
  loading: string;
  markAllRead: string;
  clear: string;
  close: string;
  unread: string;
  /** e.g. (2) => 'You have 2 unread notifications.' */
  summary: (unreadCount: number) => string;
}

const defaultLabels: NotificationModalLabels = {
  title: 'Notifications',
  empty: 'You have no notifications.',
  loading: 'Loading...',
  markAllRead: 'Mark all as read',
  clear: 'Clear',
  close: 'Close',
  unread: 'Unread',
  summary: (count) =>
    count === 0
      ? 'All caught up.'
      : `You have ${count} unread ${count === 1 ? 'notification' : 'notifications'}.`,
};

/** Kiswahili defaults (what a LocaleProvider with 'sw' picks); pass them as `labels` to choose them yourself. */
export const swNotificationModalLabels: NotificationModalLabels = {
  title: 'Arifa',
  empty: 'Huna arifa.',
  loading: 'Inapakia...',
  markAllRead: 'Zote zimesomwa',
  clear: 'Futa zote',
  close: 'Funga',
  unread: 'Haijasomwa',
  summary: (count) =>
    count === 0
      ? 'Umesoma arifa zote.'
      : `Una arifa ${count} ${count === 1 ? 'ambayo haijasomwa' : 'ambazo hazijasomwa'}.`,
};

export interface NotificationModalProps {
  notifications: readonly NotificationItem[];
  /** Unread badge on the bell; counted from `notifications` when omitted. */
  unreadCount?: number;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** A notification was chosen: mark it read (called for unread ones only). */
  onMarkRead?: (id: NotificationItem['id']) => void;
  /** A notification was chosen (after onMarkRead): follow its link, for example. */
  onSelect?: (notification: NotificationItem) => void;
  onMarkAllRead?: () => void;
  /** Empties the list; the modal closes afterwards. */
  onClear?: () => void;
  loading?: boolean;
  /** Message shown instead of the list when loading failed. */
  error?: string | null;
  labels?: Partial<NotificationModalLabels>;
}

/** The bell and the notification list it opens; the app fetches and mutates, this renders. */
export function NotificationModal({
  notifications,
  unreadCount,
  open,
  defaultOpen,
  onOpenChange,
  onMarkRead,
  onSelect,
  onMarkAllRead,
  onClear,
  loading = false,
  error = null,
  labels: partialLabels,
}: NotificationModalProps) {
  const labels = useLocaleLabels(defaultLabels, swNotificationModalLabels, partialLabels);
  const [isOpen, setOpen] = useControllableState(open, defaultOpen ?? false, onOpenChange);
  const unread = unreadCount ?? notifications.filter((item) => !item.is_read).length;

  const choose = (notification: NotificationItem) => {
    if (!notification.is_read) onMarkRead?.(notification.id);
    onSelect?.(notification);
  };

  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <NotificationBell unreadCount={unread} />
      </DialogTrigger>
      <DialogContent labels={{ close: labels.close }}>
        <DialogHeader>
          <DialogTitle>{labels.title}</DialogTitle>
          <DialogDescription>{labels.summary(unread)}</DialogDescription>
        </DialogHeader>
        {loading ? (
          <Spinner labels={{ loading: labels.loading }} className="justify-center py-6" />
        ) : error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : notifications.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">{labels.empty}</p>
        ) : (
          <ul className="flex flex-col divide-y" data-slot="notification-list">
            {notifications.map((notification) => (
              <li key={notification.id}>
                <button
                  type="button"
                  data-slot="notification-item"
                  data-read={notification.is_read || undefined}
                  onClick={() => choose(notification)}
                  className="flex w-full items-start gap-3 rounded-md px-2 py-3 text-start hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'mt-1.5 size-2.5 shrink-0 rounded-full',
                      notification.is_read ? 'bg-transparent' : 'bg-primary',
                    )}
                  />
                  <span className="flex min-w-0 flex-col gap-0.5">
                    <span className={cn('break-words', !notification.is_read && 'font-semibold')}>
                      {notification.is_read ? null : <span className="sr-only">{labels.unread}: </span>}
                      {notification.title}
                    </span>
                    <span className="text-sm break-words text-muted-foreground">{notification.message}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <DialogFooter>
          <Button
            variant="outline"
            disabled={notifications.length === 0}
            onClick={() => {
              onClear?.();
              setOpen(false);
            }}
          >
            {labels.clear}
          </Button>
          <Button disabled={unread === 0} onClick={() => onMarkAllRead?.()}>
            {labels.markAllRead}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
