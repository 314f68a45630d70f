import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { openedSockets } from './src/testing/fake-socket';

// findBy… and waitFor wait up to 5 s for what they look for instead of Testing Library's 1 s:
// under `npm test` these run beside the server suites and the browser tests on CI's two cores,
// where the first load of a lazy chunk (the Markdown renderer) took over a second. What they
// wait for is unchanged; a screen that never shows it still fails.
configure({ asyncUtilTimeout: 5_000 });

// No component test talks to a real server: every socket is the fake one, which the tests that
// drive a live page answer and fire events on. Mocked here, for every file, because the test
// files share their worker's modules (isolate: false): a page module loaded by one file keeps
// the socket.io-client it was loaded with.
vi.mock('socket.io-client', async () => (await import('./src/testing/fake-socket')).fakeSocketModule);

afterEach(() => {
  cleanup();
  localStorage.clear();
  openedSockets.length = 0;
});
