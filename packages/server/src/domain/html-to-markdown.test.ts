import { describe, expect, it } from 'vitest';
import { htmlToMarkdown } from './html-to-markdown';

describe('htmlToMarkdown', () => {
  it('keeps emphasis, line breaks, list items and web links as Markdown', () => {
    expect(htmlToMarkdown('<p>Un <strong>mot</strong> et <em>un autre</em><br>suite</p><ul><li>a</li><li>b</li></ul>')).toBe(
      'Un **mot** et *un autre*\nsuite\n\n- a\n- b',
    );
    expect(htmlToMarkdown('<a href="https://ex.fr/a b">lien</a> <a href=\'mailto:x@ex.fr\'>écrire</a>')).toBe(
      '[lien](https://ex.fr/a%20b) [écrire](mailto:x@ex.fr)',
    );
  });

  it('stores no raw HTML: other tags, scripts and unsafe links are dropped, entities decoded, « < » kept as text', () => {
    expect(htmlToMarkdown('<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">clic</a>')).toBe('clic');
    expect(htmlToMarkdown('a &amp; b &lt;i&gt; &#233;t&#xE9;&nbsp;!')).toBe('a & b &lt;i> été !');
  });
});
