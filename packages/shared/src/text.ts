import * as z from 'zod';

/**
 * Text typed by people. Trimmed; refused when empty, too long (naming the field),
 * or carrying control or invisible characters that could hide or spoof a name.
 */
// C0/C1 controls except tab and newlines, the zero-width space, word joiners, BOM and bidi
// overrides. Zero-width (non-)joiners (U+200C, U+200D) stay: compound emoji and Persian or
// Arabic text need them.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;
const LINE_BREAKS = /[\r\n\t]/;

export function hasForbiddenChars(value: string): boolean {
  return FORBIDDEN_CHARS.test(value);
}

interface TextOptions {
  /** Whether line breaks and tabs are allowed (multi-line fields). */
  multiline?: boolean;
  /** Message when the trimmed text is empty. */
  requiredMessage?: string;
}

/** A required single- or multi-line text field, `label` is the French field name. */
export function text(label: string, max: number, options: TextOptions = {}) {
  return z
    .string({ error: `${label} : une chaîne de caractères est attendue` })
    .trim()
    .min(1, { error: options.requiredMessage ?? `${label} est obligatoire` })
    .max(max, { error: `${label} : ${max} caractères au maximum` })
    .refine((v) => !hasForbiddenChars(v), {
      error: `${label} contient des caractères non autorisés`,
    })
    .refine((v) => options.multiline === true || !LINE_BREAKS.test(v), {
      error: `${label} doit tenir sur une ligne`,
    });
}

/** An optional multi-line text: empty is allowed and kept as ''. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} : une chaîne de caractères est attendue` })
    .max(max, { error: `${label} : ${max} caractères au maximum` })
    .refine((v) => !hasForbiddenChars(v), {
      error: `${label} contient des caractères non autorisés`,
    });
}
