/**
 * What a teacher deletes is gone, and what a teacher downloads is theirs only. Deleting a
 * session removes its questions, its students and their answers from the database (not just
 * from view) and leaves the teacher's other sessions whole; the students' tokens stop
 * working. Every file and listing a teacher can download holds their own data and no secret:
 * nothing of another teacher's class, no token, no hash. (Who may call which route is tested
 * in access-*.test.ts; this is about what the answers contain.)
 */
import { inArray, sql } from 'drizzle-orm';
import { STUDENT_TOKEN_HEADER } from '@ciar/shared/student';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../domain/tokens';
import { testDatabases } from '../testing/databases';
import { answerByRest, joinByRest, type Student } from '../testing/evaluation-harness';
import { CHOICE_QUESTION, OPEN_QUESTION, openSocket, request } from '../testing/live-harness';
import { registeredTeacher, startTestApp, type HttpClient, type TestApp } from '../testing/test-app';
import { selectRows } from '../storage/db';
import { participants, questions, responses, teachers } from '../storage/schema';

interface Class {
  client: HttpClient;
  session: { id: string; code: string };
  questionIds: string[];
  students: Student[];
  /** Strings that belong to this class only: names, answers, titles. */
  marks: string[];
  /** The teacher's e-mail and name, when the class came with a new teacher. */
  identity: string[];
}

/** A teacher's class that answered both questions, named so that its data can be recognised anywhere. */
async function answeredClass(url: string, mark: string, client?: HttpClient): Promise<Class> {
  const questionSet = [
    { ...CHOICE_QUESTION, title: `Capitale ${mark}` },
    { ...OPEN_QUESTION, title: `Photosynthèse ${mark}` },
  ];
  const registered = client ? null : await registeredTeacher(url, `Prof ${mark}`);
  const teacher = client ?? registered!.client;
  const session = (await teacher.post('/api/sessions', { name: `Cours ${mark}` })).json.session as { id: string; code: string };
  const questionIds: string[] = [];
  for (const question of questionSet) questionIds.push((await teacher.post('/api/questions', { sessionId: session.id, ...question })).json.question.id);
  await teacher.patch(`/api/sessions/${session.id}/status`, { status: 'active' });
  await teacher.patch(`/api/sessions/${session.id}/autonomous`, { isAutonomous: true });
  const created = { client: teacher, session, questionIds };
  const students: Student[] = [];
  const marks = [`Cours ${mark}`, ...questionSet.map((q) => q.title)];
  for (const name of [`Alice ${mark}`, `Bruno ${mark}`]) {
    const student = await joinByRest(url, created.session.code, name);
    students.push(student);
    marks.push(name);
    const answer = `La plante utilise la lumière ${mark} ${name}`;
    marks.push(answer);
    expect((await answerByRest(url, created.questionIds[0]!, student, '0')).status).toBe(201);
    expect((await answerByRest(url, created.questionIds[1]!, student, answer)).status).toBe(201);
  }
  return { ...created, students, marks, identity: registered ? [registered.email, `Prof ${mark}`] : [] };
}

describe.each(testDatabases)('deletion and exports on $name', (target) => {
  let server: TestApp;

  beforeAll(async () => {
    server = await startTestApp(await target.open());
  });
  afterAll(async () => {
    await server.close();
    await server.database.close();
  });

  const counts = async (sessionId: string, questionIds: string[]) => {
    const db = server.database.db;
    const [row] = await selectRows<{ questions: number; participants: number; responses: number; by_question: number }>(
      db,
      sql`select
        (select count(*)::int from ${questions} where session_id = ${sessionId}) as questions,
        (select count(*)::int from ${participants} where session_id = ${sessionId}) as participants,
        (select count(*)::int from ${responses} where session_id = ${sessionId}) as responses,
        (select count(*)::int from ${responses} where ${inArray(responses.questionId, questionIds)}) as by_question`,
    );
    return row!;
  };

  it('removes the questions, students and answers of a deleted session, and nothing else', async () => {
    const doomed = await answeredClass(server.url, 'supprimée');
    const kept = await answeredClass(server.url, 'gardée', doomed.client);
    expect(await counts(doomed.session.id, doomed.questionIds)).toEqual({ questions: 2, participants: 2, responses: 4, by_question: 4 });
    const keptBefore = await counts(kept.session.id, kept.questionIds);

    expect((await doomed.client.patch(`/api/sessions/${doomed.session.id}/status`, { status: 'ended' })).status).toBe(200);
    const deleted = await doomed.client.del(`/api/sessions/${doomed.session.id}`);
    expect(deleted.status).toBe(200);

    expect(await counts(doomed.session.id, doomed.questionIds)).toEqual({ questions: 0, participants: 0, responses: 0, by_question: 0 });
    expect(await counts(kept.session.id, kept.questionIds)).toEqual(keptBefore);
    // Nowhere else either: no row of the database holds the deleted class's names or answers.
    const [dump] = await selectRows<{ text: string }>(
      server.database.db,
      sql`select coalesce(string_agg(t::text, ' '), '') as text from (
        select row_to_json(q)::text as t from ${questions} q
        union all select row_to_json(p)::text from ${participants} p
        union all select row_to_json(r)::text from ${responses} r) all_rows`,
    );
    expect(doomed.marks.filter((m) => dump!.text.includes(m))).toEqual([]);

    // Its students' tokens open nothing any more, by REST or by socket.
    const [student] = doomed.students;
    const results = await fetch(`${server.url}/api/sessions/${doomed.session.id}/student/${student!.id}/responses`, {
      headers: { [STUDENT_TOKEN_HEADER]: student!.token },
    });
    expect([401, 404]).toContain(results.status);
    const socket = await openSocket(server.url);
    try {
      const join = await request(socket, 'join-session', { sessionCode: doomed.session.code, userType: 'student', userId: student!.id, token: student!.token });
      expect(join).toMatchObject({ ok: false, code: 'session-not-found' });
    } finally {
      socket.close();
    }
    expect((await answerByRest(server.url, doomed.questionIds[0]!, student!, '0')).status).toBe(404);
  });

  it("puts only the teacher's own data, and no secret, in every download and listing", async () => {
    const mine = await answeredClass(server.url, 'moi');
    const theirs = await answeredClass(server.url, 'autre');
    // Wait for the built-in evaluator, so that feedback is part of the exports too.
    await expect
      .poll(async () => {
        const listed = await mine.client.get(`/api/questions/${mine.questionIds[1]}/responses`);
        return (listed.json.responses as Array<{ concordanceScore: number | null }>).every((r) => r.concordanceScore !== null);
      }, { timeout: 10_000 })
      .toBe(true);

    const [teacherRow] = await server.database.db
      .select({ id: teachers.id, passwordHash: teachers.passwordHash })
      .from(teachers)
      .where(inArray(teachers.id, [(await mine.client.get('/api/auth/teacher/me')).json.teacher.id]));
    const secrets = [
      teacherRow!.passwordHash,
      ...mine.client.cookies.values(),
      ...[...mine.client.cookies.values()].map(hashToken),
      ...[...mine.students, ...theirs.students].flatMap((s) => [s.token, hashToken(s.token)]),
    ];

    const downloads = [
      `/api/sessions/teacher/${teacherRow!.id}`,
      `/api/sessions/${mine.session.id}`,
      `/api/sessions/${mine.session.id}/stats`,
      `/api/sessions/${mine.session.id}/export`,
      `/api/questions/export/${mine.session.id}`,
      `/api/questions/session/${mine.session.id}`,
      ...mine.questionIds.map((id) => `/api/questions/${id}/responses`),
      ...mine.questionIds.map((id) => `/api/questions/${id}`),
      `/api/evaluation/stats/${mine.questionIds[1]}`,
      ...mine.students.map((s) => `/api/sessions/${mine.session.id}/student/${s.id}/responses`),
    ];
    for (const path of downloads) {
      const response = await mine.client.get(path);
      expect(response.status, path).toBe(200);
      expect([...theirs.marks, ...theirs.identity].filter((m) => response.text.includes(m)), path).toEqual([]);
      expect(secrets.filter((s) => response.text.includes(s)), path).toEqual([]);
      expect(response.text, path).not.toMatch(/token_?hash|password_?hash/i);
    }
    // The class's own data is there (so the checks above are not about empty files).
    const results = await mine.client.get(`/api/sessions/${mine.session.id}/export`);
    expect(mine.marks.filter((m) => !results.text.includes(m))).toEqual([]);
  });
});
