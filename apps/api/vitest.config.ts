import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // On embedded PGlite with Chromium running stories beside it, the job-queue and SMS tests have taken
    // 22 to 32 s on CI's two cores: the margin is for load, a hang still fails.
    testTimeout: 90_000,
    hookTimeout: 60_000,
  },
});
