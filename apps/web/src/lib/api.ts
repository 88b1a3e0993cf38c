import { notifyManager, QueryClient } from '@tanstack/react-query';
import { createApiClient, isApiError } from '@urembo/api-client';

/** One client for the whole app: same origin, cookies included, CSRF header on writes. */
export const api = createApiClient();

// Query updates reach components at the end of the task that brought them, not through a timer each.
notifyManager.setScheduler(queueMicrotask);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not change by asking again; network blips on 3G might.
      retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
    },
  },
});
