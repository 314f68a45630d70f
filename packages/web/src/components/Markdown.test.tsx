import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Markdown, MathText } from './Markdown';
import { MarkdownRenderer } from './MarkdownRenderer';
import { safeImageUrl, safeLinkUrl } from './markdown-urls';

/** The first render imports the renderer's chunk, which takes more than a second on a busy machine. */
const LOADING = { timeout: 10_000 };

async function renderMarkdown(source: string) {
  const { container } = render(<Markdown>{source}</Markdown>);
  // The renderer is loaded lazily; the plain-text fallback has no <strong>.
  await screen.findByText('prêt', {}, LOADING);
  return container;
}

describe('Markdown', () => {
  it('shows plain sentences at once, exactly as the renderer would, without loading it', () => {
    for (const text of ['Quelle est la capitale de la France ?', 'Une ligne\nune autre\n\n  Un paragraphe. ', 'Ce livre coûte 12 $ et l’autre 15 $.']) {
      const fast = render(<Markdown>{text}</Markdown>).container.querySelector('.markdown')!;
      // Synchronous: no fallback, no Suspense, the final paragraphs already.
      expect(fast.querySelector('.markdown-plain')).toBeNull();
      const rendered = render(<MarkdownRenderer>{text}</MarkdownRenderer>).container;
      expect(fast.innerHTML.replace(/\n/g, ''), text).toBe(rendered.innerHTML.replace(/\n/g, ''));
    }
  });

  it('shows the plain text while the renderer loads', async () => {
    // A fresh copy of the component, whose renderer has not been asked for yet: test files share
    // their worker's modules, and once loaded the renderer no longer needs the fallback.
    vi.resetModules();
    const { Markdown: FreshMarkdown } = await import('./Markdown');
    render(<FreshMarkdown>{'**texte**'}</FreshMarkdown>);
    expect(screen.getByText('**texte**')).toBeInTheDocument();
    expect(await screen.findByText('texte', {}, LOADING)).toContainHTML('texte');
  });

  it('keeps French punctuation with the word before it, in plain sentences, options and Markdown, never in code', async () => {
    expect(render(<Markdown>{'Quelle est la capitale de la France ?'}</Markdown>).container.textContent).toBe(
      'Quelle est la capitale de la France\u00a0?',
    );
    expect(render(<MathText>{'Vrai ou faux ?'}</MathText>).container.textContent).toBe('Vrai ou faux\u00a0?');
    const container = await renderMarkdown('**prêt** ? « Oui » : `a : b`\n\n```\nx ; y\n```');
    expect(container.querySelector('p')!.textContent).toBe('prêt\u00a0? «\u00a0Oui\u00a0»\u00a0: a : b');
    expect(container.querySelector('pre')!.textContent).toBe('x ; y\n');
  });

  it('renders GitHub-flavoured Markdown and keeps single line breaks', async () => {
    const container = await renderMarkdown('**prêt**\nligne deux\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n~~barré~~');
    expect(container.querySelector('strong')).toHaveTextContent('prêt');
    expect(container.querySelector('br')).not.toBeNull();
    expect(container.querySelector('table')).not.toBeNull();
    expect(container.querySelector('del')).toHaveTextContent('barré');
  });

  it('renders task lists as disabled checkboxes', async () => {
    const container = await renderMarkdown('**prêt**\n\n- [x] fait\n- [ ] à faire');
    const boxes = [...container.querySelectorAll<HTMLInputElement>('li input[type="checkbox"]')];
    expect(boxes.map((box) => box.checked)).toEqual([true, false]);
    expect(boxes.every((box) => box.disabled)).toBe(true);
    expect(container.querySelector('li')).toHaveTextContent('fait');
  });

  it('turns written links and bare addresses into safe links', async () => {
    const container = await renderMarkdown(
      '**prêt** [le cours](https://exemple.fr/cours), voir https://exemple.fr/page?x=1. ou www.exemple.fr et prof@ecole.fr (https://exemple.fr/parenthese)',
    );
    const links = [...container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['le cours', 'https://exemple.fr/cours'],
      ['https://exemple.fr/page?x=1', 'https://exemple.fr/page?x=1'],
      ['www.exemple.fr', 'http://www.exemple.fr/'],
      ['prof@ecole.fr', 'mailto:prof@ecole.fr'],
      ['https://exemple.fr/parenthese', 'https://exemple.fr/parenthese'],
    ]);
  });

  it('never renders raw HTML: scripts and event handlers stay text', async () => {
    const container = await renderMarkdown(
      '**prêt**\n\n<script>window.hacked = true</script>\n\n<img src="x" onerror="window.hacked = true">\n\n<a href="https://x.fr" onclick="evil()">lien</a>',
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector('[onerror], [onclick]')).toBeNull();
    expect(container).toHaveTextContent('<script>window.hacked = true</script>');
  });

  it('drops javascript: and data: links but keeps https and mailto ones, opened safely', async () => {
    const container = await renderMarkdown(
      '**prêt** [piège](javascript:alert(1)) [piège2](JaVaScRiPt:alert(1)) [données](data:text/html,<b>x</b>) [relatif](/teacher) [site](https://exemple.fr/page) [écrire](mailto:prof@ecole.fr)',
    );
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://exemple.fr/page', 'mailto:prof@ecole.fr']);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(container).toHaveTextContent('piège');
  });

  it('shows https and same-site images only, other images become their alt text', async () => {
    const container = await renderMarkdown(
      '**prêt** ![carte](https://exemple.fr/carte.png) ![logo](/favicon.svg) ![http](http://exemple.fr/x.png) ![pixel](data:image/png;base64,AAAA) ![js](javascript:alert(1))',
    );
    const sources = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual(['https://exemple.fr/carte.png', `${window.location.origin}/favicon.svg`]);
    expect(container).toHaveTextContent('http');
    expect(container).toHaveTextContent('pixel');
  });
});

describe('safe Markdown addresses', () => {
  it('refuses scripts hidden by spaces, tabs or case', () => {
    expect(safeLinkUrl(' java\tscript:alert(1)')).toBeNull();
    expect(safeLinkUrl('vbscript:x')).toBeNull();
    expect(safeLinkUrl('HTTPS://Exemple.fr')).toBe('https://exemple.fr/');
    expect(safeImageUrl('//ailleurs.fr/x.png', 'http://localhost:3000')).toBeNull();
    expect(safeImageUrl('img/x.png', 'http://localhost:3000')).toBe('http://localhost:3000/img/x.png');
  });
});
