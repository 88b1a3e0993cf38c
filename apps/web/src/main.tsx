import { startTransition, StrictMode, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { cn, ImageSourceProvider } from '@urembo/ui';
import { BrowserRouter } from 'react-router-dom';
import { mediaAt, queryClient } from './lib/api.ts';
import {
  replayEarlyActions,
  replayEarlyInput,
  restoreEarlyInput,
  snapshotEarlyInput,
} from './lib/early-input.ts';
import { meQuery } from './lib/session.tsx';
import { initialLocale, loadLocale } from './i18n/index.ts';
import { LocaleRoot } from './i18n/locale-root.tsx';
import { preloadRoutes } from './lib/lazy-route.tsx';
import { AppRoutes, routes } from './routes.tsx';
import './styles.css';

// Who is signed in is asked at once, while the page's code is still on its way.
const session = queryClient.prefetchQuery(meQuery);
// The visitor's language before the first render: a prerendered page in Kiswahili hydrates in Kiswahili.
await loadLocale(initialLocale());

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// Evaluating the app's modules is one task, building the class merger's tables (on its first use) another
// and matching the address against every route a third, so that none holds a slow phone's main thread for
// long, nor lengthens the first render (measured: docs/decisions/0021-boot-module.md).
await nextTask();
cn('');
await nextTask();
const container = document.getElementById('root')!;

/**
 * Resolves once the first route's lazy code has loaded (its data is asked for meanwhile), so that the first
 * render draws the page itself. A page whose code failed to load gets the error page when drawn.
 */
const routeReady = preloadRoutes(routes, window.location).catch(() => {});

/** Resolves when no query is fetching any more. */
const queriesSettled = () =>
  new Promise<void>((resolve) => {
    if (queryClient.isFetching() === 0) return resolve();
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });

/**
 * Runs once React has drawn the whole tree, before the screen shows it. One child only, so the ids React
 * gives fields match the prerendered markup.
 */
function AfterFirstDraw({ run, children }: { run: () => void; children: ReactNode }) {
  const once = useRef(run);
  useLayoutEffect(() => once.current(), []);
  return children;
}

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ImageSourceProvider sourceAt={mediaAt}>
        <LocaleRoot>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </LocaleRoot>
      </ImageSourceProvider>
    </QueryClientProvider>
  </StrictMode>
);

// The first render runs as a transition, so React yields to the phone every few milliseconds instead of
// blocking input for the whole render.
const sessionOrTimeout = Promise.race([session, new Promise((wait) => setTimeout(wait, 1000))]);
if (container.dataset.shell !== undefined) {
  // A signed-in page's shell (header, headings, placeholders) stays on screen until React has drawn the
  // real page beside it, then gives way, handing over whatever was typed into it meanwhile. The page's
  // prefetch asks for its data at once; waiting for it (a few seconds at most) lets React draw the page
  // once, with its data, instead of placeholders first and the data after.
  await Promise.all([routeReady, sessionOrTimeout]);
  await Promise.race([queriesSettled(), new Promise((wait) => setTimeout(wait, 3000))]);
  const page = document.createElement('div');
  container.after(page);
  const swap = () => {
    const typed = snapshotEarlyInput(container);
    container.remove();
    page.id = 'root';
    restoreEarlyInput(page, typed);
    replayEarlyActions(page);
  };
  startTransition(() => {
    createRoot(page).render(<AfterFirstDraw run={swap}>{app}</AfterFirstDraw>);
  });
} else if (container.hasChildNodes()) {
  // A prerendered public page is hydrated (its markup kept, not redrawn) once its route's code is here.
  await routeReady;
  startTransition(() => {
    const takeOver = () => {
      replayEarlyInput(container);
      replayEarlyActions(container);
    };
    hydrateRoot(container, <AfterFirstDraw run={takeOver}>{app}</AfterFirstDraw>);
  });
} else {
  // A page without markup is drawn once, with its header and content, rather than as a spinner first
  // and again when the session arrives; a slow answer still gets the spinner after a second.
  await Promise.all([routeReady, sessionOrTimeout]);
  startTransition(() => {
    createRoot(container).render(app);
  });
}
