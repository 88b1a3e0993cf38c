import { defineProject } from 'vitest/config';

// Logic that stories do not cover: the published library build. Components are tested as stories.
export default defineProject({
  test: { name: 'ui-library', environment: 'node', include: ['test/**/*.test.ts'], testTimeout: 120_000 },
});
