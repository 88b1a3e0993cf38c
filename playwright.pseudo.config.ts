import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * `pnpm test:pseudo`: the web app built in the pseudo-locale (every catalogue text accented and lengthened,
 * UREMBO_PSEUDO_LOCALE=1) and toured route by route at 360 px in Chromium. A text still in plain ASCII
 * English was not looked up in a catalogue; a layout that only fits English overflows.
 * e2e/pseudo/hard-coded-texts.pseudo.ts says what counts.
 */

// Its own port and data folder, beside the ones of playwright.config.ts: both suites can run on one machine.
const checkoutHash = [...process.cwd()].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) % 997, 7);
const port = Number(process.env.PSEUDO_PORT ?? 4100 + checkoutHash);
const dataDir = `/tmp/urembo-pseudo-${port}`;
// e2e/support.ts's API helpers find the server through these (the workers inherit them).
process.env.E2E_PORT = String(port);
process.env.E2E_DATA_DIR = dataDir;
// PSEUDO_BASE_URL points the tour at a server already serving a pseudo-locale build.
const external = process.env.PSEUDO_BASE_URL;
if (external) process.env.E2E_BASE_URL = external;
else delete process.env.E2E_BASE_URL;
// Under test-results/: ignored by git, ESLint and Prettier. PSEUDO_SKIP_BUILD=1 reuses the last build.
const webDist = resolve('test-results/pseudo-web');
const build = `UREMBO_PSEUDO_LOCALE=1 pnpm --filter @urembo/web exec vite build --outDir ${webDist} --emptyOutDir --logLevel warn`;

export default defineConfig({
  testDir: 'e2e/pseudo',
  // Not *.spec.ts: `pnpm exec playwright test` (playwright.config.ts, testDir e2e) runs the English
  // build, on which every text would be plain ASCII.
  testMatch: '**/*.pseudo.ts',
  outputDir: 'test-results/pseudo',
  timeout: 240_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  reporter: [['list'], ['json', { outputFile: 'test-results/pseudo.json' }]],
  use: {
    baseURL: external ?? `http://127.0.0.1:${port}`,
    viewport: { width: 360, height: 740 },
    // English in the browser and no lang cookie: the app starts in its active catalogue (the pseudo-locale)
    // rather than loading the real Kiswahili one.
    locale: 'en-KE',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: external
    ? undefined
    : {
        command: `${process.env.PSEUDO_SKIP_BUILD === '1' ? 'true' : build} && rm -rf ${dataDir} && pnpm --filter @urembo/api start`,
        url: `http://127.0.0.1:${port}/api/health/`,
        timeout: 240_000,
        reuseExistingServer: false,
        env: {
          PORT: String(port),
          DATA_DIR: dataDir,
          WEB_DIST: webDist,
          SEED_DEMO: 'false',
          LOG_LEVEL: 'warn',
          RATE_LIMIT_SCALE: '10',
        },
      },
});
