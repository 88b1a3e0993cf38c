import { defineConfig } from 'vitest/config';

// One run, one summary: every package's tests are a project here.
export default defineConfig({
  test: {
    projects: [
      'packages/kenya',
      'packages/api',
      'apps/api',
      'apps/web',
      'packages/ui',
      './vitest.storybook.config.ts',
    ],
  },
});
