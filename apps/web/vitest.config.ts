import { defineProject } from 'vitest/config';

// The web app's size budgets (measured on the production build, which the test makes when it is stale)
// and the units of its code that no story covers.
export default defineProject({
  test: {
    name: 'web',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    hookTimeout: 300_000,
  },
});
