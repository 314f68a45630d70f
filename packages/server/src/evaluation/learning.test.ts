import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { answerByRest, classWithQuestions, joinByRest, responseRows } from '../testing/evaluation-harness';
import { joinStudent, nextEvent, type ClientSocket } from '../testing/live-harness';
import { startTestApp, type TestApp } from '../testing/test-app';

/** Scored by the built-in evaluator (the app's default): the paraphrase below is one it misses. */
const METAPHOR = {
  title: 'La métaphore',
  content: 'Qu’est-ce qu’une métaphore ?',
  type: 'open_ended',
  timeLimit: 120,
  proposition: 'Une figure de style qui compare deux éléments sans utiliser d’outil de comparaison comme « comme » ou « tel que ».',
};
const PARAPHRASE = 'Une image qui assimile une chose à une autre directement';
const SAME_IDEA = 'Elle assimile directement une chose à une autre, c’est une image.';
const WRONG = 'Un mot qui rime avec un autre.';

describe.each(testDatabases)('the teacher’s grades teach the evaluator, on $name', (target) => {
  let server: TestApp;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    server = await startTestApp(await target.open());
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server.close();
    await server.database.close();
  });

  async function scoresOf(questionId: string) {
    const rows = await responseRows(server.database.db, questionId);
    return new Map(rows.map((row) => [row.answer, row]));
  }

  /** Re-scoring runs after the teacher's call returns: waits until `done` holds (the test's time-out bounds it). */
  async function eventually(questionId: string, done: (rows: Awaited<ReturnType<typeof scoresOf>>) => boolean) {
    for (;;) {
      const rows = await scoresOf(questionId);
      if (done(rows)) return rows;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async function openClass(question: object = METAPHOR) {
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

  it('a grade above the evaluator adds the answer’s new words to the accepted ideas, and the other answers are scored again live', async () => {
    const { client, questionId, first, second } = await openClass();
    const before = await scoresOf(questionId);
    const paraphraseScore = before.get(PARAPHRASE)!.concordanceScore!;
    const sameIdeaScore = before.get(SAME_IDEA)!.concordanceScore!;
    const wrongScore = before.get(WRONG)!.concordanceScore!;
    expect(paraphraseScore).toBeLessThan(70);

    const toStudent = nextEvent<{ response: { concordanceScore: number } }>(second.socket, 'answer-evaluated', (d) => d.response.concordanceScore > sameIdeaScore);
    const graded = await client.patch(`/api/evaluation/override/${questionId}/${first.id}`, { score: 85 });
    expect(graded.status).toBe(200);

    const question = await client.get(`/api/questions/${questionId}`);
    expect(question.json.question.acceptedIdeas).toMatch(/assimile/);
    expect(question.json.question.acceptedIdeas).toMatch(/directement/);

    expect((await toStudent).response.concordanceScore).toBeGreaterThan(sameIdeaScore);
    const after = await eventually(questionId, (rows) => rows.get(SAME_IDEA)!.concordanceScore! > sameIdeaScore);
    // The graded answer keeps the teacher's score; an answer without the words is unchanged.
    expect(after.get(PARAPHRASE)!.teacherScore).toBe(85);
    expect(after.get(WRONG)!.concordanceScore).toBe(wrongScore);
  });

  it('a grade at or below the evaluator teaches nothing', async () => {
    const { client, questionId, first, third } = await openClass();
    const before = await scoresOf(questionId);
    expect((await client.patch(`/api/evaluation/override/${questionId}/${first.id}`, { score: before.get(PARAPHRASE)!.concordanceScore! })).status).toBe(200);
    expect((await client.patch(`/api/evaluation/override/${questionId}/${third.id}`, { score: 0 })).status).toBe(200);
    expect((await client.get(`/api/questions/${questionId}`)).json.question.acceptedIdeas).toBe('');
  });

  it('a group graded above the evaluator teaches it too, and never overwrites another teacher grade', async () => {
    const { client, questionId, first, second } = await openClass();
    expect((await client.patch(`/api/evaluation/override/${questionId}/${second.id}`, { score: 40 })).status).toBe(200);
    const sameIdeaScore = (await scoresOf(questionId)).get(SAME_IDEA)!.concordanceScore!;
    const graded = await client.post(`/api/evaluation/groups/${questionId}`, { studentIds: [first.id], score: 90 });
    expect(graded.status).toBe(200);
    expect((await client.get(`/api/questions/${questionId}`)).json.question.acceptedIdeas).toMatch(/assimile/);
    // Joins the re-scoring the grade started (one evaluation per answer at a time), or runs it again.
    await server.evaluation.service.rescoreQuestion(questionId);
    const after = await scoresOf(questionId);
    expect(after.get(SAME_IDEA)!.teacherScore).toBe(40);
    expect(after.get(SAME_IDEA)!.concordanceScore).toBe(sameIdeaScore);
    expect(after.get(PARAPHRASE)!.teacherScore).toBe(90);
  });

  it('accepted ideas written in the question form are used by the evaluator', async () => {
    const { questionId } = await openClass({ ...METAPHOR, acceptedIdeas: 'compare deux éléments / assimile\nsans outil de comparaison / directement' });
    const scores = await scoresOf(questionId);
    expect(scores.get(PARAPHRASE)!.concordanceScore).toBeGreaterThanOrEqual(90);
    expect(scores.get(WRONG)!.concordanceScore).toBeLessThan(50);
  });
});
