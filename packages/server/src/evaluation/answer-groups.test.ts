import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { answerByRest, classWithQuestions, joinByRest, type Student } from '../testing/evaluation-harness';
import { cookieHeader, nextEvaluation, OPEN_QUESTION, openSocket, request, watchScores, type ClientSocket } from '../testing/live-harness';
import { startTestApp, type TestApp } from '../testing/test-app';

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
    const groups = listed.json.groups as Array<{ answer: string; studentIds: string[] }>;
    expect(groups.map((g) => g.studentIds.length)).toEqual([3, 1]);
    expect(groups[0]!.studentIds.sort()).toEqual(students.slice(0, 3).map((s) => s.id).sort());

    const teacher = await openSocket(server.url, cookieHeader(client));
    sockets.push(teacher);
    await request(teacher, 'join-session', { sessionCode: session.code, userType: 'teacher', userId: 't' });
    await watchScores(teacher, session.id);
    const graded = nextEvaluation(teacher, (d: { response: { teacherScore: number | null } }) => d.response.teacherScore === 95);
    const response = await client.post(`/api/evaluation/groups/${questionId}`, { studentIds: groups[0]!.studentIds, score: 95, feedback: 'Très juste.' });
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

  it('refuses a bad grade with a French message', async () => {
    const { client, questionIds } = await classWithQuestions(server.url, [OPEN_QUESTION]);
    const response = await client.post(`/api/evaluation/groups/${questionIds[0]}`, { studentIds: ['x'], score: 120 });
    expect(response.status).toBe(400);
    expect(response.json.error).toContain('La note doit être un nombre entier entre 0 et 100.');
  });
});
