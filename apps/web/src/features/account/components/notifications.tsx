import { useQuery, useQueryClient } from '@tanstack/react-query';
import { NotificationModal } from '@urembo/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { t } from '../../../i18n/index.ts';
import { invalidate } from '../../../lib/invalidate.ts';
import { mayBeSignedIn } from '../../../lib/session.tsx';
import {
  NOTIFICATION_STREAM,
  notificationKeys,
  notificationsQuery,
  useNotificationChanges,
} from '../api/notifications.ts';

/** How long after its session ended the page looks for a session to open a new stream with. */
const RELISTEN_MS = 2000;

/**
 * Whether the server's notification stream is open: each of its events (a new notification) refreshes
 * the bell at once. The browser reopens a dropped stream by itself; until then the bell polls.
 */
function useLiveNotifications(): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource;
    let again: ReturnType<typeof setTimeout> | undefined;
    const listen = () => {
      source = new EventSource(NOTIFICATION_STREAM);
      source.addEventListener('notifications', () => {
        setLive(true);
        void invalidate(queryClient, notificationKeys.all);
      });
      // The server ended the stream with its session (signed out, a password changed): reconnecting, or
      // polling the list in its place, would only earn a 401. The signal can arrive before the answer that
      // clears or renews the cookies, so the page waits a moment, then listens again if it has a session
      // still (this tab changed the password, say); a page signed out is gone by then.
      source.addEventListener('session-ended', () => {
        source.close();
        again = setTimeout(() => {
          if (mayBeSignedIn()) listen();
          else setLive(false);
        }, RELISTEN_MS);
      });
      source.onerror = () => setLive(false);
    };
    listen();
    return () => {
      clearTimeout(again);
      source.close();
    };
  }, [queryClient]);
  return live;
}

/** The header bell: live while the stream is open, else polled; the list in a modal, read/clear sent. */
export function NotificationsBell() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  const live = useLiveNotifications();
  const { data, isPending, isError } = useQuery({
    ...notificationsQuery,
    refetchInterval: live ? false : notificationsQuery.refetchInterval,
  });
  const notifications = data?.results ?? [];

  const { markRead, markAllRead, clear } = useNotificationChanges();

  return (
    <NotificationModal
      notifications={notifications}
      open={open}
      onOpenChange={setOpen}
      loading={isPending}
      error={isError ? t('layout.notifications.loadFailed') : null}
      onMarkRead={(id) => markRead.mutate(Number(id))}
      onSelect={(notification) => {
        if (!notification.link) return;
        setOpen(false);
        void navigate(notification.link);
      }}
      onMarkAllRead={() => markAllRead.mutate()}
      onClear={() => clear.mutate()}
    />
  );
}
