/**
 * The minimal reference server (bench/minimal-server.mjs) behind the same interface as the
 * app, so one scenario measures both. Its activation carries the very question payload the
 * app's students received, so both broadcasts weigh the same on the wire. With `restJoin`,
 * each student first joins over REST, as the app's do (`--floor yes`).
 */
import { postJson } from './http-client.mjs';
import { openSocket, requestOk } from './socket.mjs';

export function minimalTarget({ urls, questionPayload, restJoin = false }) {
  let teacher = null;
  // Each process pushes its own count; the teacher adds the latest of each.
  const countsByQuestion = new Map(); // questionId -> Map(node -> count)

  return {
    name: restJoin ? 'minimal + REST join' : 'minimal',
    activatedEvent: 'activated',

    async setup() {
      teacher = await openSocket(urls[0]);
      await requestOk(teacher, 'join', { role: 'teacher' });
    },

    async joinStudent(_index, url) {
      if (restJoin) await postJson(url, '/api/sessions/join', { code: 'BANC01', studentName: `Élève ${_index + 1}` });
      const socket = await openSocket(url);
      try {
        await requestOk(socket, 'join', { role: 'student' });
      } catch (error) {
        socket.close();
        throw error;
      }
      return { socket, id: `student-${_index + 1}`, name: `Élève ${_index + 1}` };
    },

    questionId: (k) => `question-${k + 1}`,

    activate(k) {
      return requestOk(teacher, 'activate', { ...questionPayload, questionId: `question-${k + 1}` });
    },

    answer(student, questionId, index) {
      return ['answer', { questionId, studentId: student.id, studentName: student.name, answer: String(index % 4) }];
    },

    onTeacherCount(listener) {
      const handler = ({ node, questionId, count }) => {
        const byNode = countsByQuestion.get(questionId) ?? new Map();
        countsByQuestion.set(questionId, byNode.set(node, count));
        listener(questionId, [...byNode.values()].reduce((a, b) => a + b, 0));
      };
      teacher.on('count', handler);
      return () => teacher.off('count', handler);
    },

    storedAnswers: async () => null,

    close() {
      teacher?.close();
    },
  };
}
