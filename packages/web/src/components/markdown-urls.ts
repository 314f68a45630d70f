/**
 * Which addresses Markdown may point to. Teachers write the Markdown, students read it: a
 * link or image must not run script, embed data or leave the expected protocols.
 */

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** Links: absolute http, https or mailto addresses only. */
export function safeLinkUrl(raw: string): string | null {
  try {
    const url = new URL(raw.trim());
    return LINK_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** Images: https anywhere, or anything from this site (relative paths included). */
export function safeImageUrl(raw: string, origin: string = window.location.origin): string | null {
  try {
    const url = new URL(raw.trim(), origin);
    return url.protocol === 'https:' || url.origin === origin ? url.href : null;
  } catch {
    return null;
  }
}
