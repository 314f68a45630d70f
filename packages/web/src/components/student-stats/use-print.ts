import { PRINT_DELAY_MS, PRINT_RESTORE_MS } from '@ciar/shared/constants';
import { useCallback, useEffect, useRef, useState } from 'react';

export const PRINT_ERROR = "Erreur lors de l'impression";

/**
 * Printing without the screen's chrome (docs/product.md#student-statistics): the header and the print button are
 * hidden, the browser gets PRINT_DELAY_MS to lay the page out again, then prints; the chrome
 * comes back PRINT_RESTORE_MS later.
 */
export function usePrint(onPrintingChange?: (printing: boolean) => void) {
  const [printing, setPrinting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);
  const notify = useRef(onPrintingChange);
  useEffect(() => {
    notify.current = onPrintingChange;
  });
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const print = useCallback(() => {
    const change = (value: boolean) => {
      setPrinting(value);
      notify.current?.(value);
    };
    setError(null);
    change(true);
    timers.current.push(
      setTimeout(() => {
        try {
          window.print();
        } catch (failure) {
          console.error(PRINT_ERROR, failure);
          setError(PRINT_ERROR);
        }
        timers.current.push(setTimeout(() => change(false), PRINT_RESTORE_MS));
      }, PRINT_DELAY_MS),
    );
  }, []);

  return { printing, error, print };
}
