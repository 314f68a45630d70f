/**
 * Remembers a pure function of a string. A classroom sends the same question, model answer and
 * vocabulary again and again; the cache is emptied when full rather than tracked per entry.
 */
export function memoise<T>(compute: (key: string) => T, limit = 10_000): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    const known = cache.get(key);
    if (known !== undefined || cache.has(key)) return known as T;
    if (cache.size >= limit) cache.clear();
    const value = compute(key);
    cache.set(key, value);
    return value;
  };
}
