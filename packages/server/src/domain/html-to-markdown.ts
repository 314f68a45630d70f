/**
 * Moodle's `[html]` texts as safe Markdown (decision 140): emphasis, line breaks, lists and links
 * survive; every other tag is dropped, so no raw HTML is ever stored. Small on purpose: GIFT
 * texts are short, and a DOM library would be a large dependency for a few tags.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return ENTITIES[name.toLowerCase()] ?? match;
  });
}

/** Only links a student can follow safely: web and mail addresses, never `javascript:`. */
function safeHref(href: string): string | null {
  const value = decodeEntities(href).trim();
  return /^(https?:\/\/|mailto:)/i.test(value) ? value.replace(/[()\s]/g, encodeURIComponent) : null;
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[2] ?? match[3] ?? match[4] ?? '') : null;
}

export function htmlToMarkdown(html: string): string {
  const links: string[] = [];
  // A private-use character marks where each link goes; any already in the text is dropped.
  let text = html
    .replace(/\uE000/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/\r\n?|\n/g, ' ')
    // A link keeps its text and, when safe, its address; the placeholder survives the tag stripping.
    .replace(/<a\b([^>]*)>([\s\S]*?)<\/a\s*>/gi, (_m, attrs: string, inner: string) => {
      const href = attribute(attrs, 'href');
      const label = inner.replace(/<[^>]*>/g, '').trim();
      const safe = href === null ? null : safeHref(href);
      if (safe === null) return label;
      links.push(`[${label || safe}](${safe})`);
      return `\uE000${links.length - 1}\uE000`;
    })
    .replace(/<(strong|b)\b[^>]*>([\s\S]*?)<\/\1\s*>/gi, '**$2**')
    .replace(/<(em|i)\b[^>]*>([\s\S]*?)<\/\1\s*>/gi, '*$2*')
    .replace(/<(code)\b[^>]*>([\s\S]*?)<\/\1\s*>/gi, '`$2`')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<\/(p|div|h[1-6]|ul|ol|blockquote)\s*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '');
  text = decodeEntities(text)
    // Characters that would read as HTML once decoded are kept as text, never as tags.
    .replace(/</g, '&lt;')
    .replace(/\uE000(\d+)\uE000/g, (_m, index: string) => links[Number(index)] ?? '');
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
