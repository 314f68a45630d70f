/**
 * A tab opened before a new deployment asks for chunks the server no longer has (their names
 * carry the old build's hashes). The cure is to reload the page, which fetches the new
 * index.html (never cached: `no-cache`) and the new chunks; the screens restore what the user
 * was doing from the server and local storage. This module decides when to do so: only for a
 * chunk that failed to *load* (missing, network), never for one that loaded and did not run
 * (a SyntaxError: a browser too old for the build, which a reload would not cure), only when
 * the server answers, and at most once a minute per tab, so there is never a reload loop.
 */

/** The browsers' words for a module or stylesheet that could not be fetched (Chromium, Firefox, Safari, Vite's CSS preload). */
const LOAD_FAILURE = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export const AUTO_RELOAD_MIN_INTERVAL_MS = 60_000;
/** Per tab (sessionStorage survives the reload, not the tab). */
const LAST_RELOAD_KEY = 'ciar_chunk_reload_at';

export function isChunkLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error) || error.name === 'SyntaxError') return false;
  return LOAD_FAILURE.test(error.message);
}

function reloadedRecently(now: number): boolean {
  const last = Number(sessionStorage.getItem(LAST_RELOAD_KEY));
  return Number.isFinite(last) && now - last >= 0 && now - last < AUTO_RELOAD_MIN_INTERVAL_MS;
}

/** Does the server answer? A reload while it does not would leave the browser's own error page. */
async function serverAnswers(): Promise<boolean> {
  try {
    const response = await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Reloads the page to pick up the new version, unless it was tried less than a minute ago in
 * this tab or the server does not answer. Resolves to true when the page is reloading.
 */
export async function reloadForNewVersion(): Promise<boolean> {
  try {
    if (reloadedRecently(Date.now())) return false;
    if (!(await serverAnswers())) return false;
    sessionStorage.setItem(LAST_RELOAD_KEY, String(Date.now()));
  } catch {
    // Storage refused (private browsing): without a memory of the last reload, no automatic one.
    return false;
  }
  window.location.reload();
  return true;
}
