import { describe, expect, it } from 'vitest';
import { OPTION_SHAPES, optionMark } from './option-marks';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

describe('option marks', () => {
  it('gives the first six options six different shapes and colours, then repeats', () => {
    const marks = [0, 1, 2, 3, 4, 5].map(optionMark);
    expect(new Set(marks.map((m) => m.shape)).size).toBe(6);
    expect(new Set(marks.map((m) => m.colour)).size).toBe(6);
    expect(marks.map((m) => m.shape)).toEqual([...OPTION_SHAPES]);
    expect(optionMark(6)).toEqual(optionMark(0));
    expect(optionMark(-1)).toEqual(optionMark(0));
  });

  it('has colours at 3:1 or more against white (WCAG 1.4.11)', () => {
    for (let i = 0; i < 6; i++) {
      const ratio = 1.05 / (luminance(optionMark(i).colour) + 0.05);
      expect(ratio, optionMark(i).name).toBeGreaterThanOrEqual(3);
    }
  });
});
