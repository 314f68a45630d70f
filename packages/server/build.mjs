// Bundles the server into dist/main.js. Workspace code (@ciar/shared, TypeScript source)
// is bundled in; npm dependencies stay external and load from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
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
          args.path.startsWith('@ciar/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
