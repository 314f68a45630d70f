/**
 * A teacher erases one student from a session (a family's request): the student's answers
 * and their place in the ranking are gone, the others' are untouched, and the class size
 * follows. Another teacher cannot, and an unknown student is "not found".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { answerByRest, CHOICE_QUESTION, joinByRest, teacherWithSession } from '../testing/live-harness';
import { STUDENT_TOKEN_HEADER } from '@ciar/shared/student';
import { registeredTeacher, startTestApp, type TestApp } from '../testing/test-app';

describe.each(testDatabases)('erasing one student on $name', (target) => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp(await target.open());
  });
  afterAll(async () => {
    await server.close();
    await server.database.close();
  });

  it('removes their answers and their place in the ranking, and only theirs', async () => {
    const { client, session, questionIds } = await teacherWithSession(server.url, [CHOICE_QUESTION]);
    await client.patch(`/api/sessions/${session.id}/status`, { status: 'active' });
    await client.patch(`/api/sessions/${session.id}/autonomous`, { isAutonomous: true });
    const students = [];
    for (const name of ['Léa Martin', 'Hugo Bernard']) {
      const student = await joinByRest(server.url, session.code, name);
      expect(await answerByRest(server.url, questionIds[0]!, student, '0')).toBe(201);
      students.push(student);
    }

    const intruder = await registeredTeacher(server.url, 'Intrus');
    const refused = await intruder.client.request('DELETE', `/api/sessions/${session.id}/participants/${students[0]!.id}`);
    expect(refused.status).toBe(404);

    const erased = await client.request('DELETE', `/api/sessions/${session.id}/participants/${students[0]!.id}`);
    expect(erased.status).toBe(200);
    expect(erased.json).toEqual({ success: true, studentName: 'Léa Martin', answers: 1 });

    const stats = await client.get(`/api/sessions/${session.id}/stats`);
    expect(stats.json.data.ranking.map((r: { studentName: string }) => r.studentName)).toEqual(['Hugo Bernard']);
    const listed = await client.get(`/api/questions/${questionIds[0]}/responses`);
    expect(listed.json.responses.map((r: { studentName: string }) => r.studentName)).toEqual(['Hugo Bernard']);
    const fetched = await client.get(`/api/sessions/${session.id}`);
    expect(fetched.json.session.participantsCount).toBe(1);
    // Their token no longer opens anything.
    const ownResults = await fetch(`${server.url}/api/sessions/${session.id}/student/${students[0]!.id}/responses`, {
      headers: { [STUDENT_TOKEN_HEADER]: students[0]!.token },
    });
    expect(ownResults.status).toBe(401);

    const again = await client.request('DELETE', `/api/sessions/${session.id}/participants/${students[0]!.id}`);
    expect(again.status).toBe(404);
    expect(again.json.code).toBe('student-not-found');
  });
});
