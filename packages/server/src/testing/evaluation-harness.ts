/**
 * For evaluation tests: a small deterministic evaluator the test steers (a provider
 * written for the test, not a stand-in for our code), and a class that answers over the
 * real REST API.
 */
import { STUDENT_TOKEN_HEADER } from '@ciar/shared/student';
import { eq } from 'drizzle-orm';
import type { Evaluation, EvaluationInput, Evaluator } from '../evaluation/evaluator';
import type { Db } from '../storage/db';
import { responses } from '../storage/schema';
import { teacherWithSession, type Student } from './live-harness';

export interface ScriptedEvaluator extends Evaluator {
  calls: EvaluationInput[];
  /** What the next calls do: a result, a thrown error, or a wait first. */
  behave: (input: EvaluationInput) => Evaluation | Promise<Evaluation>;
  /** Most calls seen running at once. */
  maxConcurrent: number;
}

export const TEST_EVALUATOR_NAME = 'Évaluateur de test';

/** Scores 80 by default; tests replace `behave`. */
export function scriptedEvaluator(): ScriptedEvaluator {
  let running = 0;
  const evaluator: ScriptedEvaluator = {
    name: TEST_EVALUATOR_NAME,
    calls: [],
    maxConcurrent: 0,
    behave: () => ({ score: 80, feedback: 'Bonne réponse, il manque un détail.' }),
    async evaluate(input) {
      evaluator.calls.push(input);
      running += 1;
      evaluator.maxConcurrent = Math.max(evaluator.maxConcurrent, running);
      try {
        return await evaluator.behave(input);
      } finally {
        running -= 1;
      }
    },
  };
  return evaluator;
}

export type { Student } from './live-harness';
export { joinByRest } from './live-harness';

/** A teacher with an active, autonomous session (students answer any question at their pace). */
export async function classWithQuestions(url: string, questions: unknown[]) {
  const created = await teacherWithSession(url, questions);
  const { client, session } = created;
  for (const [path, body] of [
    [`/api/sessions/${session.id}/status`, { status: 'active' }],
    [`/api/sessions/${session.id}/autonomous`, { isAutonomous: true }],
  ] as const) {
    const response = await client.patch(path, body);
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${response.text}`);
  }
  return created;
}

export async function answerByRest(url: string, questionId: string, student: Student, answer: string | number) {
  const response = await fetch(`${url}/api/questions/${questionId}/respond`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [STUDENT_TOKEN_HEADER]: student.token },
    body: JSON.stringify({ studentId: student.id, answer }),
  });
  return { status: response.status, json: (await response.json()) as { response?: { id: string } } & Record<string, unknown> };
}

export async function responseRows(db: Db, questionId: string) {
  return db.select().from(responses).where(eq(responses.questionId, questionId)).orderBy(responses.timestamp);
}
