import { optionMark } from '@ciar/shared/option-marks';
import { percent } from '@ciar/shared/percent';
import { useId } from 'react';
import { formatPercent } from '../lib/format';
import './histogram.css';
import { MathText } from './Markdown';
import { OptionMark } from './OptionMark';

export interface HistogramBar {
  key: string;
  label: string;
  count: number;
  /** Marks the bar (the correct answer), shown in colour and said in words. */
  highlight?: boolean;
  /** The option's position: its colour and shape beside the label (decision 191). */
  mark?: number;
}

interface Props {
  title: string;
  bars: HistogramBar[];
  /** What the percentages are of: all the question's responses. */
  total: number;
  /** Words read after the highlighted bar's label. */
  highlightLabel?: string;
}

/**
 * Counts as horizontal bars with their number and percentage. Screen readers get a list of
 * "label: n réponses, p %"; the bars themselves are decoration.
 */
export function Histogram({ title, bars, total, highlightLabel = 'bonne réponse' }: Props) {
  const titleId = useId();
  return (
    <figure className="histogram" aria-labelledby={titleId}>
      <figcaption id={titleId} className="histogram-title">
        {title}
      </figcaption>
      <ul className="histogram-bars">
        {bars.map((bar) => {
          const share = percent(bar.count, total);
          return (
            <li key={bar.key} className={bar.highlight ? 'histogram-row is-highlight' : 'histogram-row'}>
              <span className="histogram-label">
                {bar.mark !== undefined && <OptionMark index={bar.mark} />}
                <MathText>{bar.label}</MathText>
                {bar.highlight && <span className="visually-hidden"> ({highlightLabel})</span>}
                <span className="visually-hidden"> :</span>
              </span>
              <span className="histogram-track" aria-hidden="true">
                <span
                  className="histogram-fill"
                  style={{ width: `${share}%`, ...(bar.mark !== undefined && !bar.highlight ? { background: optionMark(bar.mark).colour } : {}) }}
                />
              </span>
              <span className="histogram-value">
                {bar.count}
                <span className="visually-hidden"> réponse{bar.count > 1 ? 's' : ''},</span> ({formatPercent(share)})
              </span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
