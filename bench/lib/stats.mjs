/** Latency summaries: nearest-rank percentiles, so every figure is a latency that happened. */

export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** p50, p95, p99, max and count of a list of milliseconds, rounded to 0.1 ms. */
export function summarise(values) {
  const sorted = Float64Array.from(values).sort();
  const round = (v) => (v === null ? null : Math.round(v * 10) / 10);
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.length ? sorted[sorted.length - 1] : null),
  };
}

/**
 * ours / reference, or null when either is missing or the reference is below `floor`: a
 * latency under a millisecond is at the resolution of the generator's timers, and dividing
 * by it gives a large number that means nothing.
 */
export function ratio(ours, reference, floor = 0) {
  if (typeof ours !== 'number' || typeof reference !== 'number' || reference <= 0 || reference < floor) return null;
  return Math.round((ours / reference) * 100) / 100;
}

/**
 * The run of the median `key` among `runs` (the lower middle one of an even number; runs without
 * the figure come last): a whole run, so that every figure reported for a size comes from the
 * same run, and the one a noisy machine moves most is its middle value.
 */
export function medianRun(runs, key) {
  const ranked = runs.map((run, index) => ({ run, value: key(run), index }));
  ranked.sort((a, b) => (a.value ?? Infinity) - (b.value ?? Infinity) || a.index - b.index);
  const measured = ranked.filter((r) => r.value !== null && r.value !== undefined);
  return (measured.length ? measured[Math.floor((measured.length - 1) / 2)] : ranked[0]).run;
}
