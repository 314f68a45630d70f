import { frenchSpacing } from '@ciar/shared/french-spacing';
import type { Root, Text } from 'mdast';
import { visit } from 'unist-util-visit';

/**
 * French no-break spaces (@ciar/shared/french-spacing) in a teacher's Markdown: only in its
 * words, after parsing, so code and formulas keep every character as typed.
 */
export function remarkFrenchSpacing() {
  return (tree: Root) => {
    visit(tree, 'text', (node: Text) => {
      node.value = frenchSpacing(node.value);
    });
  };
}
