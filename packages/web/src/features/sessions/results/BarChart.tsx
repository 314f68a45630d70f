import { optionMark } from '@ciar/shared/option-marks';
import type { ReactNode } from 'react';
import { OptionMark } from '../../../components/OptionMark';
import { formatNumber, formatPercent } from '../../../lib/format';

export type BarTone = 'neutral' | 'correct' | 'muted' | 'excellent' | 'good' | 'average' | 'poor';

export interface Bar {
  key: string;
  label: ReactNode;
  count: number;
  /** Share of the whole, 0–100: the bar's length. */
  percent: number;
  tone?: BarTone;
  /** A choice option's position: its colour and shape beside the label, its colour on the bar (decision 191). */
  mark?: number;
}

/**
 * A horizontal bar chart: the labels and figures are text (they wrap and stay readable on a
 * phone and on paper), the bars are SVG. A plain list, so screen readers read every figure.
 */
export function BarChart({ label, bars }: { label: string; bars: Bar[] }) {
  return (
    <ul className="bar-chart" aria-label={label}>
      {bars.map((bar) => (
        <li key={bar.key} className={`bar-chart-row bar-${bar.tone ?? 'neutral'}`}>
          <span className="bar-chart-label">
            {bar.mark !== undefined && <OptionMark index={bar.mark} />}
            {bar.label}
          </span>
          <svg className="bar-chart-track" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
            <rect className="bar-chart-background" x="0" y="0" width="100" height="10" rx="2" />
            <rect
              className="bar-chart-bar"
              x="0"
              y="0"
              width={Math.min(100, Math.max(0, bar.percent))}
              height="10"
              rx="2"
              // The correct answer keeps the green of its tone; other options take their own colour.
              style={bar.mark !== undefined && bar.tone !== 'correct' ? { fill: optionMark(bar.mark).colour } : undefined}
            />
          </svg>
          <span className="bar-chart-value">
            {formatNumber(bar.count)} ({formatPercent(bar.percent)})
          </span>
        </li>
      ))}
    </ul>
  );
}
