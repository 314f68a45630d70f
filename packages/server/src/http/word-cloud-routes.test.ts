import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { answerByRest, CHOICE_QUESTION, joinByRest, OPEN_QUESTION, teacherWithSession } from '../testing/live-harness';
import { registeredTeacher, startTestApp, type TestApp } from '../testing/test-app';

describe.each(testDatabases)('the word cloud of an open question on $name', (target) => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp(await target.open());
  });
  afterAll(async () => {
    await server.close();
    await server.database.close();
  });

  it('counts each content word once per student, names none, and is the session teacher’s only', async () => {
    const { client, session, questionIds } = await teacherWithSession(server.url, [OPEN_QUESTION, CHOICE_QUESTION]);
    const [open, choice] = questionIds as [string, string];
    expect((await client.patch(`/api/sessions/${session.id}/status`, { status: 'active' })).status).toBe(200);
    expect((await client.patch(`/api/questions/${open}/activate`)).status).toBe(200);

    const empty = await client.get(`/api/questions/${open}/words`);
    expect(empty.json).toEqual({ success: true, words: [], answersCount: 0 });

    const texts = {
      'Gabriel Fontaine': "La plante fabrique du glucose avec l'énergie de la lumière, la lumière !",
      'Léa Moreau': 'Glucose et oxygène à partir de lumière',
      'Hugo Lambert': "Je ne sais pas",
    };
    for (const [name, text] of Object.entries(texts)) {
      expect(await answerByRest(server.url, open, await joinByRest(server.url, session.code, name), text)).toBe(201);
    }
    const cloud = await client.get(`/api/questions/${open}/words`);
    expect(cloud.status).toBe(200);
    expect(cloud.json.answersCount).toBe(3);
    expect(cloud.json.words.slice(0, 2)).toEqual([
      { word: 'glucose', count: 2 },
      { word: 'lumière', count: 2 },
    ]);
    expect(cloud.json.words.map((w: { word: string }) => w.word)).toEqual(expect.arrayContaining(['plante', 'énergie', 'oxygène']));
    for (const name of Object.keys(texts)) expect(cloud.text).not.toContain(name.split(' ')[0]);

    // A choice question has no cloud; another teacher learns nothing, not even that it exists.
    expect((await client.get(`/api/questions/${choice}/words`)).json).toEqual({ success: true, words: [], answersCount: 0 });
    const intruder = await registeredTeacher(server.url, 'Intrus');
    const refused = await intruder.client.get(`/api/questions/${open}/words`);
    expect(refused.status).toBe(404);
    expect(refused.text).not.toContain('glucose');
  });
});
