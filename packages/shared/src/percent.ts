/** Rounding shared by statistics, ranking and scores, so every screen shows the same figure. */

/** `value` rounded to one decimal place (85.46 → 85.5). */
export function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * `part` out of `whole` as a percentage with one decimal place; 0 when `whole` is 0
 * (an empty class has no rate, and a number keeps charts and CSV cells simple).
 * Computed from the integers so that equal fractions always give the same figure.
 */
export function percent(part: number, whole: number): number {
  if (whole === 0) return 0;
  return Math.round((part * 1000) / whole) / 10;
}
