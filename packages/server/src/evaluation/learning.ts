/**
 * The teacher's corrections teach the evaluator for that question (decision 153).
 * When the teacher grades answers higher than the evaluator scored them, each such answer's
 * words that met nothing of the model answer join the question's « Idées et mots acceptés »
 * (the field of the question form, so the teacher sees and can remove them); the caller then
 * has the question's other answers scored again.
 */
import { isAutoSubmitted } from '@ciar/shared/answer';
import { withAcceptedIdea } from '@ciar/shared/accepted-ideas';
import { eq } from 'drizzle-orm';
import type { Db } from '../storage/db';
import { questions } from '../storage/schema';
import { evaluationInput } from './evaluation-service';
import { learnedIdea } from './french/learn';
import { normaliseAnswer } from './french/similarity';

/** Distinct answers one grade may teach from: a big group teaches through its main wordings. */
const MOST_ANSWERS = 5;

export interface GradedAnswer {
  answer: string;
  /** The evaluator's score when the teacher graded it. */
  concordanceScore: number | null;
  teacherScore: number | null;
}

/** Graded above the evaluator: what the evaluator missed is worth learning. */
export function gradedHigher({ answer, concordanceScore, teacherScore }: GradedAnswer): boolean {
  return teacherScore !== null && concordanceScore !== null && teacherScore > concordanceScore && !isAutoSubmitted(answer);
}

/**
 * Adds to the question's accepted ideas what these grades teach. Returns whether the accepted
 * ideas changed (then the other answers are worth scoring again).
 */
export async function learnFromGrades(db: Db, questionId: string, graded: readonly GradedAnswer[]): Promise<boolean> {
  const seen = new Set<string>();
  const teaching = graded.filter(gradedHigher).filter((item) => {
    const key = normaliseAnswer(item.answer);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (teaching.length === 0) return false;
  return db.transaction(async (tx) => {
    // Locked: two grades at once both add their line.
    const [question] = await tx.select().from(questions).where(eq(questions.id, questionId)).for('update');
    const proposition = question?.proposition?.trim() ?? '';
    if (!question || question.type !== 'open_ended' || proposition === '') return false;
    let accepted = question.acceptedIdeas;
    for (const { answer } of teaching.slice(0, MOST_ANSWERS)) {
      const line = learnedIdea(evaluationInput({ ...question, acceptedIdeas: accepted }, proposition, answer));
      const next = line === null ? null : withAcceptedIdea(accepted, line);
      if (next !== null) accepted = next;
    }
    if (accepted === question.acceptedIdeas) return false;
    await tx.update(questions).set({ acceptedIdeas: accepted }).where(eq(questions.id, question.id));
    return true;
  });
}
