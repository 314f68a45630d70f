/**
 * After a navigation inside the app, the new screen's main heading takes the focus, as after a
 * page load a screen reader starts reading the new page. Without it the focus stayed on the
 * body: a keyboard user's next Tab started again from the header, and a screen-reader user
 * heard nothing of the new screen (a session just created, the question form opened).
 *
 * Only when nothing else has the focus: a screen that places it itself (the new question's
 * heading after creating one, a student's waiting card) keeps its choice. A first page load is
 * left to the browser.
 */
import { useEffect, useRef } from 'react';

/** How long a screen may take to show its heading (its code and data loading) before we give up. */
export const HEADING_WAIT_MS = 10_000;

function focusHeading(): boolean {
  if (document.activeElement && document.activeElement !== document.body) return true;
  const heading = document.querySelector<HTMLElement>('main:not([hidden]) h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
  return true;
}

export function useFocusOnNavigation(pathname: string): void {
  const firstLoad = useRef(true);
  useEffect(() => {
    if (firstLoad.current) {
      firstLoad.current = false;
      return;
    }
    if (focusHeading()) return;
    // The screen is still loading: its heading comes with its code or its data.
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}
