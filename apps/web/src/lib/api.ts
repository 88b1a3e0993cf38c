import { notifyManager, QueryClient, timeoutManager } from '@tanstack/react-query';
import { createApiClient, isApiError } from '@urembo/api-client';
import { coalescedTimeouts } from './timers.ts';

/** One client for the whole app: same origin, cookies included, CSRF header on writes. */
export const api = createApiClient();

// Query updates reach components at the end of the task that brought them, not through a timer each,
// and the cache's own timers share one: a page of lists would otherwise set dozens of timers while it
// starts, each a cost on a slow phone.
notifyManager.setScheduler(queueMicrotask);
timeoutManager.setTimeoutProvider(coalescedTimeouts());

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
