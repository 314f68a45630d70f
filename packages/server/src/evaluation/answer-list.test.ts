import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participants, responses } from '../storage/schema';
import { testDatabases } from '../testing/databases';
import { classWithQuestions } from '../testing/evaluation-harness';
import { CHOICE_QUESTION, OPEN_QUESTION } from '../testing/live-harness';
import { httpClient, startTestApp, type TestApp } from '../testing/test-app';

const TEXTS = ['La plante utilise la LUMIÈRE du soleil.', 'Évaporation de l’eau', 'Je ne sais pas'];
const SCORES = [95, 75, 55, 20];

/** A class of 230, written straight to the database: every kind of answer the filters tell apart. */
function classAnswer(i: number) {
  const pending = i % 23 === 0;
  return {
    studentId: `S${String(i).padStart(3, '0')}`,
    studentName: i === 7 ? 'Zoé Éléonore' : `Élève ${String(i).padStart(3, '0')}`,
    answer: TEXTS[i % 3]!,
    concordanceScore: pending ? null : SCORES[i % 4]!,
    // Left alone by the queue: three attempts already.
    evaluationAttempts: pending ? 3 : 1,
    needsReview: !pending && i % 5 === 0,
    teacherScore: i % 7 === 0 ? 80 : null,
  };
}
const CLASS = Array.from({ length: 230 }, (_, i) => classAnswer(i));
const awaitsReview = (a: (typeof CLASS)[number]) => a.needsReview && a.teacherScore === null;

describe.each(testDatabases)('paged answer list on $name', (target) => {
  let server: TestApp;
  let client: ReturnType<typeof httpClient>;
  let questionId: string;
  let choiceId: string;
  beforeAll(async () => {
    server = await startTestApp(await target.open());
    const created = await classWithQuestions(server.url, [OPEN_QUESTION, CHOICE_QUESTION]);
    client = created.client;
    [questionId, choiceId] = created.questionIds as [string, string];
    const sessionId = created.session.id;
    const db = server.database.db;
    await db.insert(participants).values(CLASS.map((a) => ({ sessionId, studentId: a.studentId, studentName: a.studentName, tokenHash: `h${a.studentId}` })));
    await db.insert(responses).values(CLASS.map((a) => ({ sessionId, questionId, ...a })));
  });
  afterAll(async () => {
    await server.close();
    await server.database.close();
  });

  const list = async (query = '') => {
    const response = await client.get(`/api/evaluation/answers/${questionId}${query}`);
    expect(response.status, response.text).toBe(200);
    return response.json as { responses: Array<{ studentId: string; studentName: string; answer: string }>; total: number; totalAnswers: number; page: number; pageSize: number };
  };
  const ids = (page: { responses: Array<{ studentId: string }> }) => page.responses.map((r) => r.studentId);

  it('pages every answer, 50 at most, « À vérifier » first then by name, each answer once', async () => {
    const first = await list();
    expect(first).toMatchObject({ page: 1, pageSize: 50, total: 230, totalAnswers: 230 });
    expect(first.responses).toHaveLength(50);
    const seen: string[] = [];
    for (let page = 1; page <= 5; page++) seen.push(...ids(await list(`?page=${page}`)));
    expect(seen).toHaveLength(230);
    expect(new Set(seen).size).toBe(230);
    const flagged = CLASS.filter(awaitsReview).map((a) => a.studentId).sort();
    expect(seen.slice(0, flagged.length).sort()).toEqual(flagged);
    expect((await list('?page=6')).responses).toEqual([]);
    expect((await client.get(`/api/evaluation/answers/${questionId}?pageSize=51`)).status).toBe(400);
    // The spec's per-answer fields, as the full question gives them.
    expect(first.responses[0]).toMatchObject({ questionId, needsReview: true, teacherScore: null });
  });

  it('finds answers by words of the answer or the name, accents and case ignored', async () => {
    const lumiere = await list(`?q=${encodeURIComponent('lumiere SOLEIL')}`);
    expect(lumiere.total).toBe(CLASS.filter((_, i) => i % 3 === 0).length);
    expect(lumiere.responses.every((r) => r.answer === TEXTS[0])).toBe(true);
    expect(ids(await list(`?q=${encodeURIComponent('zoe eleonore')}`))).toEqual(['S007']);
    expect((await list(`?q=${encodeURIComponent('evaporation ELEVE 010')}`)).responses.map((r) => r.studentName)).toEqual(['Élève 010']);
    expect((await list('?q=introuvable')).total).toBe(0);
  });

  it('filters by band of the score shown, by « À vérifier » and by graded or not, together with the search', async () => {
    const shown = (a: (typeof CLASS)[number]) => a.teacherScore ?? a.concordanceScore;
    const excellent = await list('?band=excellent&pageSize=50');
    expect(excellent.total).toBe(CLASS.filter((a) => (shown(a) ?? -1) >= 90).length);
    const good = await list('?band=good');
    expect(good.total).toBe(CLASS.filter((a) => { const s = shown(a); return s !== null && s >= 70 && s < 90; }).length);
    expect((await list('?band=pending')).total).toBe(CLASS.filter((a) => shown(a) === null).length);
    expect((await list('?review=yes')).total).toBe(CLASS.filter(awaitsReview).length);
    expect((await list('?review=no')).total).toBe(CLASS.filter((a) => !awaitsReview(a)).length);
    expect((await list('?graded=yes')).total).toBe(CLASS.filter((a) => a.teacherScore !== null).length);
    expect((await list('?graded=no')).total).toBe(CLASS.filter((a) => a.teacherScore === null).length);
    const combined = await list(`?graded=no&band=poor&q=${encodeURIComponent('je ne sais')}`);
    expect(combined.total).toBe(CLASS.filter((a) => a.teacherScore === null && shown(a) !== null && shown(a)! < 50 && a.answer === TEXTS[2]).length);
    expect(combined.total).toBeGreaterThan(0);
    expect((await client.get(`/api/evaluation/answers/${questionId}?band=parfait`)).status).toBe(400);
  });

  it('keeps the list to the question’s teacher and to open questions', async () => {
    const stranger = httpClient(server.url);
    expect((await stranger.get(`/api/evaluation/answers/${questionId}`)).status).toBe(401);
    expect((await client.get(`/api/evaluation/answers/${choiceId}`)).json.code).toBe('not-open-question');
  });

  it('sends each group with its size and first six names, not its members’ ids; graded by its key, it keeps its place and its members’ order', async () => {
    type Listed = { key: string; size: number; answer: string; studentNames: string[] };
    const groups = async () => (await client.get(`/api/evaluation/groups/${questionId}`)).json.groups as Listed[];
    const before = await groups();
    expect(before.reduce((sum, g) => sum + g.size, 0)).toBe(230);
    expect(before[0]!.size).toBeGreaterThan(6);
    for (const group of before) {
      expect(group.studentNames).toHaveLength(Math.min(6, group.size));
      expect(group).not.toHaveProperty('studentIds');
    }
    const largest = [...before].sort((a, b) => b.size - a.size)[0]!;
    const graded = await client.post(`/api/evaluation/groups/${questionId}`, { group: largest.key, score: 80 });
    expect(graded.status, graded.text).toBe(200);
    expect(graded.json.gradedCount).toBe(largest.size);
    // Every answer of the group, and only those, now has the grade.
    const members = CLASS.filter((a) => a.answer === largest.answer);
    expect(members).toHaveLength(largest.size);
    expect((await list(`?graded=no&q=${encodeURIComponent(largest.answer)}`)).total).toBe(0);
    expect((await list('?graded=yes')).total).toBe(new Set([...CLASS.filter((a) => a.teacherScore !== null), ...members]).size);
    const after = await groups();
    const shape = (list: Listed[]) => list.map((g) => [g.key, g.size, g.studentNames.join()]).sort();
    expect(shape(after)).toEqual(shape(before));
    // The screen asks for the first groups only. The grade taught the evaluator (decision 153):
    // the other answers are re-scored in the background, so the groups' flags settle first.
    await expect
      .poll(
        async () => {
          const all = await groups();
          const first = (await client.get(`/api/evaluation/groups/${questionId}?limit=1`)).json;
          return { first: first.groups, total: first.totalGroups, expected: all.slice(0, 1), count: all.length };
        },
        { timeout: 15_000, interval: 250 },
      )
      .toSatisfy(({ first, total, expected, count }) => JSON.stringify(first) === JSON.stringify(expected) && total === count);
  });
});
