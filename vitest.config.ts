import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['./test/buildFresh.ts'],
    reporters: ['default', './test/summaryReporter.ts'],
    testTimeout: 120_000,
  },
});
