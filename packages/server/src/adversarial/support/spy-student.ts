/**
 * A student's device that keeps everything it receives — every HTTP body, every socket event
 * and every acknowledgement — each stamped with the questions this student had not answered
 * yet when it arrived, so a test can check afterwards that nothing revealed a question's
 * secrets before its time.
 */
import { STUDENT_TOKEN_HEADER } from '@ciar/shared/student';
import { openSocket, type ClientSocket } from '../../testing/live-harness';
import { call, jsonBody } from './http';
import { ackOf } from './sockets';

export interface Received {
  what: string;
  text: string;
  /** Questions this student had not answered (nor started answering) when it arrived. */
  unanswered: string[];
}

export interface SpyStudent {
  id: string;
  name: string;
  token: string;
  socket: ClientSocket;
  received: Received[];
  get(path: string): Promise<unknown>;
  /** Answers by socket or REST; the question counts as answered from the moment it is sent. */
  answer(questionId: string, value: unknown, by: 'socket' | 'rest'): Promise<unknown>;
}

export async function spyStudent(baseUrl: string, code: string, name: string, questionIds: () => string[]): Promise<SpyStudent> {
  const received: Received[] = [];
  const answered = new Set<string>();
  const record = (what: string, value: unknown) =>
    received.push({ what, text: typeof value === 'string' ? value : JSON.stringify(value), unanswered: questionIds().filter((id) => !answered.has(id)) });

  const lookup = await call(baseUrl, 'GET', `/api/sessions/code/${code}`);
  record('GET /sessions/code', lookup.text);
  const joined = await call(baseUrl, 'POST', '/api/sessions/join', jsonBody({ code, studentName: name }));
  record('POST /sessions/join', joined.text);
  if (joined.status !== 200) throw new Error(`join: ${joined.status} ${joined.text}`);
  const { id, token } = (joined.json as { student: { id: string; token: string } }).student;

  const socket = await openSocket(baseUrl);
  socket.onAny((event, data) => record(`event ${event}`, data));
  const ack = await ackOf(socket, 'join-session', { sessionCode: code, userType: 'student', userId: id, userName: name, token });
  record('ack join-session', ack);
  if (!ack.ok) throw new Error(`join-session: ${ack.error}`);

  return {
    id,
    name,
    token,
    socket,
    received,
    async get(path) {
      const response = await call(baseUrl, 'GET', path, { headers: { [STUDENT_TOKEN_HEADER]: token } });
      record(`GET ${path}`, response.text);
      return response.json;
    },
    async answer(questionId, value, by) {
      answered.add(questionId);
      if (by === 'socket') {
        const result = await ackOf(socket, 'submit-answer', { questionId, studentId: id, studentName: name, answer: value });
        record('ack submit-answer', result);
        return result;
      }
      const response = await call(baseUrl, 'POST', `/api/questions/${questionId}/respond`, jsonBody({ studentId: id, answer: value }, { [STUDENT_TOKEN_HEADER]: token }));
      record('POST respond', response.text);
      return response.json;
    },
  };
}

/** Keys that carry what a student may learn only once they answered. */
const SECRET_KEYS = new Set(['correctAnswer', 'correctExplication', 'explication', 'proposition', 'acceptedIdeas']);

/**
 * Every place in `received` where a question's secret shows before its time: one of its secret
 * texts anywhere in the message, or a secret key with a value in the part of the message about
 * that question (or about no identifiable question at all).
 */
export function leaks(received: Received[], secretTexts: Record<string, string[]>): string[] {
  const found: string[] = [];
  for (const message of received) {
    const pending = new Set(message.unanswered);
    for (const questionId of pending) {
      for (const secret of secretTexts[questionId] ?? []) {
        if (message.text.includes(secret)) found.push(`${message.what}: text "${secret}" of an unanswered question`);
      }
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(message.text);
    } catch {
      continue;
    }
    const walk = (node: unknown, about: string | undefined, path: string) => {
      if (Array.isArray(node)) return node.forEach((item, i) => walk(item, about, `${path}[${i}]`));
      if (node === null || typeof node !== 'object') return;
      const object = node as Record<string, unknown>;
      const own =
        (typeof object.questionId === 'string' && object.questionId) ||
        (typeof (object.question as { id?: unknown } | undefined)?.id === 'string' && (object.question as { id: string }).id) ||
        // An answer's acknowledgement: { response: { questionId }, feedback }.
        (typeof (object.response as { questionId?: unknown } | undefined)?.questionId === 'string' && (object.response as { questionId: string }).questionId) ||
        (typeof object.id === 'string' && 'options' in object && 'type' in object && object.id) ||
        about;
      for (const [key, value] of Object.entries(object)) {
        const revealing = SECRET_KEYS.has(key) && value !== null && value !== '' && value !== undefined;
        if (revealing && (own === undefined || pending.has(own))) found.push(`${message.what}: ${path}.${key} of ${own ?? 'an unknown question'}`);
        walk(value, own, `${path}.${key}`);
      }
    };
    walk(parsed, undefined, '$');
  }
  return found;
}
