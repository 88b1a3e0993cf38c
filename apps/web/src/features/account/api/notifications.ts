import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification, paths } from '@urembo/api-client';
import { api } from '../../../lib/api.ts';
import { invalidate } from '../../../lib/invalidate.ts';
import { WHOLE_LIST } from '../../../lib/paging.ts';

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

/**
 * Read and clear, shown at once (the bell's list is changed in the cache before the server answers). A
 * failure is not shown (spec section 8 only logs it): the list is asked again, and the server's truth
 * comes back.
 */
export function useNotificationChanges() {
  const queryClient = useQueryClient();
  const setAll = (update: (list: Notification[]) => Notification[]) =>
    queryClient.setQueryData(notificationKeys.all, (page: { results: Notification[] } | undefined) =>
      page ? { ...page, results: update(page.results) } : page,
    );
  const resync = () => void invalidate(queryClient, notificationKeys.all);

  const markRead = useMutation({
    mutationKey: notificationMutations.markRead,
    mutationFn: (id: number) =>
      api.PATCH('/api/notifications/{id}/mark-as-read/', { params: { path: { id } } }),
    onMutate: (id) => setAll((list) => list.map((n) => (n.id === id ? { ...n, is_read: true } : n))),
    onError: resync,
  });
  const markAllRead = useMutation({
    mutationKey: notificationMutations.markAllRead,
    mutationFn: () => api.POST('/api/notifications/mark-all-as-read/'),
    onMutate: () => setAll((list) => list.map((n) => ({ ...n, is_read: true }))),
    onError: resync,
  });
  const clear = useMutation({
    mutationKey: notificationMutations.clear,
    mutationFn: () => api.DELETE('/api/notifications/'),
    onMutate: () => setAll(() => []),
    onError: resync,
  });
  return { markRead, markAllRead, clear };
}
