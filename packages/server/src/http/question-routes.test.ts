import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateQuestion } from '../domain/questions';
import { participants, questions, responses } from '../storage/schema';
import { testDatabases } from '../testing/databases';
import { registeredTeacher, startTestApp, type HttpClient, type TestApp } from '../testing/test-app';

const EXAMPLES = {
  multiple_choice: {
    title: 'Capitale',
    content: 'Quelle est la capitale de la France ?',
    type: 'multiple_choice',
    timeLimit: 60,
    options: [
      { id: '0', text: 'Lyon', explication: '' },
      { id: '1', text: 'Paris', explication: 'Depuis **987**.' },
    ],
    correctAnswer: '1',
  },
  true_false: {
    title: 'Eau',
    content: "L'eau bout à 100 °C au niveau de la mer.",
    type: 'true_false',
    timeLimit: 30,
    options: [
      { id: '0', text: 'Vrai', explication: '' },
      { id: '1', text: 'Faux', explication: '' },
    ],
    correctAnswer: '0',
  },
  open_ended: { title: 'Cycle', content: "Décrivez le cycle de l'eau.", type: 'open_ended', timeLimit: 120, proposition: 'Évaporation…' },
  rating: { title: 'Avis', content: 'Votre avis ?', type: 'rating', timeLimit: 20, ratingScale: { min: 1, max: 5, labels: ['a', 'b'] } },
} as const;

describe.each(testDatabases)('question API on $name', (target) => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp(await target.open());
  });
  afterAll(async () => {
    await server.close();
    await server.database.close();
  });

  async function newSession(client: HttpClient, ...steps: string[]) {
    const session = (await client.post('/api/sessions', {})).json.session as { id: string };
    for (const status of steps) expect((await client.patch(`/api/sessions/${session.id}/status`, { status })).status).toBe(200);
    return session;
  }

  async function addQuestion(client: HttpClient, sessionId: string, body: object = EXAMPLES.open_ended) {
    const response = await client.post('/api/questions', { ...body, sessionId });
    expect(response.status, response.text).toBe(201);
    return response.json.question as { id: string; position: number; isActive: boolean; activatedAt: string | null };
  }

  it('creates one question of each type, appended in order and stored with only its type’s fields', async () => {
    const { client } = await registeredTeacher(server.url);
    const session = await newSession(client);
    const created = [];
    for (const example of Object.values(EXAMPLES)) {
      const response = await client.post('/api/questions', { ...example, sessionId: session.id });
      expect(response.status).toBe(201);
      expect(response.json.success).toBe(true);
      created.push(response.json.question);
    }
    expect(created.map((q) => q.position)).toEqual([0, 1, 2, 3]);
    expect(created[0]).toMatchObject({
      sessionId: session.id,
      type: 'multiple_choice',
      options: EXAMPLES.multiple_choice.options,
      correctAnswer: '1',
      ratingScale: null,
      proposition: null,
      isActive: false,
      activatedAt: null,
    });
    expect(created[2]).toMatchObject({ options: [], correctAnswer: '', ratingScale: null, proposition: 'Évaporation…' });
    expect(created[3]).toMatchObject({ options: [], correctAnswer: '', proposition: null, ratingScale: { min: 1, max: 5, labels: ['a', 'b'] } });

    const list = await client.get(`/api/questions/session/${session.id}`);
    expect(list.status).toBe(200);
    expect(list.json.success).toBe(true);
    expect(list.json.questions.map((q: { title: string }) => q.title)).toEqual(['Capitale', 'Eau', 'Cycle', 'Avis']);

    // After a deletion, new questions still go after the last one.
    await client.del(`/api/questions/${created[1].id}`);
    const next = await addQuestion(client, session.id);
    expect(next.position).toBe(4);
  });

  it('refuses what the form refuses, with the form’s French messages', async () => {
    const { client } = await registeredTeacher(server.url);
    const session = await newSession(client);
    const cases: Array<[object, string]> = [
      [{ ...EXAMPLES.open_ended }, 'ID de session manquant'],
      [{ ...EXAMPLES.open_ended, sessionId: session.id, title: '  ' }, 'Le titre est obligatoire'],
      [{ ...EXAMPLES.open_ended, sessionId: session.id, timeLimit: 301 }, 'La limite de temps doit être comprise entre 10 et 300 secondes'],
      [{ ...EXAMPLES.multiple_choice, sessionId: session.id, options: [{ text: 'Seule' }, { text: ' ' }] }, 'Au moins 2 options sont nécessaires'],
      [{ ...EXAMPLES.open_ended, sessionId: session.id, type: 'essay' }, 'Type de question non supporté'],
    ];
    for (const [body, message] of cases) {
      const response = await client.post('/api/questions', body);
      expect({ status: response.status, error: response.json.error }).toEqual({ status: 400, error: message });
    }
    expect((await client.get(`/api/questions/session/${session.id}`)).json.questions).toEqual([]);
  });

  it('refuses new questions, edits and deletions once the session has ended', async () => {
    const { client } = await registeredTeacher(server.url);
    const session = await newSession(client);
    const question = await addQuestion(client, session.id);
    await client.patch(`/api/sessions/${session.id}/status`, { status: 'active' });
    await client.patch(`/api/sessions/${session.id}/status`, { status: 'ended' });
    const refusals = [
      await client.post('/api/questions', { ...EXAMPLES.open_ended, sessionId: session.id }),
      await client.patch(`/api/questions/${question.id}`, EXAMPLES.rating),
      await client.del(`/api/questions/${question.id}`),
    ];
    for (const response of refusals) {
      expect(response.status).toBe(409);
      expect(response.json).toEqual({ code: 'session-ended', error: 'La session est terminée : elle ne peut plus être modifiée.' });
    }
    expect((await client.get(`/api/questions/${question.id}`)).json.question.title).toBe('Cycle');
  });

  it('returns a question with its responses', async () => {
    const { client } = await registeredTeacher(server.url);
    const session = await newSession(client);
    const question = await addQuestion(client, session.id);
    const db = server.database.db;
    await db.insert(participants).values({ sessionId: session.id, studentId: 'X_lea', studentName: 'Léa', tokenHash: 'h' });
    await db.insert(responses).values({
      sessionId: session.id,
      questionId: question.id,
      studentId: 'X_lea',
      studentName: 'Léa',
      answer: 'Le soleil chauffe la mer',
      concordanceScore: 72,
      aiFeedback: 'Bien',
      evaluationTimestamp: new Date('2026-01-02T03:04:05Z'),
      evaluationError: 'interne',
    });
    const response = await client.get(`/api/questions/${question.id}`);
    expect(response.status).toBe(200);
    expect(response.json.question).toMatchObject({ id: question.id, title: 'Cycle' });
    expect(response.json.question.responses).toEqual([
      {
        id: expect.any(String),
        questionId: question.id,
        studentId: 'X_lea',
        studentName: 'Léa',
        answer: 'Le soleil chauffe la mer',
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        modificationCount: 0,
        concordanceScore: 72,
        aiFeedback: 'Bien',
        evaluationTimestamp: '2026-01-02T03:04:05.000Z',
        evaluationConfidence: null,
        needsReview: false,
        evaluatedBy: null,
        evaluationNote: null,
        teacherScore: null,
        teacherFeedback: null,
        gradedGroupId: null,
      },
    ]);
  });

  it('updates a question, normalising it like the form (type change drops the old type’s fields)', async () => {
    const { client } = await registeredTeacher(server.url);
    const session = await newSession(client);
    const question = await addQuestion(client, session.id, EXAMPLES.multiple_choice);
    const response = await client.patch(`/api/questions/${question.id}`, { ...EXAMPLES.open_ended, title: 'Nouveau titre' });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      success: true,
      question: { id: question.id, position: 0, title: 'Nouveau titre', type: 'open_ended', options: [], correctAnswer: '' },
    });
    const withSessionId = await client.patch(`/api/questions/${question.id}`, { ...EXAMPLES.open_ended, sessionId: session.id });
    expect(withSessionId.status).toBe(400);
    const invalid = await client.patch(`/api/questions/${question.id}`, { ...EXAMPLES.open_ended, content: '' });
    expect(invalid.json.error).toBe('Le contenu est obligatoire');
    expect((await client.get(`/api/questions/${question.id}`)).json.question.title).toBe('Nouveau titre');
  });

  it('deletes a question with its responses', async () => {
    const { client } = await registeredTeacher(server.url);
    const session = await newSession(client);
    const question = await addQuestion(client, session.id);
    const db = server.database.db;
    await db.insert(responses).values({ sessionId: session.id, questionId: question.id, studentId: 'X_a', studentName: 'A', answer: 'x' });
    const response = await client.del(`/api/questions/${question.id}`);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ success: true, message: 'Question supprimée' });
    expect(await db.select().from(questions).where(eq(questions.id, question.id))).toEqual([]);
    expect(await db.select().from(responses).where(eq(responses.questionId, question.id))).toEqual([]);
    const again = await client.del(`/api/questions/${question.id}`);
    expect(again.status).toBe(404);
    expect(again.json).toEqual({ code: 'question-not-found', error: 'Question non trouvée' });
  });

  it('activates only while the session is active, with a French reason per status', async () => {
    const { client } = await registeredTeacher(server.url);
    const expectations: Array<[string[], string]> = [
      [[], "Impossible d'activer une question : la session n'est pas active."],
      [['active', 'paused'], "Impossible d'activer une question : la session est en pause."],
      [['active', 'ended'], "Impossible d'activer une question : la session est terminée."],
    ];
    for (const [steps, message] of expectations) {
      const session = await newSession(client);
      const question = await addQuestion(client, session.id);
      for (const status of steps) await client.patch(`/api/sessions/${session.id}/status`, { status });
      const response = await client.patch(`/api/questions/${question.id}/activate`);
      expect(response.status).toBe(409);
      expect(response.json).toEqual({ code: 'session-not-active', error: message });
    }
  });

  it('keeps exactly one active question per session and starts its clock at activation', async () => {
    const { client } = await registeredTeacher(server.url);
    const session = await newSession(client, 'active');
    const other = await newSession(client, 'active');
    const [first, second] = [await addQuestion(client, session.id), await addQuestion(client, session.id)];
    const elsewhere = await addQuestion(client, other.id);
    await client.patch(`/api/questions/${elsewhere.id}/activate`);

    const before = Date.now();
    const one = await client.patch(`/api/questions/${first.id}/activate`);
    expect(one.status).toBe(200);
    expect(one.json).toMatchObject({ success: true, question: { id: first.id, isActive: true } });
    expect(Date.parse(one.json.question.activatedAt)).toBeGreaterThanOrEqual(before - 5_000);

    const two = await client.patch(`/api/questions/${second.id}/activate`);
    expect(two.json.question).toMatchObject({ id: second.id, isActive: true });
    const active = async (sessionId: string) =>
      (await server.database.db
        .select({ id: questions.id })
        .from(questions)
        .where(and(eq(questions.sessionId, sessionId), eq(questions.isActive, true)))).map((r) => r.id);
    expect(await active(session.id)).toEqual([second.id]);
    expect(await active(other.id)).toEqual([elsewhere.id]);

    // Concurrent activations (two tabs, or HTTP and the live channel) still leave one.
    const teacherId = (await client.get('/api/auth/teacher/me')).json.teacher.id;
    await Promise.all([
      activateQuestion(server.database.db, teacherId, first.id),
      activateQuestion(server.database.db, teacherId, second.id),
      activateQuestion(server.database.db, teacherId, first.id),
    ]);
    expect(await active(session.id)).toHaveLength(1);

    const detail = await client.get(`/api/sessions/${session.id}`);
    expect(detail.json.session.currentQuestion.id).toBe((await active(session.id))[0]);

    const off = await client.patch(`/api/questions/session/${session.id}/deactivate-all`);
    expect(off.status).toBe(200);
    expect(off.json).toEqual({ success: true });
    expect(await active(session.id)).toEqual([]);
    expect(await active(other.id)).toEqual([elsewhere.id]);
    expect((await client.get(`/api/sessions/${session.id}`)).json.session.currentQuestion).toBeNull();
  });
});
