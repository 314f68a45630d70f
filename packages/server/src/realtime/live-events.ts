/**
 * What the rest of the server tells connected clients. REST routes and socket handlers
 * change state through the same domain code, then call these, so both behave the same.
 * Each broadcast is one emit to a room: socket.io encodes the packet once for all members.
 */
import type { ClientToServerEvents, LiveQuestionStats, ServerToClientEvents } from '@ciar/shared/events';
import type { Question } from '@ciar/shared/question';
import type { QuestionResponse } from '@ciar/shared/response';
import type { PublicSession, SessionArrivals } from '@ciar/shared/session';
import { toStudentQuestion, type RejoinRequest } from '@ciar/shared/student';
import { and, eq } from 'drizzle-orm';
import type { Server } from 'socket.io';
import { answerFeedback } from '../domain/answer-feedback';
import type { SubmittedAnswer } from '../domain/answers';
import type { ActivatedQuestion } from '../domain/questions';
import type { Db } from '../storage/db';
import { toQuestion, toResponse } from '../storage/mappers';
import { questions, responses, sessions } from '../storage/schema';
import { createClassSizeNews } from './class-size-news';
import { createEvaluationNews } from './evaluation-news';
import { createLiveStats, liveQuestionStats, type LiveStats } from './live-stats';
import { rooms } from './rooms';

export const SESSION_STOPPED_MESSAGE = "La session a été terminée par l'enseignant";
export const ANSWER_REMOVED_MESSAGE =
  'L’enseignant a retiré l’option que vous aviez choisie : votre réponse a été effacée. Vous pouvez répondre à nouveau.';
export const RESUMED_ELSEWHERE_MESSAGE = 'Votre participation a repris sur un autre appareil : cet appareil n’y a plus accès.';

export type IoServer = Server<ClientToServerEvents, ServerToClientEvents>;

type SessionState = Pick<PublicSession, 'id' | 'code' | 'status' | 'isAutonomous' | 'disableTimer' | 'pausedAt'> & {
  currentQuestion?: Question | null;
};

export interface LiveEvents {
  participantJoined(sessionId: string, participant: { studentId: string; studentName: string }, count: number): void;
  statusChanged(session: SessionState): void;
  settingsChanged(session: SessionState): void;
  /** The teacher changed the arrival controls; `flooded`: new names are being turned away by the pace. */
  arrivalsChanged(sessionId: string, arrivals: SessionArrivals, flooded?: boolean): void;
  questionActivated(activated: ActivatedQuestion): Promise<void>;
  /**
   * The teacher saved a change to a question; when it is the one on screen, every screen shows
   * it, with its counts as the save left them, and the students whose answer it deleted are told.
   */
  questionEdited(question: Question, changes?: { removedFor: string[]; answersChanged: boolean }): Promise<void>;
  questionsDeactivated(sessionId: string, activationSeq: number): void;
  answerStored(stored: SubmittedAnswer): void;
  answerEvaluated(sessionId: string, question: Question, response: QuestionResponse): void;
  rejoinRequested(sessionId: string, request: RejoinRequest): void;
  rejoinSettled(sessionId: string, studentId: string): void;
  /** The student resumed on another device: the sockets of the earlier one are told, then closed. */
  studentResumed(sessionId: string, studentId: string): void;
  /** Logout: the sockets opened with that login cookie are closed. */
  loginRevoked(authSessionId: string): void;
  liveStats: LiveStats;
  stop(): void;
}

export function createLiveEvents(
  io: IoServer,
  db: Db,
  options: { statsIntervalMs?: number; evaluationNewsIntervalMs?: number } = {},
): LiveEvents {
  const liveStats = createLiveStats(io as never, db, { intervalMs: options.statsIntervalMs });
  // Only the teacher screens that show scores, in batches: the live screen reads counts.
  const evaluationNews = createEvaluationNews(
    (sessionId, evaluations) => io.to(rooms.scores(sessionId)).emit('answers-evaluated', { sessionId, evaluations }),
    { intervalMs: options.evaluationNewsIntervalMs },
  );
  const classSize = createClassSizeNews(
    io,
    async (sessionId) => {
      const [row] = await db.select({ count: sessions.participantsCount }).from(sessions).where(eq(sessions.id, sessionId));
      return row ? row.count : null;
    },
    options.statsIntervalMs ?? 200,
  );

  async function broadcastActivation({ question, sessionCode, activationSeq }: ActivatedQuestion, stats?: LiveQuestionStats) {
    const sessionId = question.sessionId;
    const base = { sessionCode, questionId: question.id, activatedAt: question.activatedAt, activationSeq };
    const serverNow = new Date().toISOString();
    io.to(rooms.teachers(sessionId)).emit('question-activated', { ...base, question, serverNow, ...(stats ? { stats } : {}) });
    io.to(rooms.students(sessionId)).emit('question-activated', { ...base, question: toStudentQuestion(question), serverNow });
    // A question shown again: those who already answered it get their answer back, so
    // their screen shows the feedback instead of an empty form. None on a first showing.
    const answered = await db.select().from(responses).where(eq(responses.questionId, question.id));
    for (const row of answered) {
      const response = toResponse(row);
      io.to(rooms.student(sessionId, response.studentId)).emit('answer-confirmed', {
        questionId: question.id,
        response,
        feedback: answerFeedback(question, response),
      });
    }
    liveStats.markDirty(sessionId, question.id);
  }

  /**
   * Another window, REST call or process may have changed the active question while this
   * broadcast was on its way. Screens ignore an older change, so the newer one's own broadcast
   * wins wherever it arrives; but should it never be sent (its process died after the commit),
   * this process's broadcast would be the last word. So it reads the database once more and,
   * when a newer change was committed, broadcasts that state itself.
   */
  async function correctIfStale(sessionId: string, broadcastSeq: number) {
    const [row] = await db
      .select({ code: sessions.code, activationSeq: sessions.activationSeq, question: questions })
      .from(sessions)
      .leftJoin(questions, and(eq(questions.sessionId, sessions.id), eq(questions.isActive, true)))
      .where(eq(sessions.id, sessionId));
    if (!row || row.activationSeq === broadcastSeq) return;
    if (row.question) {
      await broadcastActivation({ question: toQuestion(row.question), sessionCode: row.code, activationSeq: row.activationSeq });
    } else {
      io.to(rooms.session(sessionId)).emit('question-deactivated', { sessionId, activationSeq: row.activationSeq });
    }
  }

  return {
    liveStats,
    participantJoined(sessionId, participant, count) {
      // Only the teacher sees names; classmates learn the count.
      classSize.arrived(sessionId, participant, count);
    },

    arrivalsChanged(sessionId, arrivals, flooded = false) {
      io.to(rooms.teachers(sessionId)).emit('arrivals-changed', { sessionId, arrivals, flooded });
    },

    statusChanged(session) {
      const open = session.currentQuestion;
      io.to(rooms.session(session.id)).emit('session-status-changed', {
        sessionId: session.id,
        status: session.status,
        pausedAt: session.pausedAt ?? null,
        openQuestion: open ? { questionId: open.id, pausedMs: open.pausedMs ?? 0 } : null,
        serverNow: new Date().toISOString(),
      });
      if (session.status === 'ended') {
        io.to(rooms.session(session.id)).emit('session-stopped', { sessionId: session.id, message: SESSION_STOPPED_MESSAGE });
      }
    },

    settingsChanged(session) {
      io.to(rooms.session(session.id)).emit('session-settings-changed', {
        sessionId: session.id,
        isAutonomous: session.isAutonomous,
        disableTimer: session.disableTimer,
      });
    },

    async questionActivated(activated) {
      await broadcastActivation(activated);
      await correctIfStale(activated.question.sessionId, activated.activationSeq);
    },

    async questionEdited(question, changes = { removedFor: [], answersChanged: false }) {
      if (!question.isActive) return;
      // Still the one on screen, and under which activation: the same activation is sent again,
      // so screens keep their countdown, their answer and their place. Activated again or
      // closed meanwhile, it is not: that change has its own, newer broadcast.
      const [row] = await db
        .select({ code: sessions.code, activationSeq: sessions.activationSeq, isActive: questions.isActive })
        .from(questions)
        .innerJoin(sessions, eq(sessions.id, questions.sessionId))
        .where(eq(questions.id, question.id));
      if (!row?.isActive) return;
      // Options removed or moved: the new bars and the new count reach the live screen together.
      const stats = changes.answersChanged ? await liveQuestionStats(db, question.sessionId, question.id) : undefined;
      await broadcastActivation({ question, sessionCode: row.code, activationSeq: row.activationSeq }, stats);
      for (const studentId of changes.removedFor) {
        io.to(rooms.student(question.sessionId, studentId)).emit('answer-removed', { questionId: question.id, message: ANSWER_REMOVED_MESSAGE });
      }
    },

    questionsDeactivated(sessionId, activationSeq) {
      io.to(rooms.session(sessionId)).emit('question-deactivated', { sessionId, activationSeq });
    },

    answerStored({ sessionId, question, response, feedback, acknowledgedTo }) {
      // Every tab and device of the student learns it, the one that sent it included unless
      // its acknowledgement already carries the same (a client of the spec's protocol sends
      // no callback and waits for this event). In a burst this halves what a class receives.
      const room = io.to(rooms.student(sessionId, response.studentId));
      (acknowledgedTo ? room.except(acknowledgedTo) : room).emit('answer-confirmed', { questionId: question.id, response, feedback });
      liveStats.markDirty(sessionId, question.id);
    },

    answerEvaluated(sessionId, question, response) {
      const data = { questionId: question.id, studentId: response.studentId, response, feedback: answerFeedback(question, response) };
      io.to(rooms.student(sessionId, response.studentId)).emit('answer-evaluated', data);
      evaluationNews.add(sessionId, { questionId: question.id, studentId: response.studentId, response });
      liveStats.markDirty(sessionId, question.id);
    },

    rejoinRequested(sessionId, request) {
      io.to(rooms.teachers(sessionId)).emit('rejoin-requested', { sessionId, request });
    },

    rejoinSettled(sessionId, studentId) {
      io.to(rooms.teachers(sessionId)).emit('rejoin-settled', { sessionId, studentId });
    },

    studentResumed(sessionId, studentId) {
      // Their token changed, but a socket keeps the identity it proved at its join: close it.
      // Sent before the new device can join (it is waiting for this request's answer).
      const room = rooms.student(sessionId, studentId);
      io.to(room).emit('student-resumed-elsewhere', { sessionId, message: RESUMED_ELSEWHERE_MESSAGE });
      io.in(room).disconnectSockets(true);
    },

    loginRevoked(authSessionId) {
      io.in(rooms.login(authSessionId)).disconnectSockets(true);
    },

    stop() {
      liveStats.stop();
      evaluationNews.stop();
      classSize.stop();
    },
  };
}
