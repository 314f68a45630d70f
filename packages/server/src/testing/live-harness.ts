/**
 * Real clients for real-time tests: a teacher with their login cookie and students who join
 * over REST then socket.io, exactly like the browser does.
 */
import type { Ack, ClientToServerEvents, ServerToClientEvents } from '@ciar/shared/events';
import { STUDENT_TOKEN_HEADER } from '@ciar/shared/student';
import { io as connect, type Socket } from 'socket.io-client';
import { registeredTeacher, type HttpClient } from './test-app';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export function openSocket(url: string, headers: Record<string, string> = {}): Promise<ClientSocket> {
  const socket: ClientSocket = connect(url, {
    transports: ['websocket'],
    extraHeaders: headers,
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Emits and waits for the acknowledgement. */
export function request<T = unknown>(socket: ClientSocket, event: string, payload: unknown): Promise<Ack<T>> {
  return new Promise((resolve) => {
    (socket.emit as (e: string, p: unknown, ack: (a: Ack<T>) => void) => void)(event, payload, resolve);
  });
}

export function cookieHeader(client: HttpClient): Record<string, string> {
  // The app's own origin, as the browser sends it with the cookie on a write.
  return { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '), origin: client.baseUrl };
}

export async function teacherWithSession(url: string, questions: unknown[]) {
  const { client, teacher } = await registeredTeacher(url);
  const created = await client.post('/api/sessions', { name: 'Cours de test' });
  if (created.status !== 201) throw new Error(`session: ${created.status} ${created.text}`);
  const session = created.json.session as { id: string; code: string };
  const questionIds: string[] = [];
  for (const question of questions) {
    const response = await client.post('/api/questions', { sessionId: session.id, ...(question as object) });
    if (response.status !== 201) throw new Error(`question: ${response.status} ${response.text}`);
    questionIds.push(response.json.question.id);
  }
  return { client, teacher, session, questionIds };
}

export interface JoinedStudent {
  id: string;
  name: string;
  token: string;
  socket: ClientSocket;
  received: Array<{ event: string; data: unknown }>;
  /** The snapshot the join's acknowledgement carried. */
  joined: unknown;
}

/** A student as the join answers: their id and the token that proves it later. */
export interface Student {
  id: string;
  token: string;
}

/** POST /api/sessions/join: the REST half of joining. */
export async function joinByRest(url: string, code: string, name: string): Promise<Student> {
  const response = await fetch(`${url}/api/sessions/join`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code, studentName: name }),
  });
  const body = (await response.json()) as { student: Student };
  if (response.status !== 200) throw new Error(`join: ${response.status} ${JSON.stringify(body)}`);
  return body.student;
}

/** POST /api/questions/{id}/respond as the student: the answer's HTTP status (201 when stored). */
export async function answerByRest(url: string, questionId: string, student: Student, answer: string): Promise<number> {
  const response = await fetch(`${url}/api/questions/${questionId}/respond`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [STUDENT_TOKEN_HEADER]: student.token },
    body: JSON.stringify({ studentId: student.id, answer }),
  });
  return response.status;
}

export async function joinStudent(url: string, code: string, name: string): Promise<JoinedStudent> {
  const student = await joinByRest(url, code, name);
  const socket = await openSocket(url);
  const received: JoinedStudent['received'] = [];
  socket.onAny((event, data) => received.push({ event, data }));
  const ack = await request(socket, 'join-session', {
    sessionCode: code,
    userType: 'student',
    userId: student.id,
    userName: name,
    token: student.token,
  });
  if (!ack.ok) throw new Error(`join-session: ${ack.error}`);
  return { id: student.id, name, token: student.token, socket, received, joined: ack.data };
}

/** Resolves with the first `event` the socket receives that satisfies `accept`. */
export function nextEvent<T>(socket: ClientSocket, event: string, accept: (data: T) => boolean = () => true, timeoutMs = 5_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event as never, listener as never);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (data: T) => {
      if (!accept(data)) return;
      clearTimeout(timer);
      socket.off(event as never, listener as never);
      resolve(data);
    };
    socket.on(event as never, listener as never);
  });
}

/** A teacher screen that shows scores: asks for the session's batched evaluation news. */
export async function watchScores(socket: ClientSocket, sessionId: string): Promise<void> {
  const ack = await request(socket, 'watch-scores', { sessionId });
  if (!ack.ok) throw new Error(`watch-scores: ${ack.error}`);
}

/** The first score in a teacher's batched evaluation news that satisfies `accept`. */
export function nextEvaluation<T = any>(socket: ClientSocket, accept: (evaluation: T) => boolean = () => true, timeoutMs = 5_000): Promise<T> {
  let found: T | undefined;
  return nextEvent<{ evaluations: T[] }>(
    socket,
    'answers-evaluated',
    (batch) => {
      found = batch.evaluations.find(accept);
      return found !== undefined;
    },
    timeoutMs,
  ).then(() => found!);
}

export const CHOICE_QUESTION = {
  title: 'Capitale',
  content: 'Quelle est la capitale de la France ?',
  type: 'multiple_choice',
  timeLimit: 60,
  options: [
    { text: 'Paris', explication: 'Paris est la capitale depuis des siècles.' },
    { text: 'Lyon', explication: 'Lyon est une grande ville, pas la capitale.' },
  ],
  correctAnswer: '0',
};

export const OPEN_QUESTION = {
  title: 'Photosynthèse',
  content: 'Expliquez la photosynthèse.',
  type: 'open_ended',
  timeLimit: 120,
  proposition: 'La plante transforme la lumière, l’eau et le dioxyde de carbone en glucose et en oxygène.',
};
