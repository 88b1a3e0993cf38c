import { queryOptions } from '@tanstack/react-query';
import type { paths } from '@urembo/api-client';
import { api } from '../lib/api.ts';
import { WHOLE_LIST } from './pages.ts';

export const notificationKeys = {
  all: ['notifications'] as const,
};

export const notificationMutations = {
  markRead: ['notifications', 'mark-read'] as const,
  markAllRead: ['notifications', 'mark-all-read'] as const,
  clear: ['notifications', 'clear'] as const,
};

/** Server-sent events of new notifications (streamNotifications): the bell is live while it is open. */
export const NOTIFICATION_STREAM = '/api/notifications/stream/' satisfies keyof paths;

/** The bell's list, polled every 30 s while the stream is down: a new booking shows without a reload. */
export const notificationsQuery = queryOptions({
  queryKey: notificationKeys.all,
  queryFn: async () =>
    (await api.GET('/api/notifications/', { params: { query: { page_size: WHOLE_LIST } } })).data,
  refetchInterval: 30_000,
  staleTime: 0,
});
