import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';

const root = dirname(fileURLToPath(import.meta.url));

// Every story is a test: it renders, runs its play function and fails on any axe violation.
export default defineProject({
  plugins: [storybookTest({ configDir: join(root, '.storybook') })],
  test: {
    name: 'storybook',
    setupFiles: [join(root, '.storybook/vitest.setup.ts')],
    // The longest journeys type a few hundred characters; on a loaded 2-core CI machine that alone has
    // passed the browser default of 15 s.
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
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
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
