/**
 * The one rule every evaluation result must meet, whichever provider gave it: an integer
 * score from 0 to 100 and a short, non-empty French feedback. A result that does not fit is
 * refused rather than repaired: a model that answers 250 has not understood the task.
 */
import * as z from 'zod';
import type { Evaluation } from './evaluator';

export const FEEDBACK_MAX_LENGTH = 500;

const evaluationSchema = z.object({
  score: z.int().min(0).max(100),
  feedback: z.string().trim().min(1).max(FEEDBACK_MAX_LENGTH),
  confidence: z.number().min(0).max(1).optional(),
  needsReview: z.boolean().optional(),
});

export function parseEvaluation(value: unknown): Evaluation | null {
  const result = evaluationSchema.safeParse(value);
  if (!result.success) return null;
  const { score, feedback, confidence, needsReview } = result.data;
  return { score, feedback, ...(confidence === undefined ? {} : { confidence }), ...(needsReview === undefined ? {} : { needsReview }) };
}
