// Web weight per route, from the production build: what a browser downloads, gzip level 9 as the server
// sends the .gz copies. `node scripts/web-weight.mjs` prints the table; the size test and `pnpm bench`
// import measureWebWeight(). Sizes are stable from build to build, so their budgets are a test.
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
export const WEB_DIST = new URL('../apps/web/dist/', import.meta.url).pathname;

/**
 * The routes the budgets name, with the HTML entry that serves them and the lazy page module the client
 * router loads for them (see apps/web/src/features/<feature>/index.ts), and what that page fetches as soon as
 * it renders (`opens`: counted, since every visitor loads it). '/' is its own entry: no app code.
 */
export const ROUTES = [
  { path: '/', entry: 'landing.html', html: 'index.html', budget: { js: 90 * KB, total: 250 * KB } },
  {
    path: '/sign-in',
    entry: 'index.html',
    page: 'src/features/account/pages/sign-in-page.tsx',
    html: 'sign-in/index.html',
    budget: { js: 150 * KB },
  },
  {
    path: '/customer-home',
    entry: 'index.html',
    page: 'src/features/browse/pages/customer-home-page.tsx',
    html: 'customer-home/index.html',
    budget: { js: 150 * KB },
  },
  {
    path: '/business-dashboard',
    entry: 'index.html',
    page: 'src/features/browse/pages/business-dashboard-page.tsx',
    html: 'business-dashboard/index.html',
    budget: { js: 150 * KB },
  },
  {
    path: '/professional-booking/:id',
    entry: 'index.html',
    page: 'src/features/bookings/components/booking-form.tsx',
    // The form's fields and the form library load beside the vendor's menu as soon as the page renders.
    opens: ['src/features/bookings/components/booking-fields.tsx'],
    html: 'professional-booking/_/index.html',
    budget: { js: 150 * KB },
  },
];

/** Builds apps/web unless its dist is newer than every source (and has the manifest this script reads). */
export function ensureWebBuild() {
  const manifest = join(WEB_DIST, '.vite/manifest.json');
  const script = existsSync(manifest) ? 'build:if-stale' : 'build';
  // A test runner sets NODE_ENV=test, and Vite would then bundle React's development build.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync('pnpm', ['--filter', '@urembo/web', script], { stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`apps/web ${script} failed`);
}

const gzipSize = (file) => gzipSync(readFileSync(join(WEB_DIST, file)), { level: 9 }).length;

/** The chunk of `key` and every chunk it imports statically, with their CSS: what loads with it. */
function closure(manifest, key, files = { js: new Set(), css: new Set() }) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest: update ROUTES in scripts/web-weight.mjs`);
  if (files.js.has(chunk.file)) return files;
  files.js.add(chunk.file);
  for (const css of chunk.css ?? []) files.css.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files);
  return files;
}

/**
 * What a Kiswahili reader loads on top: the Kiswahili catalogue part of every part the route's modules
 * name (one chunk each, fetched before those modules run; see packages/i18n/src/vite.ts).
 */
function swahiliParts(manifest, files) {
  const parts = { js: new Set(), css: new Set() };
  for (const chunk of Object.values(manifest))
    if (files.js.has(chunk.file))
      for (const imported of chunk.dynamicImports ?? [])
        if (imported.startsWith('virtual:catalogue/sw/')) closure(manifest, imported, parts);
  return [...parts.js].filter((file) => !files.js.has(file));
}

/** Images in the HTML and fonts in the CSS: what a first paint may fetch beside the code. */
function mediaOf(html, cssFiles) {
  const local = (url) => url.startsWith('/') && !url.startsWith('//') && existsSync(join(WEB_DIST, url));
  const images = [...html.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]).filter(local);
  const fonts = cssFiles.flatMap((file) =>
    [...readFileSync(join(WEB_DIST, file), 'utf8').matchAll(/url\(["']?([^"')]+\.(?:woff2?|ttf|otf))/g)]
      .map((m) => m[1])
      .filter(local),
  );
  return [...new Set([...images, ...fonts])].map((url) => url.slice(1));
}

/** Gzip bytes per route: js, css, html, media and their total, with the budgets and whether they hold. */
export function measureWebWeight() {
  const manifest = JSON.parse(readFileSync(join(WEB_DIST, '.vite/manifest.json'), 'utf8'));
  return ROUTES.map((route) => {
    const files = closure(manifest, route.entry);
    if (route.page) closure(manifest, route.page, files);
    for (const key of route.opens ?? []) closure(manifest, key, files);
    const html = readFileSync(join(WEB_DIST, route.html), 'utf8');
    // A prerendered page's own scripts (its boot script) load beside the chunks.
    for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+)"/g)) files.js.add(src);
    const media = mediaOf(html, [...files.css]);
    const sum = (list) => list.reduce((total, file) => total + gzipSize(file), 0);
    const size = {
      js: sum([...files.js]),
      css: sum([...files.css]),
      html: gzipSize(route.html),
      media: sum(media),
    };
    const total = size.js + size.css + size.html + size.media;
    const swJs = size.js + sum(swahiliParts(manifest, files));
    const ok =
      size.js <= route.budget.js && (route.budget.total === undefined || total <= route.budget.total);
    return {
      path: route.path,
      ...size,
      total,
      swJs,
      budget: route.budget,
      ok,
      files: [...files.js, ...files.css],
    };
  });
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

export function formatWebWeight(rows) {
  const lines = rows.map((row) => {
    const budget = [`JS ≤ ${kb(row.budget.js)}`];
    if (row.budget.total !== undefined) budget.push(`all ≤ ${kb(row.budget.total)}`);
    const figures = `JS ${kb(row.js)} (Kiswahili ${kb(row.swJs)}), CSS ${kb(row.css)}, HTML ${kb(row.html)}, all ${kb(row.total)}`;
    return `${row.ok ? 'ok  ' : 'OVER'} ${row.path.padEnd(27)} ${figures.padEnd(54)} ${budget.join(', ')}`;
  });
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureWebBuild();
  const rows = measureWebWeight();
  console.log(formatWebWeight(rows));
  process.exit(rows.every((row) => row.ok) ? 0 : 1);
}
