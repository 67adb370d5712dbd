import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['test/setup/globalSetup.ts'],
    reporters: ['default', './test/setup/summaryReporter.ts'],
    projects: [
      { test: { name: 'unit', include: ['test/api-schema/**/*.test.ts', 'test/web/**/*.test.ts'] } },
      { test: { name: 'server', include: ['test/server/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 } },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
