// `pnpm test:consumer`: @urembo/ui and @urembo/kenya as another project gets them (issue 19). Both packages
// are packed, then installed with npm into fresh Vite + React + TypeScript apps outside the workspace:
// - on the lowest React of the peer range, with the prebuilt `@urembo/ui/styles.css` and no Tailwind;
// - on the newest React of the range, with Tailwind v4 and `@urembo/ui/theme.css`.
// Each app must pass `tsc --noEmit` (strict), build, and render the six marketplace components and a toast
// in Chromium with no console error; then an app importing only `Button` is measured against its budget.
import { execFileSync, spawn } from 'node:child_process';
import {
  createReadStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { chromium } from 'playwright';

import { CHROMIUM } from '../chromium.mjs';

import { baselineEntry, buttonEntry, consumerEntry, tailwindCss } from './app.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Gzip bytes an app importing only Button may carry beyond React, clsx and tailwind-merge. */
const BUTTON_BUDGET = 3 * 1024;
// Tools of the consumer apps, pinned as the workspace pins them (docs/architecture.md, section 8).
const TOOLS = { typescript: '6.0.3', vite: '8.3.8', '@vitejs/plugin-react': '6.3.0' };
const TAILWIND = { tailwindcss: '4.3.5', '@tailwindcss/vite': '4.3.5' };

const keep = process.argv.includes('--keep');
const work = mkdtempSync(join(tmpdir(), 'urembo-consumer-'));
const failures = [];
const fail = (message) => {
  failures.push(message);
  console.log(`  FAIL ${message}`);
};

function run(cmd, args, cwd) {
  return execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function step(title) {
  console.log(`\n- ${title}`);
}

/** The peer range's lowest and newest React releases, as the registry lists them. */
function reactVersions() {
  const range = JSON.parse(readFileSync(join(root, 'packages/ui/package.json'), 'utf8')).peerDependencies
    .react;
  const listed = JSON.parse(run('npm', ['view', `react@${range}`, 'version', '--json'], root));
  const stable = [listed]
    .flat()
    .filter((version) => !version.includes('-'))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  return { range, lowest: stable[0], newest: stable.at(-1) };
}

function pack() {
  const packs = join(work, 'packs');
  mkdirSync(packs);
  const tarballs = {};
  for (const name of ['kenya', 'ui']) {
    // `pnpm pack` runs the package's prepack (its build) and applies publishConfig, as publishing does.
    run('pnpm', ['pack', '--pack-destination', packs], join(root, 'packages', name));
  }
  for (const file of readdirSync(packs))
    tarballs[file.startsWith('urembo-ui-') ? 'ui' : 'kenya'] = join(packs, file);
  return tarballs;
}

function checkManifest(tarballs) {
  const listing = run('tar', ['-tzf', tarballs.ui], work);
  for (const file of [
    'package/LICENSE',
    'package/dist/index.js',
    'package/dist/index.d.ts',
    'package/dist/styles.css',
    'package/dist/styles/theme.css',
  ])
    if (!listing.includes(file)) fail(`@urembo/ui tarball lacks ${file}`);
  if (/package\/src\/|\.stories\.|\.test\./.test(listing))
    fail('@urembo/ui tarball ships sources, stories or tests');
  const kenya = run('tar', ['-tzf', tarballs.kenya], work);
  for (const file of [
    'package/LICENSE',
    'package/NOTICE',
    'package/dist/index.js',
    'package/dist/index.d.ts',
  ])
    if (!kenya.includes(file)) fail(`@urembo/kenya tarball lacks ${file}`);
  if (/\.test\.|tsconfig/.test(kenya)) fail('@urembo/kenya tarball ships tests or a tsconfig');
  const manifest = JSON.parse(run('tar', ['-xzOf', tarballs.ui, 'package/package.json'], work));
  if (String(manifest.dependencies['@urembo/kenya']).startsWith('workspace:'))
    fail('@urembo/ui still depends on a workspace: version');
  if (manifest.private) fail('@urembo/ui is private');
}

function createApp(name, react, tarballs, { tailwind }) {
  const dir = join(work, name);
  mkdirSync(join(dir, 'src'), { recursive: true });
  const types = `~${react.split('.').slice(0, 2).join('.')}.0`;
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify(
      {
        name: `urembo-consumer-${name}`,
        private: true,
        type: 'module',
        dependencies: {
          '@urembo/kenya': `file:${tarballs.kenya}`,
          '@urembo/ui': `file:${tarballs.ui}`,
          react,
          'react-dom': react,
        },
        devDependencies: {
          ...TOOLS,
          ...(tailwind ? TAILWIND : {}),
          '@types/react': types,
          '@types/react-dom': types,
        },
      },
      null,
      2,
    ),
  );
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        noUncheckedIndexedAccess: true,
        noEmit: true,
        // The packages' declarations are checked too, not only the app's code.
        skipLibCheck: false,
        types: [],
      },
      include: ['src'],
    }),
  );
  writeFileSync(join(dir, 'src', 'env.d.ts'), "declare module '*.css';\n");
  writeFileSync(
    join(dir, 'vite.config.js'),
    [
      "import react from '@vitejs/plugin-react';",
      tailwind ? "import tailwindcss from '@tailwindcss/vite';" : '',
      "const entry = process.env.ENTRY ?? 'index';",
      'export default {',
      `  plugins: [react()${tailwind ? ', tailwindcss()' : ''}],`,
      '  build: { outDir: `dist-${entry}`, rolldownOptions: { input: `${entry}.html` } },',
      '};',
    ].join('\n'),
  );
  const html = (script) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Consumer</title><link rel="icon" href="data:,"></head><body><div id="root"></div><script type="module" src="/src/${script}"></script></body></html>`;
  writeFileSync(join(dir, 'index.html'), html('main.tsx'));
  writeFileSync(join(dir, 'baseline.html'), html('baseline.tsx'));
  writeFileSync(join(dir, 'button.html'), html('button.tsx'));
  writeFileSync(join(dir, 'src', 'main.tsx'), consumerEntry({ tailwind }));
  writeFileSync(join(dir, 'src', 'baseline.tsx'), baselineEntry);
  writeFileSync(join(dir, 'src', 'button.tsx'), buttonEntry);
  if (tailwind) writeFileSync(join(dir, 'src', 'app.css'), tailwindCss);
  return dir;
}

/** npm install, both apps at once: the time goes to the registry and the disk, not the two cores. */
function install(dir) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npm',
      ['install', '--no-audit', '--no-fund', '--loglevel=error', '--prefer-offline'],
      {
        cwd: dir,
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm install in ${dir}: ${errors}`)),
    );
  });
}

const MIME = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

async function serve(dir) {
  const server = createServer((request, response) => {
    const path = new URL(request.url, 'http://x').pathname;
    const file = join(dir, path === '/' ? 'index.html' : path);
    response.setHeader('content-type', MIME[extname(file)] ?? 'application/octet-stream');
    createReadStream(file)
      .on('error', () => response.writeHead(404).end())
      .pipe(response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}/` };
}

async function render(browser, dir, { tailwind }) {
  const { server, url } = await serve(join(dir, 'dist-index'));
  const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(url);
    await page.waitForFunction(() => window.__consumerReady === true, null, { timeout: 15_000 });
    for (const slot of [
      'professional-card',
      'business-card',
      'filter-bar',
      'appointment-card',
      'notification-bell',
    ])
      if (!(await page.locator(`[data-slot="${slot}"]`).first().isVisible())) fail(`${slot} did not render`);
    // The three modals open as dialogs and Escape closes them.
    const modals = [
      [page.getByRole('button', { name: 'Subscribe' }), '[data-slot="payment-modal"]'],
      [page.getByRole('button', { name: 'Write a review' }), '[data-slot="review-modal"]'],
      [page.locator('[data-slot="notification-bell"]'), '[data-slot="notification-list"]'],
    ];
    for (const [trigger, part] of modals) {
      await trigger.click();
      const dialog = page.getByRole('dialog');
      const opened = await page
        .locator(part)
        .waitFor({ timeout: 5000 })
        .then(
          () => true,
          () => false,
        );
      if (!opened) {
        fail(`${part} did not open`);
        continue;
      }
      await page.keyboard.press('Escape');
      await dialog
        .waitFor({ state: 'detached', timeout: 5000 })
        .catch(() => fail(`${part}: Escape did not close it`));
    }
    // Before any click: a hovered Button is 90 % primary.
    const styles = await page.evaluate(() => {
      const style = (selector, property) => {
        const element = document.querySelector(selector);
        return element ? getComputedStyle(element)[property] : null;
      };
      return {
        button: style('#consumer-book', 'backgroundColor'),
        hostHeading: style('#host-heading', 'marginTop'),
        hostButton: style('#host-button', 'borderTopStyle'),
        hostUtility: style('#host-utility', 'backgroundColor'),
      };
    });
    await page.getByRole('button', { name: 'Show a toast' }).click();
    const toast = page.locator('[data-slot="toast"]');
    await toast.waitFor({ timeout: 5000 }).catch(() => fail('the toast did not appear'));
    if ((await toast.textContent().catch(() => ''))?.includes('Booking confirmed') !== true)
      fail('the toast does not show its title');
    // The design system's primary (#be185d) reaches the Button, however the styles were brought in.
    if (styles.button !== 'rgb(190, 24, 93)')
      fail(`Button background is ${styles.button}, not the primary colour`);
    if (!tailwind) {
      // No global reset: the host's own elements keep the browser's defaults.
      if (styles.hostHeading === '0px') fail("styles.css reset the host page's heading margin");
      if (styles.hostButton === 'none') fail("styles.css reset the host page's button border");
    } else if (styles.hostUtility !== 'rgb(0, 150, 105)' && !String(styles.hostUtility).startsWith('oklch')) {
      fail(`the host's own Tailwind utility (bg-emerald-600) is missing: ${styles.hostUtility}`);
    }
    for (const error of errors) fail(`console: ${error}`);
  } finally {
    await page.close();
    server.close();
  }
}

function gzipOf(dir) {
  const assets = join(dir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file)), { level: 9 }).length, 0);
}

async function main() {
  const started = Date.now();
  const { range, lowest, newest } = reactVersions();
  console.log(`consumer test in ${work}: React ${range}, lowest ${lowest}, newest ${newest}`);
  step('pack @urembo/kenya and @urembo/ui');
  const tarballs = pack();
  checkManifest(tarballs);

  const apps = [
    { name: 'lowest-react-styles-css', react: lowest, tailwind: false, budget: true },
    { name: 'newest-react-tailwind', react: newest, tailwind: true },
  ];
  const browser = await chromium.launch(CHROMIUM);
  try {
    step(`npm install: ${apps.map((app) => `${app.name} (React ${app.react})`).join(', ')}`);
    const dirs = apps.map((app) => createApp(app.name, app.react, tarballs, app));
    await Promise.all(dirs.map(install));
    for (const [index, app] of apps.entries()) {
      const dir = dirs[index];
      step(`${app.name}: React ${app.react}${app.tailwind ? ', Tailwind v4 + theme.css' : ', styles.css'}`);
      try {
        run(join(dir, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], dir);
        console.log('  tsc --noEmit (strict): ok');
      } catch (error) {
        fail(`tsc: ${error.stdout || error.message}`);
        continue;
      }
      // The Button-only budget is measured once, on the lowest React.
      const entries = app.budget ? ['index', 'baseline', 'button'] : ['index'];
      for (const entry of entries) {
        execFileSync(join(dir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], {
          cwd: dir,
          env: { ...process.env, ENTRY: entry },
          stdio: ['ignore', 'ignore', 'inherit'],
        });
      }
      console.log('  vite build: ok');
      await render(browser, dir, app);
      console.log('  rendered in Chromium');
      if (!app.budget) continue;
      const baseline = gzipOf(join(dir, 'dist-baseline'));
      const button = gzipOf(join(dir, 'dist-button'));
      const extra = button - baseline;
      console.log(
        `  Button only: ${button} B gzip, React + clsx + tailwind-merge: ${baseline} B, Button adds ${extra} B (budget ${BUTTON_BUDGET} B)`,
      );
      if (extra > BUTTON_BUDGET) fail(`Button adds ${extra} B gzip, over the ${BUTTON_BUDGET} B budget`);
    }
  } finally {
    await browser.close();
    if (!keep) rmSync(work, { recursive: true, force: true });
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(
    `\nconsumer test: ${failures.length === 0 ? 'ok' : `${failures.length} failure(s)`} in ${seconds} s`,
  );
  process.exit(failures.length === 0 ? 0 : 1);
}

await main();
