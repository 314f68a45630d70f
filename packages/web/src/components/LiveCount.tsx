import { useThrottledValue } from '../lib/throttled-value';

/** A live count is read out at most this often, however fast answers arrive (issue 14). */
export const LIVE_COUNT_ANNOUNCE_MS = 5000;

/**
 * A count that changes with each answer: shown at once, but said by screen readers at most every
 * 5 s (decision 190). The visible text is hidden from them; the polite status says the latest.
 */
export function LiveCount({ text, className, as: Tag = 'p' }: { text: string; className: string; as?: 'p' | 'span' }) {
  const said = useThrottledValue(text, LIVE_COUNT_ANNOUNCE_MS);
  return (
    <>
      <Tag className={className} aria-hidden="true">
        {text}
      </Tag>
      <span className="visually-hidden" role="status">
        {said}
      </span>
    </>
  );
}
