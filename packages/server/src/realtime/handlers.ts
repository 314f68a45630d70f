/**
 * Socket event handlers (docs/product.md#real-time-protocol): validate, do the work through the same
 * domain code as the REST routes, acknowledge, then broadcast.
 */
import {
  activateQuestionPayload,
  joinSessionPayload,
  leaveSessionPayload,
  sessionIdPayload,
  submitAnswerPayload,
  type ClientToServerEvents,
  type JoinSessionPayload,
  type ServerToClientEvents,
} from '@ciar/shared/events';
import type { SessionStatus } from '@ciar/shared/session';
import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import type { Answers } from '../domain/answers';
import { AppError } from '../domain/app-error';
import { sessionSnapshot, type StudentSnapshots } from '../domain/live-state';
import type { SessionDirectory } from '../domain/session-directory';
import { activateQuestion } from '../domain/questions';
import { changeSessionStatus } from '../domain/sessions';
import { requireOwnedSession } from '../domain/ownership';
import type { Db } from '../storage/db';
import { handler } from './ack';
import type { CodeGuesses } from './code-guesses';
import type { LiveEvents } from './live-events';
import { liveQuestionStats } from './live-stats';
import { rooms } from './rooms';

export interface SocketData {
  /** Set at the handshake from the login cookie. */
  teacherId: string | null;
  /** The client's address, behind the trusted proxies (TRUST_PROXY): the code-guess budget's key. */
  clientAddress: string;
  /** Sessions this socket joined, by code. */
  joined: Map<string, { sessionId: string; role: 'teacher' | 'student'; studentId?: string; studentName?: string }>;
}

export type IoSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export interface HandlerDeps {
  db: Db;
  answers: Answers;
  live: LiveEvents;
  /** Unknown codes tried per client address: code guessing is rate-limited here as on REST. */
  codeGuesses: CodeGuesses;
  sessionsByCode: SessionDirectory;
  /** Students' join snapshots, read in groups per session. */
  snapshots: StudentSnapshots;
  log: FastifyBaseLogger;
}

export function registerHandlers(socket: IoSocket, { db, answers, live, codeGuesses, sessionsByCode, snapshots, log }: HandlerDeps) {
  /** Joins `roomNames`, then runs `read`; leaves them again if it fails. */
  const inRooms = async <T>(roomNames: string[], read: () => Promise<T>): Promise<T> => {
    await socket.join(roomNames);
    try {
      return await read();
    } catch (error) {
      await Promise.all(roomNames.map((room) => socket.leave(room)));
      throw error;
    }
  };

  const requireTeacher = () => {
    if (!socket.data.teacherId) throw new AppError('unauthenticated');
    return socket.data.teacherId;
  };

  const refuse = (refusal: { error: string; code: string }) => socket.emit('error', refusal);

  const setStatus = (status: SessionStatus) =>
    handler(
      sessionIdPayload,
      async ({ sessionId }) => {
        const session = await changeSessionStatus(db, requireTeacher(), sessionId, status);
        live.statusChanged(session);
        return { status: session.status };
      },
      log,
      refuse,
    );

  socket.on(
    'join-session',
    handler(
      joinSessionPayload,
      async (payload, { acknowledged }) => {
        const code = payload.sessionCode.toUpperCase();
        const address = socket.data.clientAddress;
        return codeGuesses.attempt(address, code, payload, socket.data.teacherId, () => joinByCode(code, payload, acknowledged));
      },
      log,
      refuse,
    ),
  );

  /** A join by session code, once the code-guess budget let it through; an unknown code throws. */
  async function joinByCode(code: string, payload: JoinSessionPayload, acknowledged: boolean) {
    const joined = await sessionsByCode.withSession(code, async (session) => {
      if (payload.userType === 'teacher') {
        // Another teacher's session does not exist, as far as this socket can tell.
        if (session.teacherId !== requireTeacher()) throw new AppError('session-not-found');
        // Rooms first, state second: nothing broadcast in between can be missed.
        const snapshot = await inRooms([rooms.session(session.id), rooms.teachers(session.id)], () =>
          sessionSnapshot(db, session.id),
        );
        socket.data.joined.set(code, { sessionId: session.id, role: 'teacher' });
        if (!acknowledged) socket.emit('session-joined', snapshot);
        if (snapshot.current) {
          const stats = await liveQuestionStats(db, session.id, snapshot.current.question.id);
          socket.emit('answer-submitted', { questionId: stats.questionId, stats });
        }
        return snapshot;
      }
      // The student's own room only once their token is checked: it carries their answers.
      const { student, snapshot } = await inRooms([rooms.session(session.id), rooms.students(session.id)], () =>
        snapshots.read(session.id, payload.userId, payload.token),
      );
      await socket.join(rooms.student(session.id, student.studentId));
      socket.data.joined.set(code, { sessionId: session.id, role: 'student', ...student });
      // The acknowledgement carries the snapshot; a spec client without one gets the event.
      if (!acknowledged) socket.emit('session-joined', snapshot);
      return snapshot;
    });
    if (!joined) throw new AppError('session-not-found');
    return joined;
  }

  socket.on('leave-session', async (payload: unknown, ack?: unknown) => {
    const parsed = leaveSessionPayload.safeParse(payload);
    if (parsed.success) {
      const code = parsed.data.sessionCode.toUpperCase();
      const membership = socket.data.joined.get(code);
      if (membership) {
        const { sessionId, studentId } = membership;
        const left = [rooms.session(sessionId), rooms.teachers(sessionId), rooms.students(sessionId)];
        if (studentId) left.push(rooms.student(sessionId, studentId));
        await Promise.all(left.map((room) => socket.leave(room)));
        socket.data.joined.delete(code);
      }
    }
    if (typeof ack === 'function') ack({ ok: true, data: null });
  });

  // The session page's answer list shows scores; the live screen does not and never asks.
  socket.on(
    'watch-scores',
    handler(
      sessionIdPayload,
      async ({ sessionId }) => {
        await requireOwnedSession(db, requireTeacher(), sessionId);
        await socket.join(rooms.scores(sessionId));
        return null;
      },
      log,
      refuse,
    ),
  );
  socket.on(
    'unwatch-scores',
    handler(
      sessionIdPayload,
      async ({ sessionId }) => {
        // A teacher event like the others: only the session's teacher is answered.
        await requireOwnedSession(db, requireTeacher(), sessionId);
        await socket.leave(rooms.scores(sessionId));
        return null;
      },
      log,
      refuse,
    ),
  );

  socket.on('start-session', setStatus('active'));
  socket.on('stop-session', setStatus('ended'));

  socket.on(
    'activate-question',
    handler(
      activateQuestionPayload,
      async ({ sessionId, questionId }) => {
        const activated = await activateQuestion(db, requireTeacher(), questionId, { sessionId });
        await live.questionActivated(activated);
        return { questionId: activated.question.id };
      },
      log,
      refuse,
    ),
  );

  const submitAnswer = handler(
    submitAnswerPayload,
    async (payload, { acknowledged }) => {
      // Answers only as the student this socket joined as, proven by their token at join.
      const membership = [...socket.data.joined.values()].find(
        (m) => m.role === 'student' && m.studentId === payload.studentId,
      );
      if (!membership) throw new AppError('student-unauthenticated');
      const result = await answers.submit({
        sessionId: membership.sessionId,
        studentId: membership.studentId!,
        studentName: membership.studentName!,
        questionId: payload.questionId,
        answer: payload.answer,
        answeredAt: payload.answeredAt,
        acknowledgedTo: acknowledged ? socket.id : undefined,
      });
      // A resend of a stored answer writes nothing, so nothing was broadcast: this socket
      // learns it here, also when it asked without a callback.
      if (result.replayed) socket.emit('answer-confirmed', { questionId: payload.questionId, response: result.response, feedback: result.feedback });
      return { response: result.response, feedback: result.feedback };
    },
    log,
    refuse,
  );
  // The original protocol names the event submitAnswer in one place and submit-answer elsewhere (docs/product.md#real-time-protocol). Both are served.
  socket.on('submit-answer', submitAnswer);
  socket.on('submitAnswer', submitAnswer);
}
