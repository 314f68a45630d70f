import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadFailure, reloadForNewVersion } from './stale-chunks';

describe('isChunkLoadFailure', () => {
  it('recognises a chunk or stylesheet that could not be fetched, in each browser’s words', () => {
    expect(isChunkLoadFailure(new TypeError('Failed to fetch dynamically imported module: http://ecole.fr/assets/QuizPage-abc.js'))).toBe(true);
    expect(isChunkLoadFailure(new TypeError('error loading dynamically imported module: http://ecole.fr/assets/QuizPage-abc.js'))).toBe(true);
    expect(isChunkLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadFailure(new Error('Unable to preload CSS for /assets/QuizPage-abc.css'))).toBe(true);
  });

  it('leaves alone a chunk that loaded but could not run (a browser too old) and every other error', () => {
    expect(isChunkLoadFailure(new SyntaxError("Unexpected token '?'"))).toBe(false);
    const tooOld = new SyntaxError('Importing a module script failed.');
    expect(isChunkLoadFailure(tooOld)).toBe(false);
    expect(isChunkLoadFailure(new Error('Le chargement de la page a expiré.'))).toBe(false);
    expect(isChunkLoadFailure(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isChunkLoadFailure('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('reloadForNewVersion', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('does not reload when the server does not answer, so the app can say so', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await reloadForNewVersion()).toBe(false);
  });

  it('does not reload twice within a minute in the same tab', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    sessionStorage.setItem('ciar_chunk_reload_at', String(Date.now() - 30_000));
    expect(await reloadForNewVersion()).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});
