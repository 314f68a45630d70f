import { describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { answerByRest, CHOICE_QUESTION, joinByRest, OPEN_QUESTION, teacherWithSession } from '../testing/live-harness';
import { useLiveApp } from '../testing/live-app';
import { registeredTeacher } from '../testing/test-app';

describe.each(testDatabases)('who has not answered yet, on $name', (target) => {
  const live = useLiveApp(target);

  it('names the participants without an answer to this question, in French order, for the session’s teacher only', async () => {
    const { client, session, questionIds } = await teacherWithSession(live.server.url, [CHOICE_QUESTION, OPEN_QUESTION]);
    const [choice, open] = questionIds as [string, string];
    expect((await client.patch(`/api/sessions/${session.id}/status`, { status: 'active' })).status).toBe(200);
    expect((await client.get(`/api/questions/${choice}/missing`)).json).toEqual({ success: true, count: 0, students: [] });

    const names = ['Zoé Vidal', 'Émile Roux', 'Eva Blanc', 'Élodie Marchand', 'Bruno Petit'];
    const students = new Map<string, { id: string; token: string }>();
    for (const name of names) students.set(name, await joinByRest(live.server.url, session.code, name));
    expect((await client.patch(`/api/questions/${choice}/activate`)).status).toBe(200);
    expect(await answerByRest(live.server.url, choice, students.get('Bruno Petit')!, '0')).toBe(201);
    expect(await answerByRest(live.server.url, choice, students.get('Eva Blanc')!, '1')).toBe(201);

    const missing = await client.get(`/api/questions/${choice}/missing`);
    expect(missing.status).toBe(200);
    expect(missing.json).toEqual({
      success: true,
      count: 3,
      students: ['Élodie Marchand', 'Émile Roux', 'Zoé Vidal'].map((studentName) => ({ studentId: students.get(studentName)!.id, studentName })),
    });
    // Answers to another question do not count for this one.
    expect((await client.get(`/api/questions/${open}/missing`)).json.count).toBe(5);

    const intruder = await registeredTeacher(live.server.url, 'Intrus');
    const refused = await intruder.client.get(`/api/questions/${choice}/missing`);
    expect(refused.status).toBe(404);
    expect(refused.text).not.toContain('Zoé');
  });
});
