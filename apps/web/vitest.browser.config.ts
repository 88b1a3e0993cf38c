import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';

// The web app's units that need a real browser: how React sees fields typed into before hydration.
export default defineProject({
  test: {
    name: 'web-browser',
    include: ['test/**/*.browser.test.tsx'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
