import { describe, expect, it } from 'vitest';
import { CLASS_SIZE_WRITES_PER_SECOND, classSizeDelay } from './live-events';

describe('telling students the class size', () => {
  it('gathers arrivals for the usual interval in a class, and longer in a lecture hall, so the writes per second stay bounded', () => {
    expect(classSizeDelay(30, 200)).toBe(200);
    expect(classSizeDelay(50, 200)).toBe(200);
    expect(classSizeDelay(1_000, 200)).toBe(4_000);
    expect(classSizeDelay(5_000, 200)).toBe(20_000);
    // Writes per second: one per student per message; a lecture hall's join costs at most a
    // few hundred of them a second (issue 15).
    expect(CLASS_SIZE_WRITES_PER_SECOND).toBeLessThanOrEqual(250);
    for (const count of [10, 1_000, 2_500, 10_000, 50_000]) expect((count * 1000) / classSizeDelay(count, 200)).toBeLessThanOrEqual(CLASS_SIZE_WRITES_PER_SECOND);
  });
});
