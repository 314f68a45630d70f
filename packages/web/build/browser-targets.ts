/**
 * The browsers CIAR supports are declared once, in the `browserslist` field of
 * packages/web/package.json. This turns that list into what Vite's `build.target` understands
 * (esbuild-style names such as `safari15`), so the build lowers syntax for exactly those
 * browsers, and gives the post-build check the same list (docs/decisions/110).
 */
import browserslist from 'browserslist';

/** browserslist family → Vite/Oxc target name. */
const TARGET_NAMES: Record<string, string> = {
  chrome: 'chrome',
  edge: 'edge',
  firefox: 'firefox',
  safari: 'safari',
  ios_saf: 'ios',
};

/**
 * Samsung Internet has no target name of its own: it is Chromium, so its oldest supported
 * version becomes the Chromium it is built on (Samsung Internet 15 is Chromium 90).
 */
const SAMSUNG_CHROMIUM: Record<number, number> = { 15: 90 };

/** The resolved browser list (e.g. `safari 15`, `ios_saf 15.0-15.1`), read from package.json. */
export function supportedBrowsers(packageDir: string): string[] {
  return browserslist(undefined, { path: packageDir });
}

/** The oldest version of each family, e.g. `{ safari: 15, ios_saf: 15, chrome: 90, … }`. */
function oldestVersions(browsers: string[]): Map<string, number> {
  const oldest = new Map<string, number>();
  for (const entry of browsers) {
    const [family = '', range = ''] = entry.split(' ');
    // Ranges such as "15.0-15.1" start at their first version.
    const version = Number.parseFloat(range.split('-')[0] ?? '');
    if (!Number.isFinite(version)) throw new Error(`Unreadable browser version: ${entry}`);
    const known = oldest.get(family);
    if (known === undefined || version < known) oldest.set(family, version);
  }
  return oldest;
}

/** Vite's `build.target` for the declared browsers, e.g. `['chrome90', 'edge90', 'firefox115', 'ios15', 'safari15']`. */
export function viteTargets(browsers: string[]): string[] {
  const targets = new Map<string, number>();
  const keepOldest = (name: string, version: number) => {
    const known = targets.get(name);
    if (known === undefined || version < known) targets.set(name, version);
  };
  for (const [family, version] of oldestVersions(browsers)) {
    if (family === 'samsung') {
      const chromium = SAMSUNG_CHROMIUM[Math.floor(version)];
      if (chromium === undefined) throw new Error(`Samsung Internet ${version}: add the Chromium version it is built on.`);
      keepOldest('chrome', chromium);
      continue;
    }
    const name = TARGET_NAMES[family];
    if (!name) throw new Error(`No build target for the browser family "${family}": extend TARGET_NAMES.`);
    keepOldest(name, version);
  }
  return [...targets].map(([name, version]) => `${name}${version}`).sort();
}
