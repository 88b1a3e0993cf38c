// `pnpm test:storybook-docs`: opens every docs page of the static Storybook in Chromium and fails when an
// open dialog (or any overlay) covers the page, when the page's first heading is hidden under something,
// or when the page throws. Modal stories belong in their own iframe on a docs page
// (`parameters.docs.story.inline = false`), where an open dialog stays inside its frame and Escape closes it.
//
// Builds Storybook into storybook-static/ unless that build is newer than every source it is made from;
// STORYBOOK_DIR=<folder> checks a build made elsewhere instead. Exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium } from 'playwright';

import { CHROMIUM } from '../chromium.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const staticDir = resolve(root, process.env.STORYBOOK_DIR ?? 'storybook-static');
const WORKERS = Number(process.env.STORYBOOK_DOCS_WORKERS ?? 2);
const VIEWPORT = { width: 1280, height: 800 };
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);

/** Newest modification time under `path`, skipping what a build or a test writes. */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (['node_modules', 'dist', '__screenshots__', '.vite', 'coverage'].includes(entry.name)) continue;
    if (entry.name.startsWith('.scratch-')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

function ensureBuild() {
  if (process.env.STORYBOOK_DIR) return;
  const index = join(staticDir, 'index.json');
  const sources = ['.storybook', 'packages', 'apps/web/src', 'package.json', 'pnpm-lock.yaml'].map((p) =>
    newestMtime(join(root, p)),
  );
  if (existsSync(index) && statSync(index).mtimeMs > Math.max(...sources)) {
    console.log('storybook-static/ is newer than its sources: reusing it');
    return;
  }
  console.log('building Storybook (storybook build -o storybook-static)...');
  const result = spawnSync('pnpm', ['exec', 'storybook', 'build', '-o', staticDir, '--quiet'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    // A test runner's NODE_ENV=test would make Vite bundle React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    console.error('Storybook build failed');
    process.exit(1);
  }
  console.log(`built in ${seconds()} s`);
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/** A static file server for the build, on a free port of 127.0.0.1. */
function serve(dir) {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = normalize(join(dir, path));
    if (!file.startsWith(dir + sep) && file !== dir) {
      response.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      // Hashed bundles: cached, Chromium parses them once and not again for every docs page.
      ...(path.startsWith('/assets/') && { 'cache-control': 'public, max-age=31536000, immutable' }),
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

/**
 * Runs in the docs page's own document (stories in nested iframes are not seen): what covers the page.
 * Returns the problems found, empty when the page is readable.
 */
function inspectDocsPage() {
  const problems = [];
  const visible = (el) => {
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    return (
      style.display !== 'none' &&
      style.visibility !== 'hidden' &&
      Number(style.opacity) > 0 &&
      box.width > 0 &&
      box.height > 0
    );
  };
  const describe = (el) => {
    const role = el.getAttribute('role');
    const slot = el.getAttribute('data-slot');
    const name = el.getAttribute('aria-label') ?? el.querySelector('h1,h2,h3')?.textContent?.trim();
    return [
      el.tagName.toLowerCase(),
      role && `role=${role}`,
      slot && `data-slot=${slot}`,
      name && `"${name.slice(0, 40)}"`,
    ]
      .filter(Boolean)
      .join(' ');
  };

  const dialogs = [...document.querySelectorAll('[role=dialog],[role=alertdialog],[data-slot$=overlay]')];
  for (const el of dialogs.filter(visible)) problems.push(`open ${describe(el)}`);

  const area = innerWidth * innerHeight;
  for (const el of document.body.querySelectorAll('*')) {
    if (getComputedStyle(el).position !== 'fixed' || !visible(el)) continue;
    const box = el.getBoundingClientRect();
    const w = Math.min(box.right, innerWidth) - Math.max(box.left, 0);
    const h = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
    if (w > 0 && h > 0 && (w * h) / area > 0.5 && !dialogs.includes(el))
      problems.push(`fixed ${describe(el)} covers ${Math.round(((w * h) / area) * 100)}% of the page`);
  }

  const docs = document.querySelector('#storybook-docs');
  const heading = docs?.querySelector('h1, h2');
  if (!heading) problems.push('no heading in the docs page');
  else {
    heading.scrollIntoView({ block: 'center' });
    const box = heading.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (!hit || !docs.contains(hit) || hit.closest('[role=dialog],[role=alertdialog]'))
      problems.push(
        `its heading "${heading.textContent.trim().slice(0, 40)}" is covered by ${hit ? describe(hit) : 'nothing'}`,
      );
  }
  return problems;
}

/** Every story of the docs page has rendered (a story may render nothing, so not forever), then a pause. */
async function storiesRendered(page) {
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('#storybook-docs .sb-story')].every(
          (story) => story.querySelector('iframe') || story.querySelector('[id$="-inner"] *'),
        ),
      null,
      { timeout: 10_000, polling: 100 },
    )
    .catch(() => {});
  await page.waitForTimeout(300);
}

/**
 * A docs checker on one browser page. Loading iframe.html costs seconds (megabytes of script), so after
 * the first docs page it asks the loaded preview to render the next one, as the manager's sidebar does.
 * A page that fails this way is checked again on a fresh load, so nothing one page leaves behind (a portal
 * never unmounted) is blamed on the next.
 */
async function docsChecker(context, base) {
  const page = await context.newPage();
  let errors = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message.split('\n')[0]}`));
  let loaded = false;

  async function load(id) {
    await page.goto(`${base}/iframe.html?id=${id}&viewMode=docs`, { waitUntil: 'load' });
    await page.locator('#storybook-docs :is(h1, h2)').first().waitFor({ timeout: 30_000 });
    loaded = true;
  }

  async function show(id) {
    await page.evaluate(
      (storyId) =>
        new Promise((done, fail) => {
          const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
          const timer = setTimeout(() => fail(new Error('docsRendered never came')), 20_000);
          const rendered = () => {
            clearTimeout(timer);
            channel.off('docsRendered', rendered);
            done();
          };
          channel.on('docsRendered', rendered);
          channel.emit('setCurrentStory', { storyId, viewMode: 'docs' });
        }),
      id,
    );
  }

  async function check(id, fresh) {
    errors = [];
    try {
      if (fresh || !loaded) await load(id);
      else await show(id);
      await storiesRendered(page);
      if (await page.locator('body.sb-show-errordisplay').count())
        errors.push(`Storybook error: ${(await page.locator('#error-message').textContent())?.trim()}`);
      return [...errors, ...(await page.evaluate(inspectDocsPage))];
    } catch (error) {
      loaded = false;
      return [...errors, `did not render: ${error.message.split('\n')[0]}`];
    }
  }

  return async (entry) => {
    const reused = loaded;
    const problems = await check(entry.id, false);
    return problems.length && reused ? check(entry.id, true) : problems;
  };
}

ensureBuild();
const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8'));
const only = process.env.STORYBOOK_DOCS_FILTER;
const docsEntries = Object.values(index.entries).filter(
  (entry) => entry.type === 'docs' && (!only || entry.id.includes(only)),
);
if (docsEntries.length === 0) {
  console.error('no docs pages in index.json');
  process.exit(1);
}
const server = await serve(staticDir);
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch(CHROMIUM);

const failures = [];
let checked = 0;
const queue = [...docsEntries];
await Promise.all(
  Array.from({ length: Math.min(WORKERS, queue.length) }, async () => {
    const context = await browser.newContext({ viewport: VIEWPORT });
    const check = await docsChecker(context, base);
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      const pageStarted = Date.now();
      const problems = await check(entry);
      checked += 1;
      if (process.env.STORYBOOK_DOCS_VERBOSE)
        console.log(`${entry.id}: ${((Date.now() - pageStarted) / 1000).toFixed(1)} s`);
      if (problems.length) {
        failures.push(entry.id);
        console.log(`FAIL ${entry.title} (${entry.id}): ${problems.join('; ')}`);
      }
    }
    await context.close();
  }),
);
await browser.close();
server.close();

console.log(
  `\nStorybook docs pages: ${checked - failures.length} readable, ${failures.length} failed (${seconds()} s)`,
);
process.exit(failures.length === 0 ? 0 : 1);
