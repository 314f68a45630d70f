import { describe, expect, it } from 'vitest';
import { presenterCommand } from './presenter-keys';

describe('presenter keys', () => {
  it('moves on with a presenter remote (PageDown), the right arrow or Space', () => {
    expect(presenterCommand({ key: 'PageDown' })).toBe('next');
    expect(presenterCommand({ key: 'ArrowRight' })).toBe('next');
    expect(presenterCommand({ key: ' ', targetTag: 'BODY' })).toBe('next');
  });

  it('pauses, shows answers and names, goes full screen and leaves, whatever the case of the letter', () => {
    expect(presenterCommand({ key: 'p' })).toBe('pause-resume');
    expect(presenterCommand({ key: 'P' })).toBe('pause-resume');
    expect(presenterCommand({ key: 'r' })).toBe('toggle-answers');
    expect(presenterCommand({ key: 'n' })).toBe('toggle-names');
    expect(presenterCommand({ key: 'w' })).toBe('toggle-cloud');
    expect(presenterCommand({ key: 'F' })).toBe('toggle-fullscreen');
    expect(presenterCommand({ key: 'Escape' })).toBe('exit');
  });

  it('leaves shortcuts of the browser, fields and focused buttons alone', () => {
    expect(presenterCommand({ key: 'r', ctrlKey: true })).toBeNull();
    expect(presenterCommand({ key: 'p', targetTag: 'INPUT' })).toBeNull();
    expect(presenterCommand({ key: ' ', targetTag: 'BUTTON' })).toBeNull();
    expect(presenterCommand({ key: 'Enter', targetTag: 'BUTTON' })).toBeNull();
    expect(presenterCommand({ key: 'ArrowRight', targetTag: 'BUTTON' })).toBe('next');
    expect(presenterCommand({ key: 'x' })).toBeNull();
  });
});
