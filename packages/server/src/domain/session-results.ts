/**
 * A session's statistics, ranking and results file (docs/product.md#results). The session's
 * questions, participants and responses are read in four queries whatever the size of the
 * class, then the shared rules compute everything in memory: the figures are the ones the
 * live screen and the students' own views compute, and 1,000 students × 30 questions stay a
 * few tens of milliseconds (bench/stats.ts).
 */
import { isResponseCorrect, openAnswerScore } from '@ciar/shared/answer';
import { resultsExportFileName } from '@ciar/shared/export-file-names';
import type { Question } from '@ciar/shared/question';
import { ranking } from '@ciar/shared/ranking';
import type { Participant } from '@ciar/shared/session';
import {
  RESULTS_FILE_FORMAT,
  withoutAnswers,
  type ExportedResponse,
  type ResultsQuestionStats,
  type ResultsSession,
  type SessionResults,
  type SessionResultsFile,
} from '@ciar/shared/session-results';
import { allQuestionStats, sessionStats, type StatsResponse } from '@ciar/shared/statistics';
import { asc, eq, sql } from 'drizzle-orm';
import { selectRows, type Db } from '../storage/db';
import { evaluatorKind, toQuestion } from '../storage/mappers';
import { participants, questions, responses } from '../storage/schema';
import { requireOwnedSession, type SessionRow } from './ownership';

/** The results file: each response with the evaluation's feedback and dates. */
const exportColumns = {
  questionId: responses.questionId,
  studentId: responses.studentId,
  studentName: responses.studentName,
  answer: responses.answer,
  timestamp: responses.timestamp,
  concordanceScore: responses.concordanceScore,
  teacherScore: responses.teacherScore,
  teacherFeedback: responses.teacherFeedback,
  gradedGroupId: responses.gradedGroupId,
  needsReview: responses.needsReview,
  evaluationConfidence: responses.evaluationConfidence,
  evaluatedBy: responses.evaluatedBy,
  evaluationNote: responses.evaluationNote,
  modificationCount: responses.modificationCount,
  aiFeedback: responses.aiFeedback,
  evaluationTimestamp: responses.evaluationTimestamp,
};

type ExportRow = Awaited<ReturnType<typeof exportRows>>[number];

/**
 * The schema keeps one response per question and student (responses_question_student_unique),
 * so no response ever has to be preferred to another by its time: statistics do not read it.
 */
export const ONE_RESPONSE_PER_STUDENT = new Date(0);

/** [studentId, studentName, answer, concordanceScore, teacherScore, needsReview] */
type PackedResponse = [string, string, string, number | null, number | null, boolean];

/**
 * What statistics and ranking read of the responses, in one query. Rows are packed as one JSON
 * array per question: drivers (PGlite above all) spend far more decoding 30,000 rows of
 * columns than one text per question, which would put a class of a thousand over its budget.
 */
async function statsRows(db: Db, sessionId: string): Promise<StatsResponse[]> {
  const rows = await selectRows<{ question_id: string; packed: string }>(
    db,
    sql`select question_id,
               json_agg(json_build_array(student_id, student_name, answer, concordance_score, teacher_score, needs_review))::text as packed
        from responses where session_id = ${sessionId} group by question_id`,
  );
  const list: StatsResponse[] = [];
  for (const row of rows) {
    for (const [studentId, studentName, answer, concordanceScore, teacherScore, needsReview] of JSON.parse(row.packed) as PackedResponse[]) {
      list.push({ questionId: row.question_id, studentId, studentName, answer, timestamp: ONE_RESPONSE_PER_STUDENT, concordanceScore, teacherScore, needsReview });
    }
  }
  return list;
}

function exportRows(db: Db, sessionId: string) {
  return db
    .select(exportColumns)
    .from(responses)
    .where(eq(responses.sessionId, sessionId))
    .orderBy(asc(responses.timestamp), asc(responses.studentId));
}

export interface Loaded<R> {
  session: SessionRow;
  questions: Question[];
  participants: Participant[];
  responses: R[];
}

/**
 * The teacher's session (404 for anyone else's) and everything its results need: one query
 * for the session, then one each for questions, participants and responses.
 */
async function load<R>(
  db: Db,
  teacherId: string,
  sessionId: string,
  readResponses: (db: Db, sessionId: string) => Promise<R[]>,
): Promise<Loaded<R>> {
  const session = await requireOwnedSession(db, teacherId, sessionId);
  const [questionRows, participantRows, responseRows] = await Promise.all([
    db.select().from(questions).where(eq(questions.sessionId, session.id)).orderBy(asc(questions.position), asc(questions.createdAt)),
    db
      .select({ studentId: participants.studentId, studentName: participants.studentName })
      .from(participants)
      .where(eq(participants.sessionId, session.id))
      .orderBy(asc(participants.joinedAt), asc(participants.studentId)),
    readResponses(db, session.id),
  ]);
  return { session, questions: questionRows.map(toQuestion), participants: participantRows, responses: responseRows };
}

function resultsSession(loaded: Loaded<unknown>): ResultsSession {
  const { session } = loaded;
  return {
    id: session.id,
    name: session.name,
    code: session.code,
    status: session.status,
    participantsCount: loaded.participants.length,
    questionsCount: loaded.questions.length,
    createdAt: session.createdAt.toISOString(),
  };
}

/** The figures of a loaded session, from the shared rules alone; `perQuestion` in the questions' order. */
function compute(loaded: Loaded<StatsResponse>): { results: SessionResults; perQuestion: ResultsQuestionStats[] } {
  const perQuestion = allQuestionStats(loaded.questions, loaded.responses).map(withoutAnswers);
  const results = {
    session: resultsSession(loaded),
    stats: sessionStats(loaded.questions, loaded.responses),
    questions: loaded.questions.map((question, i) => ({
      position: question.position,
      title: question.title,
      type: question.type,
      ...perQuestion[i]!,
    })),
    ranking: ranking(loaded.questions, loaded.responses, loaded.participants),
  };
  return { results, perQuestion };
}

export function computeResults(loaded: Loaded<StatsResponse>): SessionResults {
  return compute(loaded).results;
}

/** What the statistics read, in four queries. */
export function loadForStats(db: Db, teacherId: string, sessionId: string): Promise<Loaded<StatsResponse>> {
  return load(db, teacherId, sessionId, statsRows);
}

/** GET /sessions/{id}/stats: allowed in every status, most useful once the session ended. */
export async function sessionResults(db: Db, teacherId: string, sessionId: string): Promise<SessionResults> {
  return computeResults(await loadForStats(db, teacherId, sessionId));
}

function exportedResponse(question: Question, row: ExportRow): ExportedResponse {
  return {
    studentId: row.studentId,
    studentName: row.studentName,
    answer: row.answer,
    timestamp: row.timestamp.toISOString(),
    modificationCount: row.modificationCount,
    concordanceScore: row.concordanceScore,
    aiFeedback: row.aiFeedback,
    evaluationTimestamp: row.evaluationTimestamp ? row.evaluationTimestamp.toISOString() : null,
    evaluationConfidence: row.evaluationConfidence,
    needsReview: row.needsReview,
    evaluatedBy: evaluatorKind(row.evaluatedBy),
    evaluationNote: row.evaluationNote,
    teacherScore: row.teacherScore,
    teacherFeedback: row.teacherFeedback,
    gradedGroupId: row.gradedGroupId,
    score: question.type === 'open_ended' ? openAnswerScore(row) : null,
    isCorrect: isResponseCorrect(question, row),
  };
}

/** The results file: every question with its responses and figures, the session stats and the ranking. */
export function resultsFile(loaded: Loaded<ExportRow>, now: Date): SessionResultsFile {
  const { results, perQuestion } = compute(loaded);
  const byQuestion = new Map<string, ExportRow[]>();
  for (const row of loaded.responses) {
    const list = byQuestion.get(row.questionId);
    if (list) list.push(row);
    else byQuestion.set(row.questionId, [row]);
  }
  return {
    format: RESULTS_FILE_FORMAT,
    version: 1,
    exportedAt: now.toISOString(),
    session: { ...results.session, isAutonomous: loaded.session.isAutonomous, disableTimer: loaded.session.disableTimer },
    stats: results.stats,
    questions: loaded.questions.map((question, i) => ({
      id: question.id,
      position: question.position,
      title: question.title,
      content: question.content,
      type: question.type,
      options: question.options,
      correctAnswer: question.correctAnswer,
      ratingScale: question.ratingScale,
      timeLimit: question.timeLimit,
      proposition: question.proposition,
      stats: perQuestion[i]!,
      responses: (byQuestion.get(question.id) ?? []).map((row) => exportedResponse(question, row)),
    })),
    ranking: results.ranking,
  };
}

/** GET /sessions/{id}/export: `session-{code}-results-{date}.json`, UTF-8, any text kept as typed. */
export async function exportSessionResults(
  db: Db,
  teacherId: string,
  sessionId: string,
  now: Date = new Date(),
): Promise<{ filename: string; content: string }> {
  const loaded = await load(db, teacherId, sessionId, exportRows);
  return {
    filename: resultsExportFileName(loaded.session.code, now),
    content: `${JSON.stringify(resultsFile(loaded, now), null, 2)}\n`,
  };
}
