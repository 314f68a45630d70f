/**
 * Nothing a student receives reveals a question's correct answer, explanations or model
 * answer before that student answered it (docs/architecture.md#contracts-at-the-edges, docs/product.md#roles-and-access). Students' devices
 * record every HTTP body, socket event and acknowledgement across whole sessions — live with
 * all question types, a late joiner, a question shown again, evaluation, pause and settings;
 * then self-paced — and support/spy-student.ts looks in each message for the secret texts and
 * secret keys of every question that student had not answered yet when it arrived.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { nextEvent, teacherWithSession } from '../testing/live-harness';
import { startTestApp, type TestApp } from '../testing/test-app';
import { leaks, spyStudent, type SpyStudent } from './support/spy-student';

const QUESTIONS = [
  {
    title: 'Capitale',
    content: 'Quelle est la capitale de la France ?',
    type: 'multiple_choice',
    timeLimit: 60,
    options: [
      { text: 'Paris', explication: 'SECRET-1A : Paris est la capitale.' },
      { text: 'Lyon', explication: 'SECRET-1B : Lyon ne l’est pas.' },
    ],
    correctAnswer: '0',
  },
  {
    title: 'Ébullition',
    content: 'L’eau bout à 50 °C au niveau de la mer.',
    type: 'true_false',
    timeLimit: 60,
    options: [
      { text: 'Vrai', explication: 'SECRET-2A : non, à 100 °C.' },
      { text: 'Faux', explication: 'SECRET-2B : exact, à 100 °C.' },
    ],
    correctAnswer: '1',
  },
  { title: 'Photosynthèse', content: 'Expliquez la photosynthèse.', type: 'open_ended', timeLimit: 120, proposition: 'SECRET-3 : la plante fait du glucose avec la lumière.', acceptedIdeas: 'SECRET-ACCEPTED : sucre / amidon' },
  { title: 'Avis', content: 'Notez ce cours.', type: 'rating', timeLimit: 60, ratingScale: { min: 1, max: 5, labels: ['Bof', 'Moyen', 'Bien', 'Très bien', 'Super'] } },
  {
    title: 'Sondage',
    content: 'Quel sujet ensuite ?',
    type: 'multiple_choice',
    timeLimit: 60,
    options: [
      { text: 'Volcans', explication: 'SECRET-5A : le prochain cours.' },
      { text: 'Océans', explication: 'SECRET-5B : plus tard.' },
    ],
    correctAnswer: '',
  },
];
const ANSWERS = ['1', '0', 'La plante boit de l’eau.', '4', '0'];
const SECRET_TEXTS = [['SECRET-1A', 'SECRET-1B'], ['SECRET-2A', 'SECRET-2B'], ['SECRET-3'], [], ['SECRET-5A', 'SECRET-5B']];

describe.each(testDatabases)('what students learn before answering on $name', (target) => {
  let server: TestApp;
  const spies: SpyStudent[] = [];

  beforeAll(async () => {
    server = await startTestApp(await target.open());
  });
  afterAll(async () => {
    for (const spy of spies) spy.socket.close();
    await server.close();
    await server.database.close();
  });

  async function setUp(selfPaced: boolean) {
    const teacher = await teacherWithSession(server.url, QUESTIONS);
    const { client, session, questionIds } = teacher;
    if (selfPaced) await client.patch(`/api/sessions/${session.id}/autonomous`, { isAutonomous: true });
    expect((await client.patch(`/api/sessions/${session.id}/status`, { status: 'active' })).status).toBe(200);
    const secrets = Object.fromEntries(questionIds.map((id, i) => [id, SECRET_TEXTS[i]!]));
    const spy = async (name: string) => {
      const student = await spyStudent(server.url, session.code, name, () => questionIds);
      spies.push(student);
      return student;
    };
    const views = (student: SpyStudent) =>
      Promise.all([
        student.get(`/api/sessions/${session.id}/student/${encodeURIComponent(student.id)}/quiz`),
        student.get(`/api/sessions/${session.id}/student/${encodeURIComponent(student.id)}/responses`),
        student.get(`/api/sessions/code/${session.code}`),
      ]);
    return { client, session, questionIds, secrets, spy, views };
  }

  it('live: nothing reaches a student before they answer, whatever the question type, channel or moment they joined', async () => {
    const { client, session, questionIds, secrets, spy, views } = await setUp(false);
    const observer = await spy('Observatrice');
    const answerer = await spy('Répondant');
    const present = [observer, answerer];
    for (const student of present) await views(student);

    for (const [i, questionId] of questionIds.entries()) {
      const shown = present.map((s) => nextEvent<{ questionId: string }>(s.socket, 'question-activated', (d) => d.questionId === questionId));
      expect((await client.patch(`/api/questions/${questionId}/activate`)).status).toBe(200);
      await Promise.all(shown);
      if (i === 2) present.push(await spy('Retardataire'));
      for (const student of present) await views(student);
      const by = i % 2 ? 'rest' : 'socket';
      // Over REST the student's socket is told by an event; over the socket, its acknowledgement tells.
      const confirmed = by === 'rest' ? nextEvent(answerer.socket, 'answer-confirmed') : null;
      const result = await answerer.answer(questionId, ANSWERS[i], by);
      expect(JSON.stringify(result)).not.toMatch(/"ok":false|"code"/);
      await confirmed;
      for (const student of present) await views(student);
    }

    // The first question shown again, its open answer scored, pause, resume and settings:
    // each broadcast goes through the same recorders.
    const again = present.map((s) => nextEvent(s.socket, 'question-activated'));
    await client.patch(`/api/questions/${questionIds[0]}/activate`);
    await Promise.all(again);
    await client.post(`/api/evaluation/evaluate-all-responses/${session.id}`);
    await server.evaluation.queue.idle();
    await client.patch(`/api/evaluation/override/${questionIds[2]}/${encodeURIComponent(answerer.id)}`, { score: 75 });
    for (const status of ['paused', 'active']) await client.patch(`/api/sessions/${session.id}/status`, { status });
    await client.patch(`/api/sessions/${session.id}/timer`, { disableTimer: true });
    await client.patch(`/api/questions/session/${session.id}/deactivate-all`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const student of present) await views(student);

    for (const student of present) expect(leaks(student.received, secrets), student.name).toEqual([]);
    // The recorders did see the secrets where they belong: in the answerer's feedback.
    const answererText = answerer.received.map((r) => r.text).join('\n');
    for (const secret of ['SECRET-1A', 'SECRET-1B', 'SECRET-2B', 'SECRET-3', 'SECRET-5A']) expect(answererText).toContain(secret);
    expect(answerer.received.some((r) => r.what === 'event answer-evaluated')).toBe(true);
    expect(observer.received.some((r) => r.what === 'event question-activated')).toBe(true);
    // The accepted ideas are the teacher's alone: never sent to a student, even after answering.
    for (const student of present) expect(student.received.map((r) => r.text).join('\n')).not.toContain('SECRET-ACCEPTED');
  });

  it('self-paced: the quiz list and the results reveal a question only to the student who answered it', async () => {
    const { questionIds, secrets, spy, views } = await setUp(true);
    const first = await spy('Première');
    const second = await spy('Seconde');
    await views(first);
    await views(second);
    const order = [2, 0, 4, 1, 3];
    for (const [step, index] of order.entries()) {
      await first.answer(questionIds[index]!, ANSWERS[index], step % 2 ? 'rest' : 'socket');
      await views(first);
      await views(second);
    }
    await second.answer(questionIds[1]!, '1', 'rest');
    await views(first);
    await views(second);
    await server.evaluation.queue.idle();
    await views(second);

    expect(leaks(first.received, secrets)).toEqual([]);
    expect(leaks(second.received, secrets)).toEqual([]);
    const secondText = second.received.map((r) => r.text).join('\n');
    expect(secondText).toContain('SECRET-2B');
    expect(secondText).not.toContain('SECRET-3');
  });
});
