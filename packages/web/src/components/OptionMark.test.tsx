import { optionMark } from '@ciar/shared/option-marks';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnswerInput } from './AnswerInput';
import { Histogram } from './Histogram';

const shapes = (root: ParentNode) => Array.from(root.querySelectorAll('svg.option-mark')).map((svg) => svg.getAttribute('data-shape'));

describe('option marks on the phones and the projector (decision 191)', () => {
  it('gives the phone’s options and the projector’s bars the same shape and colour, hidden from screen readers', () => {
    const options = ['Lyon', 'Paris', 'Marseille'].map((text, i) => ({ id: String(i), text, explication: '' }));
    const phone = render(<AnswerInput questionId="q1" kind={{ kind: 'choice', options }} value="" onChange={() => {}} disabled={false} />);
    const projector = render(
      <Histogram title="Répartition" total={3} bars={options.map((o, i) => ({ key: o.id, label: o.text, count: 1, mark: i }))} />,
    );
    const expected = [0, 1, 2].map((i) => optionMark(i).shape);
    expect(shapes(phone.container)).toEqual(expected);
    expect(shapes(projector.container)).toEqual(expected);
    for (const svg of document.querySelectorAll('svg.option-mark')) expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(phone.container.querySelector('svg.option-mark path')).toHaveAttribute('fill', optionMark(0).colour);
    // The option's name is its text alone.
    expect(screen.getByRole('radio', { name: 'Paris' })).toBeInTheDocument();
  });
});
