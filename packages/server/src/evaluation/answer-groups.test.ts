import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responses } from '../storage/schema';
import { testDatabases } from '../testing/databases';
import { answerByRest, classWithQuestions, joinByRest, type Student } from '../testing/evaluation-harness';
import { cookieHeader, nextEvaluation, OPEN_QUESTION, openSocket, request, watchScores, type ClientSocket } from '../testing/live-harness';
import { startTestApp, type TestApp } from '../testing/test-app';
import { clusterAnswers, type AnswerTexts } from './answer-groups';
import { createFrenchEvaluator } from './french/french-evaluator';

interface Listed {
  studentId: string;
  teacherScore: number | null;
  teacherFeedback: string | null;
  gradedGroupId: string | null;
}

describe.each(testDatabases)('answer groups on $name (built-in evaluator)', (target) => {
  let server: TestApp;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    server = await startTestApp(await target.open(), {}, 50);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server.close();
    await server.database.close();
  });

  it('groups alike answers, grades a group in one click, and gives a later answer of the group the same grade at once', async () => {
    const { client, session, questionIds } = await classWithQuestions(server.url, [OPEN_QUESTION]);
    const questionId = questionIds[0]!;
    const answers = [
      'La plante utilise la lumière pour fabriquer du glucose.',
      'la plante utilise la lumiere pour fabriquer du glucose',
      'La plante utilise la lumière pour fabriquer du glucose !',
      'Elle respire.',
    ];
    const students: Student[] = [];
    for (const [i, answer] of answers.entries()) {
      const student = await joinByRest(server.url, session.code, `Élève ${i}`);
      expect((await answerByRest(server.url, questionId, student, answer)).status).toBe(201);
      students.push(student);
    }
    await server.evaluation.queue.idle();

    const listed = await client.get(`/api/evaluation/groups/${questionId}`);
    expect(listed.status).toBe(200);
    const groups = listed.json.groups as Array<{ key: string; answer: string; size: number; studentNames: string[] }>;
    expect(groups.map((g) => g.size)).toEqual([3, 1]);
    expect(groups[0]!.studentNames).toEqual(['Élève 0', 'Élève 1', 'Élève 2']);

    const teacher = await openSocket(server.url, cookieHeader(client));
    sockets.push(teacher);
    await request(teacher, 'join-session', { sessionCode: session.code, userType: 'teacher', userId: 't' });
    await watchScores(teacher, session.id);
    const graded = nextEvaluation(teacher, (d: { response: { teacherScore: number | null } }) => d.response.teacherScore === 95);
    // By the group's key (decision 185): its members' ids are not sent to the screen.
    const response = await client.post(`/api/evaluation/groups/${questionId}`, { group: groups[0]!.key, score: 95, feedback: 'Très juste.' });
    expect(response.json).toEqual({ success: true, gradedCount: 3 });
    expect(await graded).toMatchObject({ questionId, response: { teacherScore: 95, teacherFeedback: 'Très juste.' } });

    const late = await joinByRest(server.url, session.code, 'Retardataire');
    await answerByRest(server.url, questionId, late, 'La plante utilise la lumière pour fabriquer du glucose.');
    await server.evaluation.queue.idle();
    const rows = (await client.get(`/api/questions/${questionId}`)).json.question.responses as Listed[];
    const byStudent = new Map(rows.map((r) => [r.studentId, r]));
    const groupId = byStudent.get(students[0]!.id)!.gradedGroupId;
    expect(groupId).toEqual(expect.any(String));
    for (const id of [...students.slice(0, 3).map((s) => s.id), late.id]) {
      expect(byStudent.get(id)).toMatchObject({ teacherScore: 95, teacherFeedback: 'Très juste.', gradedGroupId: groupId });
    }
    expect(byStudent.get(students[3]!.id)).toMatchObject({ teacherScore: null, gradedGroupId: null });
  });

  it('says a group changed rather than grading another one, and asks for the group or the students', async () => {
    const { client, questionIds } = await classWithQuestions(server.url, [OPEN_QUESTION]);
    const changed = await client.post(`/api/evaluation/groups/${questionIds[0]}`, { group: 'plus-la-meme-cle', score: 80 });
    expect(changed.status).toBe(409);
    expect(changed.json).toMatchObject({ code: 'group-changed', error: 'Ce groupe de réponses a changé depuis son affichage : la liste des groupes est mise à jour, notez-le à nouveau.' });
    for (const body of [{ score: 80 }, { group: 'k', studentIds: ['x'], score: 80 }]) {
      const refused = await client.post(`/api/evaluation/groups/${questionIds[0]}`, body);
      expect(refused.status).toBe(400);
      expect(refused.json.error).toContain('Indiquez soit le groupe, soit les élèves à noter.');
    }
  });

  it('refuses a bad grade with a French message', async () => {
    const { client, questionIds } = await classWithQuestions(server.url, [OPEN_QUESTION]);
    const response = await client.post(`/api/evaluation/groups/${questionIds[0]}`, { studentIds: ['x'], score: 120 });
    expect(response.status).toBe(400);
    expect(response.json.error).toContain('La note doit être un nombre entier entre 0 et 100.');
  });
});

describe.each(testDatabases)('answer groups kept between requests on $name', (target) => {
  // Two app processes sharing one database, each with its own kept groups; the clustering counted.
  let first: TestApp;
  let second: TestApp;
  /** The first process's clusterings. */
  let clusterings = 0;
  const counting = (counted: boolean) => ({
    ...createFrenchEvaluator(),
    async clusterAnswers(texts: AnswerTexts) {
      if (counted) clusterings += 1;
      return clusterAnswers(texts);
    },
  });
  beforeAll(async () => {
    const database = await target.open();
    first = await startTestApp(database, {}, 50, { evaluator: counting(true) });
    second = await startTestApp(database, {}, 50, { evaluator: counting(false) });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await first.database.close();
  });

  it('clusters the texts once while they stay the same, and shows at once a score, a grade, a new answer and a deleted one, whichever process wrote it', async () => {
    const { client, session, questionIds } = await classWithQuestions(first.url, [OPEN_QUESTION]);
    const questionId = questionIds[0]!;
    const students: Student[] = [];
    for (const [i, answer] of ['La plante utilise la lumière.', 'la plante utilise la lumiere', 'Elle respire.'].entries()) {
      const student = await joinByRest(first.url, session.code, `Élève ${i}`);
      expect((await answerByRest(first.url, questionId, student, answer)).status).toBe(201);
      students.push(student);
    }
    await first.evaluation.queue.idle();
    const db = first.database.db;
    type Listed = { key: string; size: number; needsReviewCount: number; studentNames: string[] };
    const groupsFrom = async (app: TestApp) => {
      const listed = await fetch(`${app.url}/api/evaluation/groups/${questionId}`, { headers: cookieHeader(client) });
      return ((await listed.json()) as { groups: Listed[] }).groups.map((g) => ({ size: g.size, review: g.needsReviewCount, names: g.studentNames.join(', '), key: g.key }));
    };
    const sizes = async (app: TestApp) => (await groupsFrom(app)).map(({ key: _key, ...g }) => g);
    const byNames = async (app: TestApp) => (await sizes(app)).sort((a, b) => a.names.localeCompare(b.names));
    // Whatever the evaluator made of them: none flagged to start with.
    await db.update(responses).set({ needsReview: false }).where(eq(responses.questionId, questionId));

    clusterings = 0;
    expect(await sizes(first)).toEqual([
      { size: 2, review: 0, names: 'Élève 0, Élève 1' },
      { size: 1, review: 0, names: 'Élève 2' },
    ]);
    expect(await sizes(first)).toHaveLength(2);
    expect(clusterings).toBe(1);

    // A score flagged « À vérifier » (a re-score, say): the group goes first, nothing is clustered again.
    await db.update(responses).set({ needsReview: true }).where(and(eq(responses.questionId, questionId), eq(responses.studentId, students[2]!.id)));
    expect(await sizes(first)).toEqual([
      { size: 1, review: 1, names: 'Élève 2' },
      { size: 2, review: 0, names: 'Élève 0, Élève 1' },
    ]);
    expect(clusterings).toBe(1);

    // Graded through the other process, by the key the first one gave: the first shows it at once.
    const flagged = (await groupsFrom(first))[0]!;
    const graded = await fetch(`${second.url}/api/evaluation/groups/${questionId}`, {
      method: 'POST',
      headers: { ...cookieHeader(client), origin: second.url, 'content-type': 'application/json' },
      body: JSON.stringify({ group: flagged.key, score: 60 }),
    });
    expect(graded.status).toBe(200);
    expect((await sizes(first))[1]).toEqual({ size: 1, review: 0, names: 'Élève 2' });

    // A new answer through the other process joins its group.
    const late = await joinByRest(second.url, session.code, 'Retardataire');
    expect((await answerByRest(second.url, questionId, late, 'Elle respire !')).status).toBe(201);
    await second.evaluation.queue.idle();
    expect(await byNames(first)).toEqual([
      { size: 2, review: 0, names: 'Élève 0, Élève 1' },
      { size: 2, review: 0, names: 'Élève 2, Retardataire' },
    ]);
    // A deleted answer leaves it.
    await db.delete(responses).where(and(eq(responses.questionId, questionId), eq(responses.studentId, students[0]!.id)));
    expect(await byNames(first)).toEqual([
      { size: 1, review: 0, names: 'Élève 1' },
      { size: 2, review: 0, names: 'Élève 2, Retardataire' },
    ]);
    expect(clusterings).toBe(3);
  });
});
