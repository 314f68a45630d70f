import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Histogram } from './Histogram';

describe('Histogram', () => {
  it('labels each bar with its count and percentage for screen readers, and names the highlighted one', () => {
    render(
      <Histogram
        title="Capitale de la France"
        total={3}
        bars={[
          { key: '0', label: 'Lyon', count: 1 },
          { key: '1', label: 'Paris', count: 2, highlight: true },
          { key: '2', label: 'Marseille', count: 0 },
        ]}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Capitale de la France' });
    const rows = within(figure).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Lyon :1 réponse, (33,3\u00a0%)',
      'Paris (bonne réponse) :2 réponses, (66,7\u00a0%)',
      'Marseille :0 réponse, (0\u00a0%)',
    ]);
    const fills = figure.querySelectorAll<HTMLElement>('.histogram-fill');
    expect([...fills].map((fill) => fill.style.width)).toEqual(['33.3%', '66.7%', '0%']);
  });

  it('shows 0 % everywhere before the first answer', () => {
    render(<Histogram title="Note" total={0} bars={[{ key: '1', label: '1', count: 0 }]} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('0 réponse, (0 %)');
  });
});
