import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

export const INVALID_FORMULA = 'Formule LaTeX invalide';

/**
 * A formula KaTeX cannot read stays on screen as its source (never a blank, never a crash),
 * marked discreetly: a dotted underline, a tooltip giving the reason, and words for screen
 * readers. rehype-katex leaves such formulas as `<span class="katex-error">`.
 */
export function rehypeMathErrors() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const classes = node.properties.className;
      if (!Array.isArray(classes) || !classes.includes('katex-error')) return;
      const reason = typeof node.properties.title === 'string' ? node.properties.title.replace(/^ParseError: KaTeX parse error: /, '') : '';
      node.properties = { className: ['katex-error'], title: reason ? `${INVALID_FORMULA} : ${reason}` : INVALID_FORMULA };
      node.children.push({
        type: 'element',
        tagName: 'span',
        properties: { className: ['visually-hidden'] },
        children: [{ type: 'text', value: ` (${INVALID_FORMULA.toLowerCase()})` }],
      });
    });
  };
}
