/**
 * The app under test, driven through its real API and protocol, as the browser does: a
 * teacher registers, creates a session and its questions and starts it over REST, then opens
 * the live channel with the login cookie; students join over REST, then `join-session` with
 * their token, receive `question-activated` and send `submit-answer`.
 */
import { answersViewInBrowser } from './answers-view.mjs';
import { openScoresScreen } from './scores-screen.mjs';
import { postJson } from './http-client.mjs';
import { openSocket, requestOk } from './socket.mjs';

const HTTP_TIMEOUT_MS = 30_000;

export const QUESTION = {
  title: 'Capitale',
  content: 'Quelle est la capitale de la France ?',
  type: 'multiple_choice',
  // The longest limit allowed, so the burst is never refused as late on a slow run.
  timeLimit: 300,
  options: [
    { text: 'Paris', explication: 'Paris est la capitale depuis des siècles.' },
    { text: 'Lyon', explication: 'Lyon est une grande ville, pas la capitale.' },
    { text: 'Marseille', explication: 'Marseille est le premier port de France.' },
    { text: 'Lille', explication: 'Lille est la capitale des Hauts-de-France.' },
  ],
  correctAnswer: '0',
};
export const OPTION_COUNT = QUESTION.options.length;

/** The open question of the second burst (decision 183): every answer goes to the evaluator. */
export const OPEN_QUESTION = {
  title: 'Photosynthèse',
  content: 'Expliquez la photosynthèse en une phrase.',
  type: 'open_ended',
  timeLimit: 300,
  proposition: 'La plante transforme la lumière, l’eau et le dioxyde de carbone en glucose et en oxygène.',
};
/** What a class writes: a few common answers, many of one's own. */
const OPEN_ANSWERS = [
  'La plante utilise la lumière du soleil pour fabriquer du glucose avec l’eau et le dioxyde de carbone.',
  'Elle transforme la lumière en énergie et rejette de l’oxygène.',
  'Je ne sais pas.',
  'Les feuilles captent le soleil pour faire du sucre.',
];
export function openAnswer(index) {
  return index % 3 === 0 ? `${OPEN_ANSWERS[index % OPEN_ANSWERS.length]} (élève ${index})` : OPEN_ANSWERS[index % OPEN_ANSWERS.length];
}

/** A teacher's API call: its time and the size of its body as sent (decoded, uncompressed). */
async function timedGet(url, path, cookie) {
  const started = performance.now();
  const response = await fetch(url + path, { headers: { cookie }, signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) });
  const body = Buffer.from(await response.arrayBuffer());
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return { ms: performance.now() - started, bytes: body.length, json: JSON.parse(body.toString('utf8')) };
}

export async function call(url, method, path, body, cookie) {
  const response = await fetch(url + path, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie, origin: url } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return { json: text ? JSON.parse(text) : null, headers: response.headers };
}

export function ciarTarget({ urls, activations }) {
  const sessionIdOf = () => session.id;
  const teacherUrl = urls[0];
  let cookie = null;
  let login = null;
  let session = null;
  let questionIds = [];
  let openQuestionId = null;
  let teacher = null;
  let scoresScreen = null;

  return {
    name: 'ciar',
    activatedEvent: 'question-activated',

    async setup() {
      const email = `bench-${Date.now()}-${process.pid}@ecole.fr`;
      login = { email, password: 'motdepasse-banc' };
      const registered = await call(teacherUrl, 'POST', '/api/auth/teacher/register', { name: 'Prof Banc', ...login });
      const setCookie = registered.headers.getSetCookie().find((c) => c.startsWith('ciar_session='));
      if (!setCookie) throw new Error('register: no ciar_session cookie');
      cookie = setCookie.split(';')[0];
      session = (await call(teacherUrl, 'POST', '/api/sessions', { name: 'Banc de charge' }, cookie)).json.session;
      questionIds = [];
      for (let k = 0; k < activations; k++) {
        const created = await call(teacherUrl, 'POST', '/api/questions', { sessionId: session.id, ...QUESTION, title: `Question ${k + 1}` }, cookie);
        questionIds.push(created.json.question.id);
      }
      openQuestionId = (await call(teacherUrl, 'POST', '/api/questions', { sessionId: session.id, ...OPEN_QUESTION }, cookie)).json.question.id;
      await call(teacherUrl, 'PATCH', `/api/sessions/${session.id}/status`, { status: 'active' }, cookie);
      teacher = await openSocket(teacherUrl, { cookie });
      await requestOk(teacher, 'join-session', { sessionCode: session.code, userType: 'teacher', userId: 'bench-teacher', userName: 'Prof Banc' });
      // The session page's answer list: the one teacher screen that receives scores.
      scoresScreen = await openScoresScreen(teacherUrl, cookie, session.id);
    },

    async joinStudent(index, url) {
      const studentName = `Élève ${index + 1}`;
      const joined = await postJson(url, '/api/sessions/join', { code: session.code, studentName });
      const { id, token } = joined.student;
      const socket = await openSocket(url);
      try {
        await requestOk(socket, 'join-session', { sessionCode: session.code, userType: 'student', userId: id, userName: studentName, token });
      } catch (error) {
        socket.close();
        throw error;
      }
      return { socket, id, name: studentName };
    },

    questionId: (k) => questionIds[k],

    /** The open burst: the open question shown, students answer in words. */
    open: {
      questionId: () => openQuestionId,
      activate: () => requestOk(teacher, 'activate-question', { sessionId: session.id, questionId: openQuestionId }),
      answer: (student, questionId, index) => ['submit-answer', { questionId, studentId: student.id, studentName: student.name, answer: openAnswer(index) }],
      /** Calls `listener(scoredCount, at)` at each batch of scores the session page’s socket receives (`at`: when, on this process’s clock). */
      onScores(listener) {
        return scoresScreen.onScores(listener);
      },
      /** The teacher opens the answers of the open question: the three calls of its first view. */
      async firstAnswersView() {
        const started = performance.now();
        const calls = await Promise.all([
          timedGet(teacherUrl, `/api/evaluation/answers/${openQuestionId}?page=1&pageSize=50`, cookie),
          timedGet(teacherUrl, `/api/evaluation/groups/${openQuestionId}?limit=20`, cookie),
          timedGet(teacherUrl, `/api/evaluation/stats/${openQuestionId}`, cookie),
        ]);
        return {
          ms: performance.now() - started,
          bytes: calls.reduce((sum, c) => sum + c.bytes, 0),
          answersPage: { ms: calls[0].ms, bytes: calls[0].bytes },
          groups: { ms: calls[1].ms, bytes: calls[1].bytes, count: calls[1].json.totalGroups },
          stats: { ms: calls[2].ms, bytes: calls[2].bytes },
        };
      },
      /** The same first view in Chromium, from the click (null without Chromium). */
      firstAnswersViewInBrowser: () =>
        answersViewInBrowser({ url: teacherUrl, login, sessionId: session.id, questionTitle: OPEN_QUESTION.title }),
      /** The live screen's load: the session without its participants. */
      async liveScreenLoad() {
        const session = await timedGet(teacherUrl, `/api/sessions/${sessionIdOf()}`, cookie);
        return { ms: session.ms, bytes: session.bytes };
      },
    },

    activate(k) {
      return requestOk(teacher, 'activate-question', { sessionId: session.id, questionId: questionIds[k] });
    },

    answer(student, questionId, index) {
      return ['submit-answer', { questionId, studentId: student.id, studentName: student.name, answer: String(index % OPTION_COUNT) }];
    },

    /** Calls `listener(questionId, count)` with the teacher's live count of answers. */
    onTeacherCount(listener) {
      const handler = ({ questionId, stats }) => listener(questionId, stats.responsesCount);
      teacher.on('answer-submitted', handler);
      return () => teacher.off('answer-submitted', handler);
    },

    /** What the database holds for the question, read back through the teacher's API. */
    async storedAnswers(questionId) {
      const { responses } = (await call(teacherUrl, 'GET', `/api/questions/${questionId}/responses`, null, cookie)).json;
      return { rows: responses.length, distinctStudents: new Set(responses.map((r) => r.studentId)).size };
    },

    close() {
      teacher?.close();
      scoresScreen?.close();
    },
  };
}
