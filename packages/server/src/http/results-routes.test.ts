import { AUTO_SUBMIT_ANSWER } from '@ciar/shared/constants';
import type { SessionResults, SessionResultsFile } from '@ciar/shared/session-results';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../storage/db';
import { participants, responses } from '../storage/schema';
import { hashToken } from '../domain/tokens';
import { testDatabases } from '../testing/databases';
import { insertQuestion } from '../testing/fixtures';
import { countStatements } from '../testing/statement-counter';
import { CHOICE_QUESTION, OPEN_QUESTION, teacherWithSession } from '../testing/live-harness';
import { httpClient, registeredTeacher, startTestApp, type HttpClient, type TestApp } from '../testing/test-app';

const RATING_QUESTION = {
  title: 'Avis',
  content: 'Avez-vous aimé ce chapitre ?',
  type: 'rating',
  timeLimit: 20,
  ratingScale: { min: 1, max: 5, labels: ['Pas du tout', '', '', '', 'Beaucoup'] },
};

interface Student {
  id: string;
  name: string;
}

const STUDENTS = {
  alice: { id: 'alice', name: 'Alice Martin' },
  bruno: { id: 'bruno', name: 'Bruno « le 🦊 » Lefèvre' },
  chloe: { id: 'chloe', name: 'Chloé "Clo" Dubois' },
  dylan: { id: 'dylan', name: '=Dylan' },
} satisfies Record<string, Student>;

interface Answer {
  answer: string;
  concordanceScore?: number | null;
  teacherScore?: number | null;
  aiFeedback?: string | null;
}

/**
 * Stored straight into the database: evaluated answers carry their scores, and an answer whose
 * evaluation failed for good (3 attempts) stays unevaluated, out of the evaluation queue's reach.
 */
async function store(db: Db, sessionId: string, questionId: string, student: Student, given: Answer, at: Date) {
  const evaluated = given.concordanceScore !== undefined && given.concordanceScore !== null;
  await db.insert(responses).values({
    sessionId,
    questionId,
    studentId: student.id,
    studentName: student.name,
    answer: given.answer,
    timestamp: at,
    concordanceScore: given.concordanceScore ?? null,
    teacherScore: given.teacherScore ?? null,
    aiFeedback: given.aiFeedback ?? null,
    evaluationTimestamp: evaluated ? new Date(at.getTime() + 5_000) : null,
    evaluationAttempts: evaluated ? 1 : 3,
    evaluationError: evaluated ? null : 'Fournisseur indisponible',
  });
}

async function join(db: Db, sessionId: string, student: Student) {
  await db.insert(participants).values({ sessionId, studentId: student.id, studentName: student.name, tokenHash: hashToken(student.id) });
}

describe.each(testDatabases)('session statistics, ranking and results file on $name', (target) => {
  let server: TestApp;
  let db: Db;
  beforeAll(async () => {
    server = await startTestApp(await target.open());
    db = server.database.db;
  });
  afterAll(async () => {
    await server.close();
    await server.database.close();
  });

  /**
   * An ended session of four questions (choice, open, rating, rating without a scale) and four
   * students: Alice right everywhere, Bruno half right, Chloé out of time and unevaluated,
   * Dylan joined and never answered.
   */
  async function endedSession() {
    const setup = await teacherWithSession(server.url, [CHOICE_QUESTION, OPEN_QUESTION, RATING_QUESTION]);
    const { session, client } = setup;
    const noScale = await insertQuestion(db, session.id, {
      title: 'Note sans échelle',
      content: 'Sur 10 ?',
      type: 'rating',
      options: [],
      correctAnswer: '',
      ratingScale: null,
    });
    const [choice, open, rating] = setup.questionIds as [string, string, string];
    for (const student of Object.values(STUDENTS)) await join(db, session.id, student);
    const t0 = Date.UTC(2026, 10, 21, 9, 0, 0);
    const at = (seconds: number) => new Date(t0 + seconds * 1_000);
    const { alice, bruno, chloe } = STUDENTS;
    await store(db, session.id, choice, alice, { answer: '0' }, at(1));
    await store(db, session.id, choice, bruno, { answer: '1' }, at(2));
    await store(db, session.id, choice, chloe, { answer: AUTO_SUBMIT_ANSWER }, at(60));
    await store(db, session.id, open, alice, { answer: 'La lumière 🌞 devient du glucose.', concordanceScore: 95, aiFeedback: 'Très complet ✅' }, at(70));
    await store(db, session.id, open, bruno, { answer: 'Elle respire', concordanceScore: 40, teacherScore: 75, aiFeedback: 'Incomplet' }, at(71));
    await store(db, session.id, open, chloe, { answer: 'Je ne sais pas' }, at(72));
    await store(db, session.id, rating, alice, { answer: '5' }, at(80));
    await store(db, session.id, rating, bruno, { answer: '4' }, at(81));
    await store(db, session.id, rating, chloe, { answer: '4' }, at(82));
    await store(db, session.id, noScale.id, alice, { answer: '9' }, at(90));
    await store(db, session.id, noScale.id, bruno, { answer: '10' }, at(91));
    for (const status of ['active', 'ended']) {
      expect((await client.patch(`/api/sessions/${session.id}/status`, { status })).status).toBe(200);
    }
    return { ...setup, questionIds: [choice, open, rating, noScale.id] };
  }

  it('answers the session figures, each question’s distribution and evaluation stats, and the ranking', async () => {
    const { client, session, questionIds } = await endedSession();
    const response = await client.get(`/api/sessions/${session.id}/stats`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.json.success).toBe(true);
    const data = response.json.data as SessionResults;

    expect(data.session).toMatchObject({ id: session.id, code: session.code, name: 'Cours de test', status: 'ended', participantsCount: 4, questionsCount: 4 });
    // 11 answers; gradable: the 3 choice answers and the 2 evaluated open ones, 3 of them right.
    expect(data.stats).toEqual({ totalResponses: 11, globalAccuracy: 60, questionsWithCorrectAnswer: 1, openEndedQuestions: 1 });

    const [choice, open, rating, noScale] = data.questions;
    expect(data.questions.map((q) => [q.questionId, q.position, q.title, q.type])).toEqual([
      [questionIds[0], 0, 'Capitale', 'multiple_choice'],
      [questionIds[1], 1, 'Photosynthèse', 'open_ended'],
      [questionIds[2], 2, 'Avis', 'rating'],
      [questionIds[3], 3, 'Note sans échelle', 'rating'],
    ]);
    expect(choice).toMatchObject({
      kind: 'choice',
      totalResponses: 3,
      options: [
        { id: '0', text: 'Paris', isCorrect: true, count: 1, percent: 33.3 },
        { id: '1', text: 'Lyon', isCorrect: false, count: 1, percent: 33.3 },
      ],
      noAnswer: { count: 1, percent: 33.3 },
      other: { count: 0, percent: 0 },
      correctResponses: 1,
      accuracy: 33.3,
    });
    expect(open).toEqual({
      position: 1,
      title: 'Photosynthèse',
      type: 'open_ended',
      kind: 'open',
      questionId: questionIds[1],
      totalResponses: 3,
      evaluatedResponses: 2,
      unevaluatedResponses: 1,
      needsReviewResponses: 0,
      // The teacher's 75 replaces the evaluator's 40.
      averageScore: 85,
      evaluationRate: 66.7,
      scoreDistribution: { excellent: 1, good: 1, average: 0, poor: 0 },
      noAnswer: { count: 0, percent: 0 },
    });
    expect(rating).toMatchObject({ kind: 'rating', totalResponses: 3, scale: { min: 1, max: 5 }, average: 4.3 });
    expect(rating!.kind === 'rating' && rating!.values.map((v) => [v.value, v.label, v.count])).toEqual([
      [1, 'Pas du tout', 0],
      [2, null, 0],
      [3, null, 0],
      [4, null, 2],
      [5, 'Beaucoup', 1],
    ]);
    // No scale stored: the statistics fall back on 1 to 10.
    expect(noScale).toMatchObject({ kind: 'rating', totalResponses: 2, scale: { min: 1, max: 10 }, average: 9.5 });
    expect(noScale!.kind === 'rating' && noScale!.values.map((v) => v.count)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 1, 1]);

    expect(data.ranking).toEqual([
      {
        rank: 1,
        studentId: 'alice',
        studentName: 'Alice Martin',
        totalResponses: 4,
        correctResponses: 2,
        participationRate: 100,
        accuracyRate: 100,
        openEvaluated: 1,
        openAverage: 95,
        medal: 'gold',
        performance: 'green',
      },
      {
        rank: 2,
        studentId: 'bruno',
        studentName: 'Bruno « le 🦊 » Lefèvre',
        totalResponses: 4,
        correctResponses: 1,
        participationRate: 100,
        accuracyRate: 50,
        openEvaluated: 1,
        openAverage: 75,
        medal: 'silver',
        performance: 'red',
      },
      {
        rank: 3,
        studentId: 'chloe',
        studentName: 'Chloé "Clo" Dubois',
        totalResponses: 3,
        correctResponses: 0,
        // Out of time on the first question: present, but not a real answer.
        participationRate: 50,
        accuracyRate: 0,
        openEvaluated: 0,
        openAverage: null,
        medal: 'bronze',
        performance: 'red',
      },
      {
        rank: 4,
        studentId: 'dylan',
        studentName: '=Dylan',
        totalResponses: 0,
        correctResponses: 0,
        participationRate: 0,
        accuracyRate: 0,
        openEvaluated: 0,
        openAverage: null,
        medal: null,
        performance: 'red',
      },
    ]);
  });

  it('answers in every status: a new session without questions has zeros and empty lists', async () => {
    const { client } = await registeredTeacher(server.url);
    const session = (await client.post('/api/sessions', { name: 'Vide' })).json.session;
    const response = await client.get(`/api/sessions/${session.id}/stats`);
    expect(response.status).toBe(200);
    expect(response.json.data).toEqual({
      session: { id: session.id, name: 'Vide', code: session.code, status: 'created', participantsCount: 0, questionsCount: 0, createdAt: session.createdAt },
      stats: { totalResponses: 0, globalAccuracy: 0, questionsWithCorrectAnswer: 0, openEndedQuestions: 0 },
      questions: [],
      ranking: [],
    });
  });

  it('sends the results file: every question and response with its scores, the stats and the ranking, unicode intact', async () => {
    const { client, session, questionIds } = await endedSession();
    const response = await client.get(`/api/sessions/${session.id}/export`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename*=UTF-8''session-${session.code}-results-${day}.json; filename="session-${session.code}-results-${day}.json"`,
    );
    // Written as typed, not as \u escapes.
    expect(response.text).toContain('Bruno « le 🦊 » Lefèvre');
    expect(response.text).toContain('La lumière 🌞 devient du glucose.');

    const file = JSON.parse(response.text) as SessionResultsFile;
    expect(file).toMatchObject({ format: 'ciar-session-results', version: 1 });
    expect(Date.parse(file.exportedAt)).not.toBeNaN();
    expect(file.session).toMatchObject({ id: session.id, code: session.code, status: 'ended', isAutonomous: false, disableTimer: false });

    const stats = (await client.get(`/api/sessions/${session.id}/stats`)).json.data as SessionResults;
    expect(file.stats).toEqual(stats.stats);
    expect(file.ranking).toEqual(stats.ranking);
    expect(file.questions.map((q) => q.id)).toEqual(questionIds);

    const [choice, open, rating, noScale] = file.questions;
    expect(choice).toMatchObject({
      title: 'Capitale',
      content: 'Quelle est la capitale de la France ?',
      type: 'multiple_choice',
      timeLimit: 60,
      correctAnswer: '0',
      proposition: null,
      options: [
        { id: '0', text: 'Paris', explication: 'Paris est la capitale depuis des siècles.' },
        { id: '1', text: 'Lyon', explication: 'Lyon est une grande ville, pas la capitale.' },
      ],
      stats: { kind: 'choice', correctResponses: 1 },
    });
    expect(choice!.responses.map((r) => [r.studentId, r.answer, r.isCorrect, r.score])).toEqual([
      ['alice', '0', true, null],
      ['bruno', '1', false, null],
      ['chloe', AUTO_SUBMIT_ANSWER, false, null],
    ]);
    expect(open!.proposition).toBe(OPEN_QUESTION.proposition);
    expect(open!.stats).toMatchObject({ kind: 'open', averageScore: 85 });
    expect(open!.responses).toEqual([
      {
        studentId: 'alice',
        studentName: 'Alice Martin',
        answer: 'La lumière 🌞 devient du glucose.',
        timestamp: '2026-11-21T09:01:10.000Z',
        modificationCount: 0,
        concordanceScore: 95,
        aiFeedback: 'Très complet ✅',
        evaluationTimestamp: '2026-11-21T09:01:15.000Z',
        evaluationConfidence: null,
        needsReview: false,
        evaluatedBy: null,
        evaluationNote: null,
        teacherScore: null,
        teacherFeedback: null,
        gradedGroupId: null,
        score: 95,
        isCorrect: true,
      },
      {
        studentId: 'bruno',
        studentName: 'Bruno « le 🦊 » Lefèvre',
        answer: 'Elle respire',
        timestamp: '2026-11-21T09:01:11.000Z',
        modificationCount: 0,
        concordanceScore: 40,
        aiFeedback: 'Incomplet',
        evaluationTimestamp: '2026-11-21T09:01:16.000Z',
        evaluationConfidence: null,
        needsReview: false,
        evaluatedBy: null,
        evaluationNote: null,
        teacherScore: 75,
        teacherFeedback: null,
        gradedGroupId: null,
        score: 75,
        isCorrect: true,
      },
      {
        studentId: 'chloe',
        studentName: 'Chloé "Clo" Dubois',
        answer: 'Je ne sais pas',
        timestamp: '2026-11-21T09:01:12.000Z',
        modificationCount: 0,
        concordanceScore: null,
        aiFeedback: null,
        evaluationTimestamp: null,
        evaluationConfidence: null,
        needsReview: false,
        evaluatedBy: null,
        evaluationNote: null,
        teacherScore: null,
        teacherFeedback: null,
        gradedGroupId: null,
        score: null,
        isCorrect: null,
      },
    ]);
    expect(rating).toMatchObject({ ratingScale: { min: 1, max: 5 }, stats: { kind: 'rating', average: 4.3 } });
    expect(rating!.responses.map((r) => r.isCorrect)).toEqual([null, null, null]);
    expect(noScale).toMatchObject({ ratingScale: null, stats: { scale: { min: 1, max: 10 } } });
  });

  describe('who may read them', () => {
    let owner: Awaited<ReturnType<typeof endedSession>>;
    let intruder: HttpClient;
    beforeAll(async () => {
      owner = await endedSession();
      intruder = (await registeredTeacher(server.url, 'Intrus')).client;
    });

    it.each(['stats', 'export'])('GET /sessions/:id/%s: 401 without the cookie, 404 for another teacher or a bad id', async (route) => {
      const path = `/api/sessions/${owner.session.id}/${route}`;
      const anonymous = await httpClient(server.url).get(path);
      expect(anonymous.status).toBe(401);
      expect(anonymous.json).toEqual({ error: 'Veuillez vous connecter.', code: 'unauthenticated' });

      const other = await intruder.get(path);
      expect(other.status).toBe(404);
      expect(other.json).toEqual({ error: 'Session non trouvée', code: 'session-not-found' });
      expect(other.text).not.toMatch(/Alice|Cours de test/);
      expect(other.headers.get('content-disposition')).toBeNull();

      for (const id of ['pas-un-uuid', '00000000-0000-4000-8000-000000000000']) {
        const bad = await owner.client.get(`/api/sessions/${id}/${route}`);
        expect(bad.status, id).toBe(404);
        expect(bad.json.code).toBe('session-not-found');
      }
    });
  });

  it('reads a session in a number of queries that does not grow with its students and questions', async () => {
    const queries = countStatements(db);
    try {
      const counts: number[] = [];
      for (const size of [1, 8]) {
        const { client: teacher, session, questionIds } = await teacherWithSession(
          server.url,
          Array.from({ length: size }, () => CHOICE_QUESTION),
        );
        for (let s = 0; s < size * 3; s++) {
          const student = { id: `eleve-${size}-${s}`, name: `Élève ${s}` };
          await join(db, session.id, student);
          for (const questionId of questionIds) await store(db, session.id, questionId, student, { answer: String(s % 2) }, new Date());
        }
        // Both request paths count: the login cookie's lookup is part of the cost.
        const measured: number[] = [];
        for (const route of ['stats', 'export']) {
          queries.reset();
          expect((await teacher.get(`/api/sessions/${session.id}/${route}`)).status).toBe(200);
          measured.push(queries.count);
        }
        counts.push(...measured);
      }
      // The session, its questions, participants and responses, plus the login cookie's lookup.
      expect(counts[0]).toBeGreaterThanOrEqual(5);
      expect(counts.slice(2)).toEqual(counts.slice(0, 2));
    } finally {
      queries.restore();
    }
  });
});
