/**
 * A picture per question (decision 171): its limits, the French messages that
 * refuse one, and the URL it is served from, which holds the SHA-256 of its bytes.
 */

/** The largest picture accepted, in bytes (2 MB). */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** The longest alt text, in characters. */
export const IMAGE_ALT_MAX_LENGTH = 250;

/** What a question's picture is, as every screen gets it. */
export interface QuestionImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

export const IMAGE_MESSAGES = {
  missingAlt: "Décrivez l'image pour les élèves qui ne la voient pas",
  altTooLong: `La description de l'image ne doit pas dépasser ${IMAGE_ALT_MAX_LENGTH} caractères`,
  missingFile: 'Choisissez une image (PNG, JPEG, WebP ou GIF).',
  unsupportedType: "Format d'image non accepté : choisissez une image PNG, JPEG, WebP ou GIF (le SVG n'est pas accepté).",
  tooLarge: "Image trop volumineuse : 2 Mo au maximum.",
} as const;

const HASH = /^[0-9a-f]{64}$/;

export function isImageHash(value: string): boolean {
  return HASH.test(value);
}

/** Where a picture is served from: the same bytes always have the same address. */
export function imageUrl(hash: string): string {
  return `/api/images/${hash}`;
}

/** The hash an image URL of this app names, or null for any other URL. */
export function imageHashFromUrl(url: string): string | null {
  const match = /^\/api\/images\/([0-9a-f]{64})$/.exec(url);
  return match ? match[1]! : null;
}

/** The alt text as stored (trimmed), or the French reason it is refused. */
export function checkImageAlt(alt: unknown): { alt: string } | { error: string } {
  const text = typeof alt === 'string' ? alt.trim() : '';
  if (text === '') return { error: IMAGE_MESSAGES.missingAlt };
  if ([...text].length > IMAGE_ALT_MAX_LENGTH) return { error: IMAGE_MESSAGES.altTooLong };
  return { alt: text };
}
