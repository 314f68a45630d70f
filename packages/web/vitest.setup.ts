import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor wait up to 5 s for what they look for instead of Testing Library's 1 s:
// under `npm test` these run beside the server suites and the browser tests on CI's two cores,
// where the first load of a lazy chunk (the Markdown renderer) took over a second. What they
// wait for is unchanged; a screen that never shows it still fails.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
