import { useEffect, useRef, useState } from 'react';

/**
 * The value, changed at most once every `intervalMs` (the latest one wins at the end of the
 * wait): a live count read by screen readers at most every 5 s, not at each answer (decision 190).
 */
export function useThrottledValue<T>(value: T, intervalMs: number): T {
  const [shown, setShown] = useState(value);
  const lastChange = useRef(0);
  useEffect(() => {
    if (Object.is(value, shown)) return;
    const wait = lastChange.current + intervalMs - Date.now();
    if (wait <= 0) {
      lastChange.current = Date.now();
      setShown(value);
      return;
    }
    const timer = setTimeout(() => {
      lastChange.current = Date.now();
      setShown(value);
    }, wait);
    return () => clearTimeout(timer);
  }, [value, shown, intervalMs]);
  return shown;
}
