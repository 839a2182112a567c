import { defineConfig } from 'vitest/config';

/** Browser tests: the whole portal (built) is started once; Chromium walks it like a user. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    pool: 'forks',
    // A page under test may wait on the API, the worker and the mail catcher of a busy 2-core machine; 1 s (the default) flakes.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
