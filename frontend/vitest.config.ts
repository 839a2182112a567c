import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/testing/setup-tests.ts'],
      restoreMocks: true,
      // Date helpers are tested in the portal's own time zone, whatever the machine's is.
      env: { TZ: 'Europe/Berlin' },
    },
  }),
);
