import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'kenya', environment: 'node', include: ['src/**/*.test.ts'] } });
