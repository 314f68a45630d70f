/**
 * A class answering an open question on metaphors, scored by the built-in evaluator (the app's
 * default), for the tests of what teaches it: the teacher's grades (decision 153) and the
 * question form's « Idées et mots acceptés » (decision 157). The paraphrase is one it misses.
 */
import { expect } from 'vitest';
import { answerByRest, classWithQuestions, joinByRest, responseRows } from './evaluation-harness';
import type { LiveApp } from './live-app';
import { joinStudent } from './live-harness';

export const METAPHOR = {
  title: 'La métaphore',
  content: 'Qu’est-ce qu’une métaphore ?',
  type: 'open_ended',
  timeLimit: 120,
  proposition: 'Une figure de style qui compare deux éléments sans utiliser d’outil de comparaison comme « comme » ou « tel que ».',
};
export const PARAPHRASE = 'Une image qui assimile une chose à une autre directement';
export const SAME_IDEA = 'Elle assimile directement une chose à une autre, c’est une image.';
export const WRONG = 'Un mot qui rime avec un autre.';

export type ScoredRows = Map<string, Awaited<ReturnType<typeof responseRows>>[number]>;

/** The question's stored answers by their text. */
export async function scoresOf({ server }: LiveApp, questionId: string): Promise<ScoredRows> {
  const rows = await responseRows(server.database.db, questionId);
  return new Map(rows.map((row) => [row.answer, row]));
}

/** Re-scoring runs after the teacher's call returns: waits until `done` holds (the test's time-out bounds it). */
export async function eventually(live: LiveApp, questionId: string, done: (rows: ScoredRows) => boolean): Promise<ScoredRows> {
  for (;;) {
    const rows = await scoresOf(live, questionId);
    if (done(rows)) return rows;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Ada (REST) answers the paraphrase, Basile (a socket, closed with the app) the same idea in
 * other words, Chloé (REST) a wrong answer; all three scored.
 */
export async function metaphorClass({ server, sockets }: LiveApp, question: object = METAPHOR) {
  const created = await classWithQuestions(server.url, [question]);
  const questionId = created.questionIds[0]!;
  const first = await joinByRest(server.url, created.session.code, 'Ada');
  const third = await joinByRest(server.url, created.session.code, 'Chloé');
  const second = await joinStudent(server.url, created.session.code, 'Basile');
  sockets.push(second.socket);
  for (const [student, answer] of [
    [first, PARAPHRASE],
    [second, SAME_IDEA],
    [third, WRONG],
  ] as const) {
    expect((await answerByRest(server.url, questionId, student, answer)).status).toBe(201);
  }
  await server.evaluation.queue.idle();
  return { ...created, questionId, first, second, third };
}
