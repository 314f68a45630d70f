/**
 * A browser too old for CIAR gets this message instead of a blank or broken page
 * (docs/decisions/112). index.html shows it when the browser lacks what the app needs
 * (public/browser-check.js; the text is put into index.html at build from here), and the route
 * error boundary when a chunk arrived but could not be parsed.
 */
export const OUTDATED_BROWSER_MESSAGE = 'Ce navigateur est trop ancien pour CIAR. Mettez-le à jour ou utilisez un autre appareil.';

/**
 * A chunk that loaded but that this browser cannot parse: `import()` rejects with a
 * SyntaxError (Safari 15 meeting a lookbehind, for instance). Reloading cannot help, unlike a
 * chunk that vanished with a deployment; nothing else in a render throws a SyntaxError (our
 * JSON reads catch their own).
 */
export function isUnparsableCode(error: unknown): boolean {
  return error instanceof SyntaxError;
}
