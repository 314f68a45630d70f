/**
 * The real-time protocol (docs/product.md#real-time-protocol), typed once for server and client.
 * Event names are the spec's. Every client payload has a schema; a client event that asks for
 * something is answered with an `Ack` when it brings a callback, and otherwise with the
 * spec's events (or `error`) alone — the spec's own clients send no callback.
 */
import * as z from 'zod';
import { ANSWER_MESSAGES } from './answer';
import { LIMITS } from './constants';
import type { QuestionResponse } from './response';
import type { PublicSession, SessionArrivals, SessionStatus } from './session';
import type { RejoinRequest, StudentQuestion } from './student';
import type { Question } from './question';

const id = z.string({ error: 'Identifiant manquant' }).min(1, { error: 'Identifiant manquant' }).max(200);

/**
 * An answer as sent, before it is checked against its question: the same rule, and the same
 * French messages naming the answer, for the socket and for REST.
 */
export const sentAnswer = z.union([z.string().max(LIMITS.answer * 2, { error: ANSWER_MESSAGES.tooLong }), z.number()], {
  error: 'Réponse invalide',
});

/** The name a client sends along (the server uses the one given at the join). */
export const sentStudentName = z.string().max(LIMITS.studentName * 2, { error: `Le nom : ${LIMITS.studentName * 2} caractères au maximum` });

export const joinSessionPayload = z.strictObject({
  sessionCode: z.string({ error: 'Code de session manquant' }).trim().min(1, { error: 'Code de session manquant' }).max(12),
  userType: z.enum(['teacher', 'student'], { error: 'Rôle inconnu' }),
  userId: id,
  userName: sentStudentName.optional().default(''),
  /** A student's secret from POST /sessions/join; teachers authenticate with their cookie. */
  token: z.string().max(200).optional(),
});
export type JoinSessionPayload = z.input<typeof joinSessionPayload>;

export const leaveSessionPayload = z.strictObject({ sessionCode: z.string().max(12) });

export const sessionIdPayload = z.strictObject({ sessionId: id });

export const activateQuestionPayload = z.strictObject({ sessionId: id, questionId: id });

/**
 * The spec's submitAnswer payload: questionId, studentId, studentName, answer; and, from a
 * client that kept the answer while offline, when it was given (server clock, ISO; decision 102).
 */
export const submitAnswerPayload = z.strictObject({
  questionId: id,
  studentId: id,
  studentName: sentStudentName,
  answer: sentAnswer,
  answeredAt: z.iso.datetime({ offset: true, error: 'Date de réponse invalide' }).optional(),
});
export type SubmitAnswerPayload = z.input<typeof submitAnswerPayload>;

export type Ack<T> = { ok: true; data: T } | { ok: false; error: string; code: string };
export type AckCallback<T> = (ack: Ack<T>) => void;

/** What a student learns about their own answer once it is stored. */
export interface AnswerFeedback {
  /** null when the question is not gradable (rating, poll) or an open answer is not yet scored. */
  isCorrect: boolean | null;
  correctAnswer: string;
  /** Explanation of the chosen option, then of the correct one (Markdown). */
  explication: string | null;
  correctExplication: string | null;
  /** Model answer of an open question (Markdown). */
  proposition: string | null;
}

/** A student's view of the question they can see, revealed only once they answered. */
export interface StudentQuestionState {
  question: StudentQuestion;
  response: QuestionResponse | null;
  feedback: AnswerFeedback | null;
}

/** Everything a client needs after a (re)join: the server re-sends state instead of relying on missed events. */
export interface SessionSnapshot {
  session: PublicSession;
  /** The active question as this client may see it (students: without answers until answered). */
  current: StudentQuestionState | null;
  /** Server clock at the time of sending, so clients can correct their own clock for the timer. */
  serverNow: string;
  /** The session's activation number `current` belongs to (see activation.ts). */
  activationSeq: number;
  /**
   * Students only: the questions already asked and now closed that they have not answered, in
   * the session's order. A screen back from a network cut names those that closed meanwhile.
   */
  closedWithoutAnswer?: Array<{ id: string; title: string }>;
}

export interface LiveQuestionStats {
  questionId: string;
  responsesCount: number;
  /** Choice: count per option id; rating: count per value; open: not used. */
  counts: Record<string, number>;
  /** Open questions: the latest answers (truncated for the histogram), newest first. */
  openAnswers: Array<{ studentName: string; answer: string; score: number | null; needsReview: boolean }>;
  /** Open questions: answers the evaluator flagged that the teacher has not graded (« À vérifier »). */
  needsReviewCount: number;
  participantsCount: number;
}

/**
 * A status change, with what the timers need to freeze and go on (decision 100): when the
 * pause began, and the open question's time spent paused once it is resumed.
 */
export interface SessionStatusChange {
  sessionId: string;
  status: SessionStatus;
  /** Server clock when the current pause began; null unless paused. */
  pausedAt?: string | null;
  /** The open question's paused time after this change (it grows at each resume). */
  openQuestion?: { questionId: string; pausedMs: number } | null;
  serverNow?: string;
}

/** One score in a teacher's batch of evaluation news. */
export interface EvaluatedAnswer {
  questionId: string;
  studentId: string;
  response: QuestionResponse;
}

export interface ServerToClientEvents {
  'session-joined': (snapshot: SessionSnapshot) => void;
  'user-joined': (data: { participantsCount: number; participant?: { studentId: string; studentName: string } }) => void;
  /** Teachers: aggregated counts of the question, batched (not one reload per answer). */
  'answer-submitted': (data: { questionId: string; stats: LiveQuestionStats }) => void;
  'question-activated': (data: {
    sessionCode: string;
    questionId: string;
    question: StudentQuestion | Question;
    activatedAt: string | null;
    serverNow: string;
    /** Numbers this change of the active question: a screen never applies an older one (activation.ts). */
    activationSeq: number;
    /** Students: their own response and feedback when they already answered. */
    current?: StudentQuestionState;
    /**
     * Teachers, when a save of the question on screen deleted or moved answers: its counts as
     * the save left them, so that the bars and the count change together (decision 226).
     */
    stats?: LiveQuestionStats;
  }) => void;
  'answer-confirmed': (data: { questionId: string; response: QuestionResponse; feedback: AnswerFeedback }) => void;
  'session-stopped': (data: { sessionId: string; message: string }) => void;
  'session-status-changed': (data: SessionStatusChange) => void;
  /** Mode and timer toggles apply live. */
  'session-settings-changed': (data: { sessionId: string; isAutonomous: boolean; disableTimer: boolean }) => void;
  /**
   * The student's answer was deleted by the teacher's save of the question on screen (its option
   * was removed): the student may answer again (decision 226).
   */
  'answer-removed': (data: { questionId: string; message: string }) => void;
  /** The student's own open answer was scored (or graded by the teacher): their feedback, at once. */
  'answer-evaluated': (data: { questionId: string; studentId: string; response: QuestionResponse; feedback: AnswerFeedback }) => void;
  /**
   * Teacher screens that show scores (after `watch-scores`): every score since the last
   * message, at most five messages a second per session (decisions 181 and 186).
   */
  'answers-evaluated': (data: { sessionId: string; evaluations: EvaluatedAnswer[] }) => void;
  /**
   * Teachers: the session's arrival controls changed, or (`flooded`) new names were just
   * turned away because too many arrived at once (decision 262).
   */
  'arrivals-changed': (data: { sessionId: string; arrivals: SessionArrivals; flooded: boolean }) => void;
  /** Teachers: a student without their rejoin code asks to come back on another device. */
  'rejoin-requested': (data: { sessionId: string; request: RejoinRequest }) => void;
  /** Teachers: a request was approved, declined or used; it leaves their list. */
  'rejoin-settled': (data: { sessionId: string; studentId: string }) => void;
  /** The student's earlier device: they resumed elsewhere, this device's token no longer works. */
  'student-resumed-elsewhere': (data: { sessionId: string; message: string }) => void;
  /** The teacher closed the current question without opening another. */
  'question-deactivated': (data: { sessionId: string; activationSeq: number }) => void;
  /** A refusal of an event sent without an acknowledgement callback (spec clients), in French. */
  error: (data: { error: string; code: string }) => void;
}

export interface ClientToServerEvents {
  'join-session': (payload: JoinSessionPayload, ack: AckCallback<SessionSnapshot>) => void;
  'leave-session': (payload: { sessionCode: string }, ack?: AckCallback<null>) => void;
  'start-session': (payload: { sessionId: string }, ack: AckCallback<{ status: SessionStatus }>) => void;
  'stop-session': (payload: { sessionId: string }, ack: AckCallback<{ status: SessionStatus }>) => void;
  'activate-question': (payload: { sessionId: string; questionId: string }, ack: AckCallback<{ questionId: string }>) => void;
  'submit-answer': (
    payload: SubmitAnswerPayload,
    ack: AckCallback<{ response: QuestionResponse; feedback: AnswerFeedback }>,
  ) => void;
  /** A teacher screen that shows scores asks for the evaluation news of its own session; `unwatch-scores` stops them. */
  'watch-scores': (payload: { sessionId: string }, ack?: AckCallback<null>) => void;
  'unwatch-scores': (payload: { sessionId: string }, ack?: AckCallback<null>) => void;
  /** The original protocol's other name for submit-answer (docs/product.md#real-time-protocol). */
  submitAnswer: (payload: SubmitAnswerPayload, ack?: AckCallback<{ response: QuestionResponse; feedback: AnswerFeedback }>) => void;
}
