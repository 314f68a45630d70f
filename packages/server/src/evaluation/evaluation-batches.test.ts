import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { answerByRest, classWithQuestions, joinByRest, responseRows, scriptedEvaluator, type ScriptedEvaluator } from '../testing/evaluation-harness';
import { OPEN_QUESTION } from '../testing/live-harness';
import { startTestApp, type TestApp } from '../testing/test-app';

/** Every statement's text, as the database client receives it. */
function recordStatements(server: TestApp) {
  const client = (server.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query;
  const texts: string[] = [];
  client.query = (...args: unknown[]) => {
    const first = args[0] as string | { text: string };
    texts.push(typeof first === 'string' ? first : first.text);
    return original.apply(client, args);
  };
  return { texts, restore: () => (client.query = original) };
}

describe.each(testDatabases)('scores written in batches on $name', (target) => {
  let server: TestApp;
  let evaluator: ScriptedEvaluator;
  beforeAll(async () => {
    evaluator = scriptedEvaluator();
    server = await startTestApp(await target.open(), {}, 50, { evaluator });
  });
  afterAll(async () => {
    await server.close();
    await server.database.close();
  });

  it('reads and writes a class’s scores a batch at a time, not one statement per answer, and tells everyone', async () => {
    const { questionIds, session } = await classWithQuestions(server.url, [OPEN_QUESTION]);
    const questionId = questionIds[0]!;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    evaluator.behave = async (input) => {
      await gate;
      return { score: input.answer.length % 100, feedback: 'Évalué.' };
    };
    const pushed: string[] = [];
    const original = server.live.answerEvaluated.bind(server.live);
    server.live.answerEvaluated = (sessionId, question, response) => {
      pushed.push(response.studentId);
      original(sessionId, question, response);
    };
    const students = [];
    for (let i = 0; i < 40; i++) students.push(await joinByRest(server.url, session.code, `Élève ${i}`));
    for (const [i, student] of students.entries()) expect((await answerByRest(server.url, questionId, student, `Réponse ${'x'.repeat(i)}`)).status).toBe(201);

    const recorded = recordStatements(server);
    try {
      release();
      await expect.poll(async () => (await responseRows(server.database.db, questionId)).every((r) => r.concordanceScore !== null), { timeout: 10_000 }).toBe(true);
      await server.evaluation.queue.idle();
    } finally {
      recorded.restore();
    }
    const scoreWrites = recorded.texts.filter((text) => /^\s*update responses r set\s+concordance_score/i.test(text));
    expect(scoreWrites.length).toBeGreaterThan(0);
    expect(scoreWrites.length).toBeLessThanOrEqual(4);
    const rows = await responseRows(server.database.db, questionId);
    for (const row of rows) expect(row.concordanceScore).toBe(row.answer.length % 100);
    expect(pushed.sort()).toEqual(students.map((s) => s.id).sort());
  });
});
