import { defineConfig } from '@playwright/test';

// 3100 and up, one port per checkout: a CI copy and a working tree on one machine do not collide.
const checkoutHash = [...process.cwd()].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) % 997, 7);
process.env.E2E_PORT ??= String(3100 + checkoutHash);
const port = Number(process.env.E2E_PORT);
// One folder per port, emptied at each start (two runs cannot share a port anyway). The journeys read the
// password-reset e-mails from its outbox and call the API directly: the workers learn both through the
// environment.
process.env.E2E_DATA_DIR ??= `/tmp/urembo-e2e-${port}`;
const dataDir = process.env.E2E_DATA_DIR;
// E2E_BASE_URL points the journeys at a server already running (while writing them); its data folder
// must then be given as E2E_DATA_DIR.
const external = process.env.E2E_BASE_URL;

/** The three journeys run in Debian's Chromium against `pnpm start`'s real server on a fresh database. */
export default defineConfig({
  testDir: 'e2e',
  // Its own folder: Playwright empties outputDir at start, and test-results/ holds the other reports.
  outputDir: 'test-results/e2e',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: external ?? `http://127.0.0.1:${port}`,
    viewport: { width: 390, height: 844 },
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
        command: `rm -rf ${dataDir} && pnpm start`,
        url: `http://127.0.0.1:${port}/api/health/`,
        timeout: 180_000,
        reuseExistingServer: false,
        env: {
          PORT: String(port),
          DATA_DIR: dataDir,
          SEED_DEMO: 'false',
          SIMULATOR_DELAY_MS: '500',
          LOG_LEVEL: 'warn',
          // Every journey comes from one address (127.0.0.1): the per-address sign-up and sign-in limits
          // are for the whole of Kenya's traffic, not for one test run.
          RATE_LIMIT_SCALE: '10',
        },
      },
});
