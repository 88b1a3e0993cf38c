import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Decorator } from '@storybook/react-vite';
import type { UserType } from '@urembo/api-client';
import { dismissToast } from '@urembo/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { MemoryRouter, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { configure } from 'storybook/test';
import { AppLayout } from '../layouts/app-layout.tsx';
import { PublicLayout } from '../layouts/public-layout.tsx';
import { RootLayout } from '../layouts/root-layout.tsx';
import { RequireRole } from '../lib/guards.tsx';

// A screen waits on API answers through the MSW service worker; on a busy 2-core runner that round trip
// can exceed testing-library's 1 s default for findBy* and waitFor.
configure({ asyncUtilTimeout: 5000 });

/** `parameters.page` of a screen story: where it sits in the route tree and which frame it has. */
export interface PageParameters {
  /** The route pattern as in the area's routes.tsx, e.g. '/OverviewPage/:id'. */
  path: string;
  /** The address opened (params and query filled in); `path` when omitted. */
  url?: string;
  /**
   * The layout route around the page, as in routes.tsx: a signed-in area (guard + role top bar), the
   * public header and footer, or the setup header without auth buttons.
   */
  shell: { area: UserType[] } | 'public' | 'setup';
}

/** Where a page navigated to: stories assert redirects on this text. */
function NavigatedAway() {
  const { pathname, search } = useLocation();
  return (
    <main className="p-6">
      <p role="status">
        Navigated to {pathname}
        {search}
      </p>
    </main>
  );
}

function shellOf(shell: PageParameters['shell']): ReactNode {
  if (shell === 'public') return <PublicLayout />;
  if (shell === 'setup') return <PublicLayout showAuth={false} footer={false} />;
  return (
    <RequireRole roles={shell.area}>
      <AppLayout />
    </RequireRole>
  );
}

/**
 * The app asks GET /api/me/ only when the csrftoken cookie says a session may exist; in stories the MSW
 * handler of /api/me/ decides who is signed in, so the cookie is always there.
 */
function pretendSessionCookie() {
  document.cookie = 'csrftoken=storybook; path=/';
}

function PageRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function PageFrame({ page, story }: { page: PageParameters; story: ReactNode }) {
  useState(pretendSessionCookie);
  // Fresh per story: no cached answer of one story may leak into the next one's screen.
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
          mutations: { retry: false },
        },
      }),
  );
  const [routes] = useState<RouteObject[]>(() => [
    {
      element: <RootLayout />,
      children: [
        { element: shellOf(page.shell), children: [{ path: page.path, element: story }] },
        { path: '*', element: <NavigatedAway /> },
      ],
    },
  ]);
  // Toasts live in a module store; one story's toasts must not show on the next screen.
  useEffect(() => () => dismissToast(), []);
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[page.url ?? page.path]}>
        <PageRoutes routes={routes} />
      </MemoryRouter>
    </QueryClientProvider>
  );
}

/**
 * Renders the story as a whole screen: its layout route, a memory router opened at the story's address
 * and a fresh QueryClient. The API answers come from the story's MSW handlers (`parameters.msw`).
 */
export const withPage: Decorator = (Story, context) => {
  const page = context.parameters.page as PageParameters | undefined;
  if (!page) throw new Error(`Story ${context.id} uses withPage without parameters.page`);
  return <PageFrame key={context.id} page={page} story={<Story />} />;
};
