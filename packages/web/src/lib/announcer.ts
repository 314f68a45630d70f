import { useCallback, useState } from 'react';

/**
 * The text of the page's one polite live region (decision 190). Each call replaces it; the same
 * text twice in a row differs by an invisible trailing space, so it is read again.
 */
export function useAnnouncer(): [message: string, announce: (text: string) => void] {
  const [state, setState] = useState({ text: '', count: 0 });
  const announce = useCallback((text: string) => setState((s) => ({ text, count: s.count + 1 })), []);
  return [state.text === '' ? '' : state.text + (state.count % 2 === 0 ? '\u00a0' : ''), announce];
}
