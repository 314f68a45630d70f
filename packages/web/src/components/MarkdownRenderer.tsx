import ReactMarkdown, { type Components, type UrlTransform } from 'react-markdown';
import remarkBreaks from 'remark-breaks';
import { safeImageUrl, safeLinkUrl } from './markdown-urls';
import { remarkFrenchSpacing } from './remark-french-spacing';
import { remarkGfmSafe } from './remark-gfm-safe';

export const remarkPlugins = [remarkGfmSafe, remarkBreaks, remarkFrenchSpacing];

// Every URL attribute goes through here; an address we refuse becomes '' and the
// components below then render the text without a link or image.
export const urlTransform: UrlTransform = (url, key) => {
  if (key === 'href') return safeLinkUrl(url) ?? '';
  if (key === 'src') return safeImageUrl(url) ?? '';
  return '';
};

export const components: Components = {
  a: ({ href, children }) =>
    href ? (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  img: ({ src, alt }) => (src ? <img src={src} alt={alt ?? ''} loading="lazy" /> : alt ? <span>{alt}</span> : null),
};

/**
 * Markdown with GitHub-flavoured extensions and single line breaks kept. Raw HTML is never
 * rendered: react-markdown shows it as plain text unless rehype-raw is added, which we don't.
 */
export function MarkdownRenderer({ children }: { children: string }) {
  return (
    <ReactMarkdown remarkPlugins={remarkPlugins} urlTransform={urlTransform} components={components}>
      {children}
    </ReactMarkdown>
  );
}
