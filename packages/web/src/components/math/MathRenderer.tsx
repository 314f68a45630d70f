import 'katex/dist/katex.min.css';
import './math.css';
import { markdownForMath, splitMath } from '@ciar/shared/math';
import ReactMarkdown, { type Components, type Options } from 'react-markdown';
import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';
import { components, remarkPlugins, urlTransform } from '../MarkdownRenderer';
import { rehypeMathErrors } from './rehype-math-errors';
import { remarkDisplayMath } from './remark-display-math';

/*
 * The maths chunk (decision 170): KaTeX, its CSS and fonts, loaded only by a text that holds
 * maths. Everything else about Markdown is MarkdownRenderer's (same plugins, same URL rules).
 */

const mathRemarkPlugins = [...remarkPlugins, remarkMath, remarkDisplayMath];
// MathML next to the visual HTML, so that screen readers read the formula.
const rehypePlugins: Options['rehypePlugins'] = [[rehypeKatex, { output: 'htmlAndMathml' }], rehypeMathErrors];

/** In a line of plain text (an option, a bar's label) paragraphs would break the line. */
const inlineComponents: Components = { ...components, p: ({ children }) => <>{children}</> };

/** Markdown punctuation that plain text must not trigger. */
const MARKDOWN_PUNCTUATION = /[!-/:-@[-`{-~]/g;

/** Plain text with maths as Markdown that shows the text as written and the maths typeset. */
function plainTextAsMarkdown(text: string): string {
  return splitMath(text)
    .map((segment) =>
      segment.kind === 'math'
        ? segment.display
          ? `$$${segment.value}$$`
          : `$${segment.value}$`
        : // Indentation after a line break would make a code block (texts are trimmed).
          segment.value.replace(MARKDOWN_PUNCTUATION, '\\$&').replace(/\n[ \t]+/g, '\n'),
    )
    .join('');
}

interface Props {
  children: string;
  /** Plain text with maths (options, labels): no other Markdown, rendered inside a line. */
  inline?: boolean;
}

export function MathRenderer({ children, inline = false }: Props) {
  return (
    <ReactMarkdown
      remarkPlugins={mathRemarkPlugins}
      rehypePlugins={rehypePlugins}
      urlTransform={urlTransform}
      components={inline ? inlineComponents : components}
    >
      {inline ? plainTextAsMarkdown(children) : markdownForMath(children)}
    </ReactMarkdown>
  );
}
