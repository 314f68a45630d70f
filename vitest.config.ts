import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// One runner for every test: unit (shared), integration (server, real databases and
// sockets), components (web, jsdom) and browser (e2e, Debian's Chromium).
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' },
      },
      {
        // The repository's own tooling (the test-registration check).
        test: { name: 'repo', include: ['scripts/**/*.test.ts'], environment: 'node', testTimeout: 120_000 },
      },
      {
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['packages/server/src/testing/servers-notice.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['packages/web/{src,build}/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['packages/web/vitest.setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One Chromium and one server for the whole suite; files run one after another.
          fileParallelism: false,
        },
      },
    ],
  },
});
