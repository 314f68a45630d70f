/**
 * Agreement measured through the REST API, the way a class meets the evaluator (the figures of
 * docs/product.md#evaluator-accuracy): each labelled question is created in a session, one student per answer posts it,
 * the app evaluates as it does in class (queue, stored scores), and the scores and flags are
 * read back from GET /api/questions/{id}.
 */
import { awaitsReview } from '@ciar/shared/answer';
import type { QuestionResponse } from '@ciar/shared/response';
import { answerByRest, classWithQuestions, joinByRest } from '../../testing/evaluation-harness';
import type { TestApp } from '../../testing/test-app';
import { type Agreement, type LabelledAnswer, measureAgreement } from './agreement';

function keyOf(question: string, answer: string): string {
  return `${question}\u0000${answer}`;
}

/** The set's questions, each with its model answer, in order of first appearance. */
function questionsOf(items: readonly LabelledAnswer[]) {
  const byText = new Map<string, { question: string; proposition: string; answers: string[] }>();
  for (const { question, proposition, answer } of items) {
    const entry = byText.get(question) ?? { question, proposition, answers: [] };
    entry.answers.push(answer);
    byText.set(question, entry);
  }
  return [...byText.values()];
}

export async function measureThroughApi(server: TestApp, items: readonly LabelledAnswer[]): Promise<Agreement> {
  const questions = questionsOf(items);
  const { client, session, questionIds } = await classWithQuestions(
    server.url,
    questions.map(({ question, proposition }) => ({ title: question.slice(0, 200), content: question, type: 'open_ended', timeLimit: 300, proposition })),
  );
  const classSize = Math.max(...questions.map((q) => q.answers.length));
  const students = [];
  for (let i = 0; i < classSize; i += 1) students.push(await joinByRest(server.url, session.code, `Élève ${i + 1}`));
  for (const [q, { answers }] of questions.entries()) {
    for (const [i, answer] of answers.entries()) {
      const posted = await answerByRest(server.url, questionIds[q]!, students[i]!, answer);
      if (posted.status !== 201) throw new Error(`réponse refusée (${posted.status}) : ${answer}`);
    }
  }
  await server.evaluation.queue.idle();
  const verdicts = new Map<string, { score: number; needsReview: boolean }>();
  for (const [q, { question }] of questions.entries()) {
    const read = await client.get(`/api/questions/${questionIds[q]}`);
    for (const response of read.json.question.responses as QuestionResponse[]) {
      if (response.concordanceScore === null) throw new Error(`non évaluée : ${response.answer}`);
      verdicts.set(keyOf(question, response.answer), { score: response.concordanceScore, needsReview: awaitsReview(response) });
    }
  }
  return measureAgreement(items, ({ question, answer }) => {
    const verdict = verdicts.get(keyOf(question, answer));
    if (!verdict) throw new Error(`réponse absente : ${answer}`);
    return verdict;
  });
}
