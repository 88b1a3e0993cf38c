import { createElement, use, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, useLocation, type Path, type RouteObject } from 'react-router-dom';

/** The address a route is opened at: what a page's prefetch reads its filters from. */
export type Address = Pick<Path, 'pathname' | 'search'> & {
  /** The history entry's (a router's location has one; the first load's address does not). */
  key?: string;
};

interface Page {
  load: () => Promise<ComponentType>;
  prefetch?: (address: Address) => void;
  /** Set once the code is here: the page is then drawn at once, without suspending. */
  element?: ReactElement;
  loading?: Promise<ReactElement>;
  /** The history entry whose fetch of the code failed: it shows the error page, another visit asks again. */
  failedAt?: { key?: string };
}

const pages = new WeakMap<RouteObject, Page>();

/** Starts fetching a page's code (once) and, beside it, the data the page will ask for. */
function startPage(page: Page, address: Address, prefetch = true): Promise<ReactElement> {
  if (page.failedAt && page.failedAt.key !== address.key) {
    page.loading = undefined;
    page.failedAt = undefined;
  }
  if (page.loading) return page.loading;
  if (prefetch) page.prefetch?.(address);
  page.loading = page.load().then(
    (Component) => (page.element = createElement(Component)),
    (error: unknown) => {
      page.failedAt = { key: address.key };
      throw error;
    },
  );
  return page.loading;
}

/**
 * Until its code is here the page suspends. Navigations are transitions (BrowserRouter wraps them in
 * startTransition) and no Suspense boundary sits above the pages, so React keeps the old page on screen
 * until the new one can be drawn, as the data router did while a route's `lazy` loaded.
 */
function LazyPage({ page }: { page: Page }) {
  const location = useLocation();
  return page.element ?? use(startPage(page, location));
}

/**
 * A route whose page loads only when the route is opened: `load` resolves to the page's component.
 * `prefetch` asks for the page's data while its code is on the way (one round trip less on 3G); it runs
 * when the route is opened and its code is not here yet (later visits: the page's own queries ask).
 */
export function lazyRoute(
  path: string,
  load: () => Promise<ComponentType>,
  prefetch?: (address: Address) => void,
): RouteObject {
  const page: Page = { load, prefetch };
  const route: RouteObject = { path, element: <LazyPage page={page} /> };
  pages.set(route, page);
  return route;
}

/**
 * Loads the code of the pages that `address` opens, and asks for their data (unless `prefetch` is false):
 * once it resolves, the first render draws the real page, no placeholder in its place.
 */
export async function preloadRoutes(
  routes: RouteObject[],
  address: Address,
  { prefetch = true }: { prefetch?: boolean } = {},
): Promise<void> {
  const matched = (matchRoutes(routes, address) ?? []).flatMap(({ route }) => pages.get(route) ?? []);
  await Promise.all(matched.map((page) => startPage(page, address, prefetch)));
}
