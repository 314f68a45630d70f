/**
 * Text typed by people, as zod schemas: trimmed, then checked by the one rule of
 * text-rules.ts (not empty, not too long — naming the field —, no control or invisible
 * characters that could hide or spoof a name).
 */
import * as z from 'zod';
import { hasForbiddenChars, textProblem, type TextRule } from './text-rules';

/** A required single- or multi-line text field, `label` is the French field name. */
export function text(label: string, max: number, options: Omit<TextRule, 'label' | 'max'> = {}) {
  return z
    .string({ error: `${label} : une chaîne de caractères est attendue` })
    .trim()
    .superRefine((value, ctx) => {
      const problem = textProblem(value, { label, max, ...options });
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
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
