import { describe, expect, it } from 'vitest';
import { acceptsActivation } from './activation';

describe('acceptsActivation', () => {
  it('applies the first change, a newer one and the same one again, never an older one', () => {
    expect(acceptsActivation(null, 0)).toBe(true);
    expect(acceptsActivation(3, 4)).toBe(true);
    expect(acceptsActivation(3, 3)).toBe(true);
    expect(acceptsActivation(3, 2)).toBe(false);
  });
});
