/**
 * The app under test, driven through its real API and protocol, as the browser does: a
 * teacher registers, creates a session and its questions and starts it over REST, then opens
 * the live channel with the login cookie; students join over REST, then `join-session` with
 * their token, receive `question-activated` and send `submit-answer`.
 */
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
  const teacherUrl = urls[0];
  let cookie = null;
  let session = null;
  let questionIds = [];
  let teacher = null;

  return {
    name: 'ciar',
    activatedEvent: 'question-activated',

    async setup() {
      const email = `bench-${Date.now()}-${process.pid}@ecole.fr`;
      const registered = await call(teacherUrl, 'POST', '/api/auth/teacher/register', { name: 'Prof Banc', email, password: 'motdepasse-banc' });
      const setCookie = registered.headers.getSetCookie().find((c) => c.startsWith('ciar_session='));
      if (!setCookie) throw new Error('register: no ciar_session cookie');
      cookie = setCookie.split(';')[0];
      session = (await call(teacherUrl, 'POST', '/api/sessions', { name: 'Banc de charge' }, cookie)).json.session;
      questionIds = [];
      for (let k = 0; k < activations; k++) {
        const created = await call(teacherUrl, 'POST', '/api/questions', { sessionId: session.id, ...QUESTION, title: `Question ${k + 1}` }, cookie);
        questionIds.push(created.json.question.id);
      }
      await call(teacherUrl, 'PATCH', `/api/sessions/${session.id}/status`, { status: 'active' }, cookie);
      teacher = await openSocket(teacherUrl, { cookie });
      await requestOk(teacher, 'join-session', { sessionCode: session.code, userType: 'teacher', userId: 'bench-teacher', userName: 'Prof Banc' });
    },

    async joinStudent(index, url) {
      const studentName = `Élève ${index + 1}`;
      const joined = await call(url, 'POST', '/api/sessions/join', { code: session.code, studentName });
      const { id, token } = joined.json.student;
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
    },
  };
}
