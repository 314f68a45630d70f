/**
 * What a key does on the presenter view. Presenter remotes send PageDown (and often → or Space)
 * for "next slide"; P, R, N, W and F are what a teacher can reach without looking at the keyboard.
 */
export type PresenterCommand =
  | 'next'
  | 'pause-resume'
  | 'toggle-answers'
  | 'toggle-names'
  | 'toggle-cloud'
  | 'toggle-fullscreen'
  | 'exit';

export interface PresenterKey {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  /** Tag name of the focused element, so typing in a field or pressing a button keeps its meaning. */
  targetTag?: string;
}

const BY_KEY: Record<string, PresenterCommand> = {
  ArrowRight: 'next',
  PageDown: 'next',
  ' ': 'next',
  p: 'pause-resume',
  r: 'toggle-answers',
  n: 'toggle-names',
  w: 'toggle-cloud',
  f: 'toggle-fullscreen',
  Escape: 'exit',
};

export function presenterCommand(event: PresenterKey): PresenterCommand | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const tag = event.targetTag?.toUpperCase();
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return null;
  // Space and Enter on a focused button press that button; they must not also move on.
  if (tag === 'BUTTON' && (event.key === ' ' || event.key === 'Enter')) return null;
  return BY_KEY[event.key.length === 1 ? event.key.toLowerCase() : event.key] ?? null;
}
