/** Question use cases (docs/product.md#questions), reached only through the teacher's own sessions. */
import { ACCEPTED_IDEAS_MAX, mergeAcceptedIdeas } from '@ciar/shared/accepted-ideas';
import type { Question } from '@ciar/shared/question';
import { answerFates } from '@ciar/shared/option-changes';
import type { QuestionInput } from '@ciar/shared/question-schemas';
import type { QuestionFileSource } from '@ciar/shared/question-template';
import type { QuestionWithResponses } from '@ciar/shared/response';
import type { SessionStatus } from '@ciar/shared/session';
import { and, asc, eq, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../storage/db';
import { toQuestion, toResponse } from '../storage/mappers';
import { questions, responses, sessions } from '../storage/schema';
import { AppError } from './app-error';
import { assertNotEnded, requireOwnedQuestion, requireOwnedSession } from './ownership';
import { collectUnusedImages, imageColumns } from './question-images';

/** Multi-row inserts stay far below PostgreSQL's 65 535 parameters per statement. */
const INSERT_CHUNK = 500;

/** The position after the session's last question. */
async function nextPosition(db: Db, sessionId: string): Promise<number> {
  const [last] = await db
    .select({ position: max(questions.position) })
    .from(questions)
    .where(eq(questions.sessionId, sessionId));
  return (last?.position ?? -1) + 1;
}

/**
 * What a copy of a question holds: its content, never its identity, session, position or live
 * state (active, activation time) nor its answers. A fresh copy of every nested value, so the
 * copy and its source never share an options array.
 */
export function questionCopy(source: QuestionFileSource): QuestionFileSource {
  return {
    title: source.title,
    content: source.content,
    type: source.type,
    timeLimit: source.timeLimit,
    options: source.options.map(({ id, text, explication }) => ({ id, text, explication })),
    correctAnswer: source.correctAnswer,
    ratingScale: source.ratingScale ? { min: source.ratingScale.min, max: source.ratingScale.max, labels: [...source.ratingScale.labels] } : null,
    proposition: source.proposition,
    // The same stored picture: a copy references its hash, the bytes are never copied.
    image: source.image ? { url: source.image.url, alt: source.image.alt, width: source.image.width, height: source.image.height } : null,
    acceptedIdeas: source.acceptedIdeas ?? '',
  };
}

/** A question's insert values: its content, and its picture as a reference to the stored bytes. */
function questionValues(source: QuestionFileSource, sessionId: string, position: number) {
  const { image, ...content } = questionCopy(source);
  return { ...content, ...imageColumns(image), sessionId, position };
}

/**
 * Appends questions after the session's last one, in the order given: the one way questions
 * are added to a session, whether typed, imported (JSON or GIFT), copied from the bank or
 * duplicated with their session. The caller holds the session row lock, so two appends cannot
 * take the same positions.
 */
export async function appendQuestions(db: Db, sessionId: string, sources: QuestionFileSource[]): Promise<Question[]> {
  const start = await nextPosition(db, sessionId);
  const stored: Question[] = [];
  for (let offset = 0; offset < sources.length; offset += INSERT_CHUNK) {
    const rows = await db
      .insert(questions)
      .values(sources.slice(offset, offset + INSERT_CHUNK).map((source, i) => questionValues(source, sessionId, start + offset + i)))
      .returning();
    stored.push(...rows.sort((a, b) => a.position - b.position).map(toQuestion));
  }
  return stored;
}

/**
 * The same append, reading back only titles and types: reading back whole rows of several
 * kilobytes costs the embedded database more than writing them (an import needs no more).
 */
export async function appendQuestionTitles(
  db: Db,
  sessionId: string,
  sources: QuestionFileSource[],
): Promise<Array<Pick<Question, 'title' | 'type'>>> {
  const start = await nextPosition(db, sessionId);
  const rows = await db
    .insert(questions)
    .values(sources.map((source, i) => questionValues(source, sessionId, start + i)))
    .returning({ title: questions.title, type: questions.type, position: questions.position });
  return rows.sort((a, b) => a.position - b.position).map(({ title, type }) => ({ title, type: type as Question['type'] }));
}

export async function createQuestion(db: Db, teacherId: string, sessionId: string, input: QuestionInput): Promise<Question> {
  return db.transaction(async (tx) => {
    const session = await requireOwnedSession(tx, teacherId, sessionId, { lock: true });
    assertNotEnded(session);
    const [question] = await appendQuestions(tx, session.id, [input]);
    return question!;
  });
}

export async function listSessionQuestions(db: Db, teacherId: string, sessionId: string): Promise<Question[]> {
  const session = await requireOwnedSession(db, teacherId, sessionId);
  const rows = await db
    .select()
    .from(questions)
    .where(eq(questions.sessionId, session.id))
    .orderBy(asc(questions.position), asc(questions.createdAt));
  return rows.map(toQuestion);
}

export async function getQuestionWithResponses(db: Db, teacherId: string, questionId: string): Promise<QuestionWithResponses> {
  const { question } = await requireOwnedQuestion(db, teacherId, questionId);
  const rows = await db
    .select()
    .from(responses)
    .where(eq(responses.questionId, question.id))
    .orderBy(asc(responses.timestamp), asc(responses.studentId));
  return { ...toQuestion(question), responses: rows.map(toResponse) };
}

/** A saved question, and what it was just before (the caller compares what the evaluator reads). */
export interface QuestionUpdate {
  before: Question;
  question: Question;
  /** The students whose answer the save deleted (decision 226). */
  removedFor: string[];
  /** Whether any stored answer was deleted or moved to another option. */
  answersChanged: boolean;
}

/**
 * Applies the rule of @ciar/shared/option-changes to the question's stored answers, in the
 * save's transaction: answers follow their option, those of a removed option are deleted.
 * `confirmedRemovals`, when given, is how many deletions the teacher agreed to: more is refused.
 */
async function applyAnswerChanges(tx: Db, before: Question, after: Question, confirmedRemovals: number | null) {
  const fate = answerFates(before, after);
  const stored = await tx
    .select({ id: responses.id, studentId: responses.studentId, answer: responses.answer })
    .from(responses)
    .where(eq(responses.questionId, before.id));
  const removed: typeof stored = [];
  const moves = new Map<string, string[]>(); // new answer -> response ids
  for (const row of stored) {
    const outcome = fate(row.answer);
    if (outcome.kind === 'remove') removed.push(row);
    else if (outcome.kind === 'move') moves.set(outcome.to, [...(moves.get(outcome.to) ?? []), row.id]);
  }
  if (confirmedRemovals !== null && removed.length > confirmedRemovals) throw new AppError('answers-changed');
  // One array parameter, however many answers a lecture hall gave.
  const among = (ids: string[]) => sql`${responses.id} = any(${sql.param(ids)}::uuid[])`;
  if (removed.length > 0) await tx.delete(responses).where(among(removed.map((row) => row.id)));
  for (const [answer, ids] of moves) await tx.update(responses).set({ answer }).where(among(ids));
  return { removedFor: removed.map((row) => row.studentId), answersChanged: removed.length > 0 || moves.size > 0 };
}

/**
 * Saves the question, and its answers follow it (decision 226). With `acceptedIdeasBase`, the « Idées et mots acceptés » the form loaded,
 * lines the teacher's grades added since are kept after the form's text (decision 157); the
 * question row is locked, as learning locks it, so no lesson slips between the read and the write.
 */
export async function updateQuestion(
  db: Db,
  teacherId: string,
  questionId: string,
  input: QuestionInput,
  { acceptedIdeasBase = null, confirmedRemovals = null }: { acceptedIdeasBase?: string | null; confirmedRemovals?: number | null } = {},
): Promise<QuestionUpdate> {
  return db.transaction(async (tx) => {
    const { session } = await requireOwnedQuestion(tx, teacherId, questionId, { lock: true });
    assertNotEnded(session);
    const [question] = await tx.select().from(questions).where(eq(questions.id, questionId)).for('update');
    let values = input;
    if (input.type === 'open_ended' && acceptedIdeasBase !== null) {
      values = { ...input, acceptedIdeas: mergeAcceptedIdeas(acceptedIdeasBase, input.acceptedIdeas, question!.acceptedIdeas) };
      if (values.acceptedIdeas.length > ACCEPTED_IDEAS_MAX) throw new AppError('accepted-ideas-too-long');
    }
    const [updated] = await tx.update(questions).set(values).where(eq(questions.id, questionId)).returning();
    const before = toQuestion(question!);
    const saved = toQuestion(updated!);
    return { before, question: saved, ...(await applyAnswerChanges(tx, before, saved, confirmedRemovals)) };
  });
}

/**
 * Its responses go with it (FK cascade), and its picture when no other question shows it. The
 * question on screen, deleted, is a change of the active question like any other: it is
 * numbered, and the caller closes it on every screen (`closedAs`, null when it was not on screen).
 */
export async function deleteQuestion(db: Db, teacherId: string, questionId: string): Promise<{ sessionId: string; closedAs: number | null }> {
  const { sessionId, closedAs, hadImage } = await db.transaction(async (tx) => {
    const { question, session } = await requireOwnedQuestion(tx, teacherId, questionId, { lock: true });
    assertNotEnded(session);
    await tx.delete(questions).where(eq(questions.id, question.id));
    return {
      sessionId: session.id,
      closedAs: question.isActive ? await bumpActivationSeq(tx, session.id) : null,
      hadImage: question.imageHash !== null,
    };
  });
  if (hadImage) await collectUnusedImages(db);
  return { sessionId, closedAs };
}

const NOT_ACTIVE: Record<Exclude<SessionStatus, 'active'>, string> = {
  created: "Impossible d'activer une question : la session n'est pas active.",
  paused: "Impossible d'activer une question : la session est en pause.",
  ended: "Impossible d'activer une question : la session est terminée.",
};

/** The broadcast needs the session's code: read with the question, not once more. */
export interface ActivatedQuestion {
  question: Question;
  sessionCode: string;
  /** The session's activation number after this change (see `bumpActivationSeq`). */
  activationSeq: number;
}

/**
 * Numbers a change of the session's active question, inside the transaction that makes it
 * and holds the session row: two changes of one session, from any process, get increasing
 * numbers in the order the database applied them.
 */
export async function bumpActivationSeq(tx: Db, sessionId: string): Promise<number> {
  const [row] = await tx
    .update(sessions)
    .set({ activationSeq: sql`${sessions.activationSeq} + 1` })
    .where(eq(sessions.id, sessionId))
    .returning({ activationSeq: sessions.activationSeq });
  return row!.activationSeq;
}

/**
 * Makes the question the only active one of its session and starts its clock (activated_at,
 * server time), only while the session is active. Used by the HTTP route and the real-time
 * layer alike. The others are switched off first: the partial unique index
 * `questions_one_active_per_session` would refuse two active questions even for an instant.
 * A caller that names the session (the socket event does) gets "not found" for a question of
 * another session, before anything changes.
 */
export async function activateQuestion(
  db: Db,
  teacherId: string,
  questionId: string,
  expected: { sessionId?: string } = {},
): Promise<ActivatedQuestion> {
  return db.transaction(async (tx) => {
    const { question, session } = await requireOwnedQuestion(tx, teacherId, questionId, { lock: true });
    if (expected.sessionId !== undefined && session.id !== expected.sessionId) throw new AppError('question-not-found');
    if (session.status !== 'active') throw new AppError('session-not-active', NOT_ACTIVE[session.status]);
    await tx
      .update(questions)
      .set({ isActive: false })
      .where(and(eq(questions.sessionId, session.id), eq(questions.isActive, true), ne(questions.id, question.id)));
    const [activated] = await tx
      .update(questions)
      .set({ isActive: true, activatedAt: sql`now()`, pausedMs: 0 })
      .where(eq(questions.id, question.id))
      .returning();
    const activationSeq = await bumpActivationSeq(tx, session.id);
    return { question: toQuestion(activated!), sessionCode: session.code, activationSeq };
  });
}

/** Returns the session's activation number after the change. */
export async function deactivateAllQuestions(db: Db, teacherId: string, sessionId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const session = await requireOwnedSession(tx, teacherId, sessionId, { lock: true });
    await tx
      .update(questions)
      .set({ isActive: false })
      .where(and(eq(questions.sessionId, session.id), eq(questions.isActive, true)));
    return bumpActivationSeq(tx, session.id);
  });
}

/**
 * Copies one of the teacher's questions to the end of another (or the same) of their sessions
 * (decision 141). Either side belonging to someone else is "not found", as everywhere.
 */
export async function copyQuestion(db: Db, teacherId: string, questionId: string, sessionId: string): Promise<Question> {
  const { question } = await requireOwnedQuestion(db, teacherId, questionId);
  return db.transaction(async (tx) => {
    const session = await requireOwnedSession(tx, teacherId, sessionId, { lock: true });
    assertNotEnded(session);
    const [copy] = await appendQuestions(tx, session.id, [toQuestion(question)]);
    return copy!;
  });
}
