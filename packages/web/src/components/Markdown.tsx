import { lazy, Suspense } from 'react';
import './markdown.css';

// The Markdown parser is the heaviest piece of a question page: it loads on first use so
// that screens without Markdown stay small, and the plain text shows meanwhile.
const MarkdownRenderer = lazy(() => import('./MarkdownRenderer').then((m) => ({ default: m.MarkdownRenderer })));

interface Props {
  children: string;
  className?: string;
}

/** Teacher-written Markdown, rendered safely (see MarkdownRenderer). */
export function Markdown({ children, className }: Props) {
  const classes = className ? `markdown ${className}` : 'markdown';
  return (
    <div className={classes}>
      <Suspense fallback={<p className="markdown-plain">{children}</p>}>
        <MarkdownRenderer>{children}</MarkdownRenderer>
      </Suspense>
    </div>
  );
}
