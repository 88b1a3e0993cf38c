import { defineConfig } from 'vitest/config';

// One run, one summary: every package's tests are a project here.
export default defineConfig({
  test: {
    // Two cores: one worker each; PGlite instances and Chromium pages are memory- and CPU-hungry.
    maxWorkers: 2,
    projects: [
      'packages/kenya',
      'packages/i18n',
      'packages/api',
      'apps/api',
      'apps/web',
      'apps/web/vitest.browser.config.ts',
      'packages/ui',
      './vitest.storybook.config.ts',
    ],
  },
});
