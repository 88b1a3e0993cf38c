import { MutationCache, notifyManager, QueryCache, QueryClient, timeoutManager } from '@tanstack/react-query';
import { createApiClient, isApiError } from '@urembo/api-client';
import { coalescedTimeouts } from './timers.ts';

/** One client for the whole app: same origin, cookies included, CSRF header on writes. */
export const api = createApiClient();

// Query updates reach components at the end of the task that brought them, not through a timer each,
// and the cache's own timers share one: a page of lists would otherwise set dozens of timers while it
// starts, each a cost on a slow phone.
notifyManager.setScheduler(queueMicrotask);
timeoutManager.setTimeoutProvider(coalescedTimeouts());

// The widths the server stores (profile pictures 160-640, photos 320-1280): asking for one of them keeps
// one address, and one cached copy, per picture and width.
const STORED_WIDTHS = [160, 320, 640, 1280];

/**
 * A server image at least `width` pixels wide: `/media/<id>?w=N` serves the smallest stored width ≥ N.
 * Here rather than beside the upload code: every page's avatars ask for it (main.tsx's ImageSourceProvider).
 */
export const mediaAt = (src: string, width: number) =>
  src.startsWith('/media/')
    ? `${src}?w=${STORED_WIDTHS.find((stored) => stored >= width) ?? STORED_WIDTHS.at(-1)}`
    : undefined;

/** The sign-in page says why it is shown when its address carries this. */
export const SESSION_ENDED = 'session-ended';

/**
 * A 401 while the app believes someone is signed in means the session ended elsewhere (signed out on
 * another phone, password changed): go to sign-in with a plain message, and back here afterwards.
 */
function onApiError(error: unknown) {
  if (!isApiError(error) || error.status !== 401) return;
  // sessionKeys.me: session.tsx imports this module, so the key is spelt here.
  const signedIn = queryClient.getQueryData(['me']);
  if (!signedIn) return;
  queryClient.setQueryData(['me'], null);
  const next = `${window.location.pathname}${window.location.search}`;
  window.location.assign(`/sign-in?${new URLSearchParams({ next, reason: SESSION_ENDED })}`);
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: onApiError }),
  mutationCache: new MutationCache({ onError: onApiError }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not change by asking again; network blips on 3G might.
      retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
    },
  },
});
