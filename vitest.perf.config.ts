import { defineConfig } from 'vitest/config';

/**
 * `npm run test:perf`: browser tests that read framework internals (React's fibers and commits), count
 * restyles or watch the start-up loader's tasks. They guard speed tricks and can flake on a loaded machine,
 * so they do not gate `npm test`; size budgets and behaviour stay there.
 */
export default defineConfig({
  test: {
    name: 'perf',
    include: ['test/perf/**/*.test.ts'],
    globalSetup: ['test/setup/shop.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
