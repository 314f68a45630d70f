import { optionMark } from '@ciar/shared/option-marks';

/**
 * CIAR's mark (decision 191): the first four answer shapes in their colours, as on the projector
 * and the phones, on a card framed in the app's blue. Inline, so it shows with the first paint;
 * the brand's text names it, so screen readers skip it. public/favicon.svg is the same drawing.
 */
export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="30" height="30" rx="7" fill="#fff" stroke="#1f4fd1" strokeWidth="2" />
      <path d="M10 5 15 14H5Z" fill={optionMark(0).colour} />
      <path d="M22 4.5 26.5 9.5 22 14.5 17.5 9.5Z" fill={optionMark(1).colour} />
      <circle cx="10" cy="22" r="4.5" fill={optionMark(2).colour} />
      <rect x="17.75" y="17.75" width="8.5" height="8.5" fill={optionMark(3).colour} />
    </svg>
  );
}
