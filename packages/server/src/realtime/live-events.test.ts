import { describe, expect, it } from 'vitest';
import { classSizeDelay } from './live-events';

describe('telling students the class size', () => {
  it('gathers arrivals for the usual interval in a class, and longer in a lecture hall, so the writes per second stay bounded', () => {
    expect(classSizeDelay(30, 200)).toBe(200);
    expect(classSizeDelay(400, 200)).toBe(200);
    expect(classSizeDelay(1_000, 200)).toBe(500);
    expect(classSizeDelay(5_000, 200)).toBe(2_500);
    expect(classSizeDelay(10_000, 200)).toBe(5_000);
    // Writes per second: one per student per message.
    for (const count of [10, 1_000, 2_500, 10_000, 50_000]) expect((count * 1000) / classSizeDelay(count, 200)).toBeLessThanOrEqual(2_000);
  });
});
