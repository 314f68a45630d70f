import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { supportedBrowsers, viteTargets } from './build/browser-targets.ts';
import { OUTDATED_BROWSER_MESSAGE } from './src/app/outdated-browser.ts';

/**
 * dist/student-join.html: index.html with the join form's HTML shell before the app's root,
 * served for /student/join so a phone on a slow network can fill the form before React has
 * loaded (src/lib/page-shell.ts hands over to the app).
 */
function joinFormShell(): Plugin {
  return {
    name: 'ciar-join-form-shell',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      const root = '<div id="root"></div>';
      if (index?.type !== 'asset' || !String(index.source).includes(root)) throw new Error('index.html with an empty #root expected in the bundle');
      const shell = readFileSync(new URL('./src/features/student-join/join-shell.html', import.meta.url), 'utf8').trim();
      this.emitFile({ type: 'asset', fileName: 'student-join.html', source: String(index.source).replace(root, `${shell}\n    ${root}`) });
    },
  };
}

// Dev setup of the spec: Vite on port 3000, API and socket.io proxied to the server on 5001.
const backend = process.env.CIAR_BACKEND ?? 'http://localhost:5001';

// The browsers of package.json's `browserslist` (the schools' iPads on iPadOS 15 among them):
// syntax they lack is lowered, and scripts/check-browser-support.ts checks what is left.
const target = viteTargets(supportedBrowsers(fileURLToPath(new URL('.', import.meta.url))));

/** index.html's too-old-browser page says what the app's says, written once (src/app/outdated-browser.ts). */
const outdatedBrowserMessage: Plugin = {
  name: 'ciar-outdated-browser-message',
  transformIndexHtml: (html) => html.replaceAll('%OUTDATED_BROWSER_MESSAGE%', OUTDATED_BROWSER_MESSAGE),
};

export default defineConfig({
  plugins: [react(), outdatedBrowserMessage, joinFormShell()],
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      '/api': { target: backend },
      '/socket.io': { target: backend, ws: true },
    },
  },
  build: {
    target,
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    reportCompressedSize: true,
    // Read by scripts/route-sizes.mjs to report what each student route downloads.
    manifest: true,
    // Fonts are always files: the CSP allows fonts from 'self' only, and KaTeX's smallest
    // fonts would otherwise be inlined as data: URLs and blocked (decision 170).
    assetsInlineLimit: (file) => (/\.(woff2?|ttf)$/.test(file) ? false : undefined),
    rolldownOptions: {
      output: {
        // react-query in one file rather than three: the screens that use it (the join form
        // first) load it in one request, and the student's live page not at all (decision 125).
        codeSplitting: {
          // Its own modules only: React stays in the entry, which every chunk already imports.
          includeDependenciesRecursively: false,
          groups: [{ name: 'react-query', test: /[\\/]node_modules[\\/]@tanstack[\\/]|[\\/]src[\\/]app[\\/](with-queries|query-client)\.tsx?$/ }],
        },
      },
    },
  },
});
