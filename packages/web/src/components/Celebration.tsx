import { OptionMark } from './OptionMark';
import './celebration.css';

const PIECES = 8;

/**
 * A short burst of the answer shapes for a right answer or a finished quiz (decision 191). Pure
 * decoration beside the words that say it; with prefers-reduced-motion the shapes stay still.
 */
export function Celebration() {
  return (
    <div className="celebration" aria-hidden="true" data-testid="celebration">
      {Array.from({ length: PIECES }, (_, i) => (
        <OptionMark key={i} index={i} className={`celebration-piece celebration-piece-${i}`} />
      ))}
    </div>
  );
}
