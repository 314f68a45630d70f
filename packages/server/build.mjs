// Bundles the server into dist/main.js (and its evaluation worker into dist/evaluation-worker.js). Workspace code (@ciar/shared, TypeScript source)
// is bundled in; npm dependencies stay external and load from node_modules at run time
// (PGlite's WebAssembly and argon2's native binary must stay where they are), except
// packages whose entry is a JSON file: Node's ESM loader cannot import those without an
// import attribute, so their data is inlined.
import { cpSync } from 'node:fs';
import { createRequire } from 'node:module';
import { build } from 'esbuild';

const require = createRequire(import.meta.url);

function entryIsJson(specifier) {
  try {
    return require.resolve(specifier).endsWith('.json');
  } catch {
    return false;
  }
}

await build({
  // The built-in evaluator's worker thread (evaluation/french/evaluator-pool.ts) sits beside main.js.
  entryPoints: { main: 'src/main.ts', 'evaluation-worker': 'src/evaluation/french/evaluation-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalise-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@ciar/') || entryIsJson(args.path) ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

// The evaluator's thesaurus is read from its file when first needed (evaluation/french/thesaurus.ts):
// it ships beside the bundle, with its notice and licence.
cpSync('src/evaluation/french/thesaurus', 'dist/thesaurus', { recursive: true });
