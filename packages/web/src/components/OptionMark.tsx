import { optionMark, type OptionShape } from '@ciar/shared/option-marks';
import './option-mark.css';

/** The shapes in a 24×24 box. */
const PATHS: Record<OptionShape, string> = {
  triangle: 'M12 2.5 22.5 21H1.5Z',
  diamond: 'M12 1.5 22.5 12 12 22.5 1.5 12Z',
  circle: 'M12 2a10 10 0 1 0 0.001 0Z',
  square: 'M3 3h18v18H3Z',
  star: 'M12 1.5l3.1 6.6 7.2.9-5.3 5 1.4 7.1L12 17.6l-6.4 3.5 1.4-7.1-5.3-5 7.2-.9Z',
  hexagon: 'M6.5 2.5h11L23 12l-5.5 9.5h-11L1 12Z',
};

/**
 * The option's colour and shape (decision 191), beside its text: a visual cue only, the text
 * names the option, so screen readers skip it.
 */
export function OptionMark({ index, className }: { index: number; className?: string }) {
  const mark = optionMark(index);
  return (
    <svg
      className={['option-mark', className].filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-shape={mark.shape}
    >
      <path d={PATHS[mark.shape]} fill={mark.colour} />
    </svg>
  );
}
