import { defineProject } from 'vitest/config';

// The web app's size budgets: measured on the production build, which the test makes when it is stale.
export default defineProject({
  test: {
    name: 'web-weight',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    hookTimeout: 300_000,
  },
});
