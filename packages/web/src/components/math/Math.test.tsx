import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnswerInput } from '../AnswerInput';
import { Histogram } from '../Histogram';
import { Markdown, MathText } from '../Markdown';

/** Renders and waits until KaTeX has typeset (the maths chunk loads lazily). */
async function renderMaths(node: React.ReactNode, formulas: number) {
  const { container } = render(node);
  // The first test also waits for the chunk's import, longer than waitFor's default second.
  await waitFor(() => expect(container.querySelectorAll('.katex, .katex-error').length).toBe(formulas), { timeout: 10_000 });
  return container;
}

describe('maths in Markdown', () => {
  it('typesets inline and display maths with MathML for screen readers', async () => {
    const container = await renderMaths(<Markdown>{'Combien vaut $\\frac{1}{2} + \\frac{1}{3}$ ?\n\n$$\\sqrt{2}$$'}</Markdown>, 2);
    const [inline, display] = [...container.querySelectorAll('.katex')];
    expect(inline?.querySelector('math annotation')).toHaveTextContent('\\frac{1}{2} + \\frac{1}{3}');
    expect(inline?.querySelector('math mfrac')).not.toBeNull();
    expect(inline?.closest('.katex-display')).toBeNull();
    expect(display?.closest('.katex-display')).not.toBeNull();
    expect(display?.querySelector('math')?.getAttribute('display')).toBe('block');
    expect(container.textContent).not.toContain('$');
  });

  it('typesets $$ on lines of their own as display maths', async () => {
    const container = await renderMaths(<Markdown>{'Soit :\n\n$$\nx^2 + 1\n$$\n\nfin'}</Markdown>, 1);
    expect(container.querySelector('.katex-display')).not.toBeNull();
  });

  it('keeps money and escaped dollars as text next to maths', async () => {
    const container = await renderMaths(<Markdown>{"Ce livre coûte 12 $ et l'autre 15 $, le stylo \\$3 ; soit $x$ le total."}</Markdown>, 1);
    // French punctuation keeps its word (@ciar/shared/french-spacing).
    expect(container.textContent).toContain("Ce livre coûte 12 $ et l'autre 15 $, le stylo $3\u00a0; soit");
    expect(container.querySelector('.katex annotation')).toHaveTextContent(/^x$/);
  });

  it('renders money-only text without loading maths', async () => {
    const { container, findByText } = render(<Markdown>{"**prêt** : 12 $ et l'autre 15 $"}</Markdown>);
    await findByText('prêt');
    expect(container.textContent).toBe("prêt\u00a0: 12 $ et l'autre 15 $");
    expect(container.querySelector('.katex')).toBeNull();
  });

  it('shows invalid LaTeX as its source with a discreet error, and the rest of the text', async () => {
    const container = await renderMaths(<Markdown>{'Avant $\\frac{1}{$ après, et $y$'}</Markdown>, 2);
    const error = container.querySelector('.katex-error');
    expect(error).toHaveTextContent('\\frac{1}{');
    expect(error).toHaveTextContent('(formule latex invalide)');
    expect(error?.getAttribute('title')).toMatch(/^Formule LaTeX invalide : /);
    expect(error).not.toHaveAttribute('style');
    expect(container.textContent).toContain('Avant');
    expect(container.textContent).toContain('après');
    expect(container.querySelectorAll('.katex')).toHaveLength(1);
  });

  it('leaves code spans alone', async () => {
    const container = await renderMaths(<Markdown>{'Écrivez `$x$` pour obtenir $x$'}</Markdown>, 1);
    expect(container.querySelector('code:not(.katex code)')).toHaveTextContent('$x$');
  });
});

describe('maths in a line of plain text', () => {
  it('is the text itself when there are no maths', () => {
    const { container } = render(<MathText>{'**pas** du Markdown, 12 $'}</MathText>);
    expect(container.innerHTML).toBe('**pas** du Markdown, 12 $');
  });

  it('typesets the maths and keeps the rest as written, Markdown included', async () => {
    const container = await renderMaths(<MathText>{'*a* vaut $\\frac{1}{2}$ # 3 $'}</MathText>, 1);
    expect(container.querySelector('p, em, h1')).toBeNull();
    expect(container.textContent).toMatch(/^\*a\* vaut .+ # 3 \$$/);
    expect(container.querySelector('math')).not.toBeNull();
  });
});

describe('maths on every screen that shows a question', () => {
  it('typesets an option of the answer form', async () => {
    const container = await renderMaths(
      <AnswerInput
        questionId="q1"
        kind={{ kind: 'choice', options: [{ id: '0', text: '$\\frac{5}{6}$' }, { id: '1', text: '12 $' }] }}
        value=""
        onChange={() => {}}
        disabled={false}
      />,
      1,
    );
    // (jsdom cannot compute accessible names through KaTeX's markup: the labels are read directly.)
    const labels = [...container.querySelectorAll('label.answer-option')];
    expect(labels[0]?.querySelector('input[type="radio"]')).not.toBeNull();
    expect(labels[0]?.querySelector('math annotation')).toHaveTextContent('\\frac{5}{6}');
    expect(labels[1]).toHaveTextContent('12 $');
    expect(labels[1]?.querySelector('.katex')).toBeNull();
  });

  it('typesets the histogram labels of the live screen and the presenter view', async () => {
    const container = await renderMaths(
      <Histogram title="Répartition" total={3} bars={[{ key: '0', label: '$x^2$', count: 2, highlight: true }, { key: '1', label: 'Aucune', count: 1 }]} />,
      1,
    );
    expect(container.querySelector('.histogram-label math')).not.toBeNull();
  });
});
