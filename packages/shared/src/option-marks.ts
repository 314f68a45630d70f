/**
 * Each option of a choice question keeps one colour and one shape everywhere it shows: the
 * projector's bars and the students' phones (decision 191). Colour is never alone:
 * the shape tells the options apart in black and white and for colour-blind students. Colours
 * reach 3:1 against white (WCAG 1.4.11). Past six options the marks repeat.
 */
export const OPTION_SHAPES = ['triangle', 'diamond', 'circle', 'square', 'star', 'hexagon'] as const;
export type OptionShape = (typeof OPTION_SHAPES)[number];

export interface OptionMark {
  shape: OptionShape;
  /** CSS colour, at least 3:1 against white. */
  colour: string;
  /** Said in words where the mark needs a name (French). */
  name: string;
}

const MARKS: readonly OptionMark[] = [
  { shape: 'triangle', colour: '#c62828', name: 'triangle rouge' },
  { shape: 'diamond', colour: '#1565c0', name: 'losange bleu' },
  { shape: 'circle', colour: '#b45309', name: 'rond orange' },
  { shape: 'square', colour: '#2e7d32', name: 'carré vert' },
  { shape: 'star', colour: '#6a1b9a', name: 'étoile violette' },
  { shape: 'hexagon', colour: '#00695c', name: 'hexagone turquoise' },
];

/** The mark of the option at this position (0-based), the same on every screen. */
export function optionMark(index: number): OptionMark {
  const safe = Number.isInteger(index) && index >= 0 ? index : 0;
  return MARKS[safe % MARKS.length]!;
}
