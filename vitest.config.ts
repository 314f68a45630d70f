import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// expect.poll waits up to 10 s for what it checks instead of Vitest's 1 s: under `npm test` the
// server suites, the component tests and the browser tests share CI's two cores, and a screen
// refetching its list after a change took over a second there. What a poll waits for is
// unchanged; one that never comes still fails.
const patientPolls = { poll: { timeout: 10_000 } };

// One runner for every test: unit (shared), integration (server, real databases and
// sockets), components (web, jsdom) and browser (e2e, Debian's Chromium).
export default defineConfig({
  test: {
    // One test file per core, not Vitest's cores − 1: the server files wait on sockets, timers
    // and databases for much of their time, so on CI's two cores one worker left a core idle
    // (server, shared and repo projects: 5 min 49 s with one worker, 3 min 48 s with two, no
    // faster with three). The browser tests keep their one file at a time (e2e below), in a
    // Vitest process of their own beside this one under `npm test` (scripts/test-all.mjs).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' },
      },
      {
        // The repository's own tooling (the test-registration check, the benchmark's report).
        test: { name: 'repo', include: ['scripts/**/*.test.ts', 'bench/**/*.test.mjs'], environment: 'node', testTimeout: 120_000 },
      },
      {
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['packages/server/src/testing/servers-notice.ts'],
          // Each test file starts its own embedded databases, and V8 then spends about 2 s of
          // CPU per database optimising PGlite's WebAssembly in the background; the short
          // statements of a test never earn it back. Baseline code only: the server suite takes
          // a quarter less CPU (decision 195). The app itself keeps V8's default tiering.
          execArgv: ['--liftoff-only'],
          // Test files share a worker's modules instead of loading the app's ~2,000 modules again
          // for each file: the suite's import time went from 155 s to 14 s, its CPU down by 45 %
          // (decision 197). Each file builds its own app, databases and sockets, and tears them
          // down; nothing a test relies on lives in a module.
          isolate: false,
          expect: patientPolls,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          // Test files share their worker's modules, as the server's do: a fresh module graph
          // and jsdom for each of the 51 files cost 40 s of CPU of the project's 96, and its run
          // took 54 s instead of 18 on two cores (decision 218). Each test still gets a clean
          // document, storage and fake socket (vitest.setup.ts).
          isolate: false,
          include: ['packages/web/{src,build}/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['packages/web/vitest.setup.ts'],
          expect: patientPolls,
          // A component test that pages, types and filters takes 1–2 s alone, and over 5 s on
          // CI's two cores while the server suites run beside it; it must not fail for that.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          // Files share the runner's modules (Playwright, the support helpers): 13 s of imports
          // in a run, 1 s shared (decision 218). Each file opens its own browser contexts.
          isolate: false,
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          expect: patientPolls,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One Chromium and one server for the whole suite; files run one after another.
          fileParallelism: false,
        },
      },
    ],
  },
});
