import { frenchSpacing } from '@ciar/shared/french-spacing';
import { containsMath } from '@ciar/shared/math';
import { Fragment, lazy, Suspense } from 'react';
import { isPlainText, plainParagraphs } from './plain-text';
import './markdown.css';

// The Markdown parser is the heaviest piece of a question page: it loads on first use so
// that screens without Markdown stay small, and the plain text shows meanwhile. KaTeX is
// heavier still and loads only for a text that holds maths (decision 170).
const MarkdownRenderer = lazy(() => import('./MarkdownRenderer').then((m) => ({ default: m.MarkdownRenderer })));
const MathRenderer = lazy(() => import('./math/MathRenderer').then((m) => ({ default: m.MathRenderer })));

interface Props {
  children: string;
  className?: string;
}

/**
 * Teacher-written Markdown, rendered safely (see MarkdownRenderer), with `$…$` and `$$…$$`
 * maths typeset by KaTeX. Every screen that shows a question's text uses this component.
 */
export function Markdown({ children, className }: Props) {
  const classes = className ? `markdown ${className}` : 'markdown';
  const math = containsMath(children, { markdown: true });
  if (!math && isPlainText(children)) {
    // What the renderer would make of it (paragraphs, line breaks), without loading it.
    return (
      <div className={classes}>
        {plainParagraphs(children).map((lines, p) => (
          <p key={p}>
            {lines.map((line, l) => (
              <Fragment key={l}>
                {l > 0 && <br />}
                {frenchSpacing(line)}
              </Fragment>
            ))}
          </p>
        ))}
      </div>
    );
  }
  return (
    <div className={classes}>
      <Suspense fallback={<p className="markdown-plain">{frenchSpacing(children)}</p>}>
        {math ? <MathRenderer>{children}</MathRenderer> : <MarkdownRenderer>{children}</MarkdownRenderer>}
      </Suspense>
    </div>
  );
}

/**
 * A line of plain text that may hold maths: an option, a bar's label, a print line. Without
 * maths it is the text itself, with nothing loaded; with maths, the formulas are typeset and
 * the rest stays plain text (no other Markdown).
 */
export function MathText({ children }: { children: string }) {
  if (!containsMath(children)) return <>{frenchSpacing(children)}</>;
  return (
    <Suspense fallback={frenchSpacing(children)}>
      <span className="math-text">
        <MathRenderer inline>{children}</MathRenderer>
      </span>
    </Suspense>
  );
}
