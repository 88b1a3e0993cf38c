import { defineProject } from 'vitest/config';

// What stories do not cover: the published build of both entry points and the rule between the layers.
// Components are tested as stories.
export default defineProject({
  test: { name: 'ui', environment: 'node', include: ['test/**/*.test.ts'], testTimeout: 120_000 },
});
