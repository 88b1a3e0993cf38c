import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pages, paths } from '../src/lib/paths.ts';
import { routes } from '../src/routes.tsx';

// One table of pages (src/lib/paths.ts) for the router, the prerender step and the server's links: a link
// in a notification, e-mail or the demo data that the router does not have opens the "not found" page.
const apiSrc = new URL('../../api/src', import.meta.url).pathname;

/** Every route pattern of the router, nested ones included. */
function patternsOf(list: RouteObject[]): string[] {
  return list.flatMap((route) => [...(route.path ? [route.path] : []), ...patternsOf(route.children ?? [])]);
}

/** The pattern of the page the router opens at `address` ('*' when it has none). */
function pageAt(address: string): string | undefined {
  const pathname = new URL(address, 'http://localhost').pathname;
  return matchRoutes(routes, pathname)?.at(-1)?.route.path;
}

/**
 * The server's addresses that are not pages of the app: its own calls, pictures and metrics, and the
 * M-Pesa and SMS providers' calls (and their local simulators).
 */
const NOT_PAGES = ['api', 'media', 'metrics', 'assets', 'oauth', 'mpesa', 'version1', 'proc'];

/** String and template literals of the server's sources that read as a path ('/…'), `${…}` as a number. */
function serverPaths(): { file: string; path: string }[] {
  return readdirSync(apiSrc, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) =>
      [...readFileSync(join(apiSrc, file), 'utf8').matchAll(/(['"`])(\/[A-Za-z][^'"`\s]*)\1/g)].map(
        ([, , path]) => ({ file, path: path!.replace(/\$\{[^}]*\}/g, () => '1') }),
      ),
    );
}

describe('the table of pages', () => {
  it('has every route of the router, and only those', () => {
    const routed = patternsOf(routes).filter((pattern) => pattern !== '*');
    expect([...routed].sort()).toEqual(Object.values(pages).sort());
    expect(new Set(routed).size).toBe(routed.length);
  });

  it('fills each path helper into the page it names', () => {
    const { signIn, ...withId } = paths;
    // The router matches without regard to case: /OverviewPage/7 opens the route written /overviewpage/:id.
    const caseless = (pattern: string | undefined) => pattern?.toLowerCase();
    for (const [name, helper] of Object.entries(withId))
      expect({ name, page: caseless(pageAt(helper(7))) }).toEqual({
        name,
        page: caseless(pages[name as keyof typeof withId]),
      });
    expect(pageAt(signIn())).toBe(pages.signIn);
    expect(pageAt(signIn(paths.customerProfessional(3)))).toBe(pages.signIn);
  });

  it('is where every link the server writes comes from', () => {
    const found = serverPaths();
    // The scan reads the server's own addresses, so it has not lost its way.
    expect(found.some(({ path }) => path.startsWith('/api/'))).toBe(true);
    // A page path written out by hand in the server (its notifications, e-mails, SMS, demo data) would
    // skip the table the router is held to above: each link is taken from it (apps/api/src/http/pages.ts).
    const pagePaths = found.filter(({ path }) => !NOT_PAGES.includes(path.split(/[/?]/)[1]!));
    expect(pagePaths.map(({ file, path }) => ({ file, path, page: pageAt(path) }))).toEqual([]);
  });
});
