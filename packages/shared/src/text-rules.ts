/**
 * What typed text may be (names, titles, answers): one rule, with no dependency, so that the
 * lightest pages can check a name exactly as the server's schemas do (text.ts wraps it in zod).
 */

// C0/C1 controls except tab and newlines, the zero-width space, word joiners, BOM and bidi
// overrides. Zero-width (non-)joiners (U+200C, U+200D) stay: compound emoji and Persian or
// Arabic text need them.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;
const LINE_BREAKS = /[\r\n\t]/;
// A character that shows: not a space, not a format character (joiners, soft hyphen, bidi
// marks), not a combining mark on its own, and not one of the blank letters and fillers that
// render as nothing (Hangul fillers, the braille blank). A name of only those would be an
// invisible participant on the teacher's screen.
const VISIBLE = /[^\s\p{Cf}\p{Mn}\p{Me}\u115F\u1160\u3164\uFFA0\u2800]/u;

export function hasForbiddenChars(value: string): boolean {
  return FORBIDDEN_CHARS.test(value);
}

export interface TextRule {
  /** The French field name, as it starts a sentence: 'Le nom', 'Le titre'. */
  label: string;
  max: number;
  /** Whether line breaks and tabs are allowed (multi-line fields). */
  multiline?: boolean;
  /** Message when the trimmed text is empty. */
  requiredMessage?: string;
}

/** The first problem with an already trimmed text, in French, or null when it is fine. */
export function textProblem(value: string, rule: TextRule): string | null {
  if (!VISIBLE.test(value)) return rule.requiredMessage ?? `${rule.label} est obligatoire`;
  if (value.length > rule.max) return `${rule.label} : ${rule.max} caractères au maximum`;
  if (hasForbiddenChars(value)) return `${rule.label} contient des caractères non autorisés`;
  if (rule.multiline !== true && LINE_BREAKS.test(value)) return `${rule.label} doit tenir sur une ligne`;
  return null;
}
