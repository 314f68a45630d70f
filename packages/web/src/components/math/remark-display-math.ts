import type { Root } from 'mdast';
import type { InlineMath } from 'mdast-util-math';
import { visit } from 'unist-util-visit';

/**
 * `$$…$$` inside a line is display maths (as in LaTeX and Pandoc), but remark-math reads it as
 * inline maths with a double delimiter. Such nodes are marked `math-display`, the class
 * rehype-katex renders in display mode; `$$` on lines of their own is display already.
 */
export function remarkDisplayMath() {
  return (tree: Root, file: { value: unknown }) => {
    const source = String(file.value);
    visit(tree, 'inlineMath', (node: InlineMath) => {
      const start = node.position?.start.offset;
      if (start === undefined || source.slice(start, start + 2) !== '$$') return;
      node.data = { ...node.data, hProperties: { className: ['language-math', 'math-display'] } };
    });
  };
}
