/**
 * A question's picture in the JSON question file (decision 172): exported as a data
 * URL with its alt text, `"image": { "src": "data:image/png;base64,…", "alt": "…" }`, so that a
 * file imports back with its pictures. On import the bytes decide, as for an upload: the
 * declared type counts for nothing, and the same limits apply.
 */
import type { SniffedImage } from '@ciar/shared/image-sniff';
import { checkImageAlt } from '@ciar/shared/question-image';
import { isAppError } from './app-error';
import { checkImageBytes } from './question-images';

export interface FileImage {
  src: string;
  alt: string;
}

/** A picture read from a file, checked, not stored yet. */
export interface ImportedImage extends SniffedImage {
  bytes: Uint8Array;
  alt: string;
}

export function imageDataUrl(contentType: string, bytes: Uint8Array): string {
  return `data:${contentType};base64,${Buffer.from(bytes).toString('base64')}`;
}

const DATA_URL = /^data:[^,;]*(?:;[^,;]*)*;base64,([A-Za-z0-9+/]*={0,2})$/;

/**
 * The entry's picture: none (no `image`, or the `{ url, … }` a list copied from the API carries,
 * which names stored bytes rather than holding them), a checked picture, or the French reason
 * it is refused.
 */
export function readFileImage(value: unknown): { image?: ImportedImage; error?: string } {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) return { error: "l'image doit être un objet { src, alt }" };
  const { src, alt } = value as { src?: unknown; alt?: unknown };
  if (src === undefined) return {};
  const match = typeof src === 'string' ? DATA_URL.exec(src) : null;
  if (!match) return { error: "l'image doit être une data URL en base64 (data:image/png;base64,…)" };
  const checkedAlt = checkImageAlt(alt);
  if ('error' in checkedAlt) return { error: checkedAlt.error };
  const bytes = new Uint8Array(Buffer.from(match[1]!, 'base64'));
  try {
    return { image: { ...checkImageBytes(bytes), bytes, alt: checkedAlt.alt } };
  } catch (error) {
    if (isAppError(error)) return { error: error.message };
    throw error;
  }
}
