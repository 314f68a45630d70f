/**
 * Evaluation (docs/api.md#evaluation): the status anyone may read, and the teacher's calls,
 * each on the teacher's own sessions and questions only (anything else is 404). The two
 * ids of evaluate-open-question are the question's id and the student's id, the same pair
 * that identifies a response everywhere else (docs/decisions/070).
 */
import {
  EVALUATION_MESSAGES,
  evaluateAllMessage,
  evaluationFailure,
  evaluationStats,
  gradeGroupBody,
  overrideScoreBody,
  type AnswerGroupsResult,
  type GradeGroupResult,
  type EvaluateAllResult,
  type EvaluateOneResult,
  type EvaluationStatus,
  type OverrideScoreResult,
} from '@ciar/shared/evaluation';
import { ANSWER_BAND_FILTERS, ANSWER_PAGE_SIZE, ANSWER_SEARCH_MAX, answerPage, type AnswerPageResult } from '@ciar/shared/answer-list';
import { questionStats } from '@ciar/shared/statistics';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import * as z from 'zod';
import { AppError } from '../domain/app-error';
import { requireOwnedQuestion, requireOwnedSession, type QuestionRow } from '../domain/ownership';
import { ONE_RESPONSE_PER_STUDENT } from '../domain/session-results';
import { parseInput } from '../domain/validate';
import { requireTeacher } from '../http/teacher-session';
import type { LiveEvents } from '../realtime/live-events';
import type { Db } from '../storage/db';
import { toQuestion, toResponse } from '../storage/mappers';
import { gradedGroups, responses } from '../storage/schema';
import { createGroupsCache, type GroupsCache } from './groups-cache';
import { listedAnswers } from './listed-answers';
import { normaliseAnswer } from './french/similarity';
import type { EvaluationService } from './evaluation-service';
import { type GradedAnswer, learnFromGrades } from './learning';
import { rescoreInBackground } from './rescore';

export interface EvaluationRoutesOptions {
  db: Db;
  service: EvaluationService;
  live: Pick<LiveEvents, 'answerEvaluated'>;
  /** Each question's groups, kept (made here when not given). */
  groups?: GroupsCache;
}

const id = z.string().max(200);
const answerParams = z.object({ questionId: id, studentId: id });
const sessionParams = z.object({ sessionId: id });
const questionParams = z.object({ questionId: id });
/** `?limit=20`: the first groups only (the screen shows 20 at a time); all without it. */
const groupsQuery = z.object({ limit: z.coerce.number().int().min(1).max(10_000).optional() });

const yesNo = z.enum(['yes', 'no']).transform((value) => value === 'yes');
/** `?page=1&pageSize=50&q=words&band=excellent|good|average|poor|pending&review=yes|no&graded=yes|no` */
const answerListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ANSWER_PAGE_SIZE).default(ANSWER_PAGE_SIZE),
  q: z.string().max(ANSWER_SEARCH_MAX).optional(),
  band: z.enum(ANSWER_BAND_FILTERS).optional(),
  review: yesNo.optional(),
  graded: yesNo.optional(),
});

function requireOpen(question: QuestionRow): void {
  if (question.type !== 'open_ended') throw new AppError('not-open-question');
}

export async function evaluationRoutes(app: FastifyInstance, { db, service, live, groups: groupsCache = createGroupsCache() }: EvaluationRoutesOptions) {
  /**
   * The question's groups now, each with its members' ids. In a fixed order (timestamp,
   * student): a group keeps its members' order, and its row on screen its state, when grading
   * rewrites them.
   */
  async function groupsOf(questionId: string) {
    const rows = await listedAnswers(db, questionId);
    return groupsCache.groups(questionId, rows);
  }

  /** Public: it names the provider (never its address or key), and the test page reads it. */
  app.get('/evaluation/status', async (): Promise<EvaluationStatus> => {
    return { success: true, configured: true, message: EVALUATION_MESSAGES.active(service.evaluatorName) };
  });

  /**
   * Grades above the evaluator teach it (decision 153): the question's other answers are then
   * scored again, each new score pushed live as it is stored. The grade itself is already
   * stored: a failure here only loses the lesson.
   */
  async function learnFrom(questionId: string, graded: readonly GradedAnswer[], log: FastifyBaseLogger): Promise<void> {
    try {
      if (!(await learnFromGrades(db, questionId, graded))) return;
    } catch (error) {
      log.warn({ questionId, errorName: error instanceof Error ? error.name : typeof error }, 'learning from a grade failed');
      return;
    }
    // The teacher's click does not wait for the class to be scored again.
    rescoreInBackground(service, questionId, log);
  }

  async function ownedResponse(teacherId: string, params: unknown) {
    const { questionId, studentId } = parseInput(answerParams, params);
    const { question } = await requireOwnedQuestion(db, teacherId, questionId);
    requireOpen(question);
    const [response] = await db
      .select()
      .from(responses)
      .where(and(eq(responses.questionId, question.id), eq(responses.studentId, studentId)));
    if (!response) throw new AppError('response-not-found');
    return { question, response };
  }

  app.post('/evaluation/evaluate-open-question/:questionId/:studentId', async (request): Promise<EvaluateOneResult> => {
    const teacherId = await requireTeacher(db, request);
    const { response } = await ownedResponse(teacherId, request.params);
    const outcome = await service.evaluateResponse(response.id, { force: true });
    if (outcome.status === 'evaluated') {
      const scored = outcome.response;
      return {
        success: true,
        evaluation: {
          score: scored.concordanceScore!,
          feedback: scored.aiFeedback ?? '',
          evaluationTimestamp: scored.evaluationTimestamp!,
        },
        response: scored,
      };
    }
    if (outcome.status === 'failed') {
      throw new AppError(outcome.code, outcome.code === 'missing-proposition' ? outcome.reason : evaluationFailure(outcome.reason));
    }
    // Deleted meanwhile, or the server is shutting down.
    if (outcome.reason === 'not-found') throw new AppError('response-not-found');
    throw new AppError('evaluation-failed', evaluationFailure(null));
  });

  app.post('/evaluation/evaluate-all-responses/:sessionId', async (request): Promise<EvaluateAllResult> => {
    const teacherId = await requireTeacher(db, request);
    const { sessionId } = parseInput(sessionParams, request.params);
    const session = await requireOwnedSession(db, teacherId, sessionId);
    const { evaluatedCount, errorCount } = await service.evaluateSession(session.id);
    return { success: true, evaluatedCount, errorCount, message: evaluateAllMessage(evaluatedCount, errorCount) };
  });

  app.get('/evaluation/stats/:questionId', async (request) => {
    const teacherId = await requireTeacher(db, request);
    const { questionId } = parseInput(questionParams, request.params);
    const { question } = await requireOwnedQuestion(db, teacherId, questionId);
    requireOpen(question);
    // What the figures read only: a lecture hall's full rows took a tenth of a second to read (decision 185).
    const rows = (await listedAnswers(db, question.id)).map((answer) => ({ ...answer, questionId: question.id, timestamp: ONE_RESPONSE_PER_STUDENT }));
    const stats = questionStats(toQuestion(question), rows);
    if (stats.kind !== 'open') throw new AppError('not-open-question');
    return { success: true, stats: evaluationStats(stats) };
  });

  /**
   * A page of a question's answers, filtered and searched: a lecture hall's 3,000 are 1.6 MiB at
   * once (decision 185). What the filters and the order read of every answer, then the page's rows whole.
   */
  app.get('/evaluation/answers/:questionId', async (request): Promise<AnswerPageResult> => {
    const teacherId = await requireTeacher(db, request);
    const { questionId } = parseInput(questionParams, request.params);
    const { q, band, review, graded, page, pageSize } = parseInput(answerListQuery, request.query ?? {});
    const { question } = await requireOwnedQuestion(db, teacherId, questionId);
    requireOpen(question);
    const listed = await listedAnswers(db, question.id);
    const filter = {
      page,
      pageSize,
      ...(q !== undefined ? { search: q } : {}),
      ...(band !== undefined ? { band } : {}),
      ...(review !== undefined ? { review } : {}),
      ...(graded !== undefined ? { graded } : {}),
    };
    const { responses: shown, ...counts } = answerPage(listed, filter);
    const rows = shown.length === 0 ? [] : await db.select().from(responses).where(inArray(responses.id, shown.map((r) => r.id)));
    const byId = new Map(rows.map((row) => [row.id, toResponse(row)]));
    // In the page's order; an answer deleted between the two reads is left out.
    return { success: true, ...counts, responses: shown.flatMap((r) => byId.get(r.id) ?? []) };
  });

  app.get('/evaluation/groups/:questionId', async (request): Promise<AnswerGroupsResult> => {
    const teacherId = await requireTeacher(db, request);
    const { questionId } = parseInput(questionParams, request.params);
    const { limit } = parseInput(groupsQuery, request.query ?? {});
    const { question } = await requireOwnedQuestion(db, teacherId, questionId);
    requireOpen(question);
    const groups = await groupsOf(question.id);
    const shown = limit === undefined ? groups : groups.slice(0, limit);
    // Without their members' ids: a group is graded by its key (decision 185: 2,500 ids were most of the view's 96 KiB).
    return { success: true, groups: shown.map(({ studentIds: _ids, ...group }) => group), totalGroups: groups.length };
  });

  app.post('/evaluation/groups/:questionId', async (request): Promise<GradeGroupResult> => {
    const teacherId = await requireTeacher(db, request);
    const { questionId } = parseInput(questionParams, request.params);
    const body = parseInput(gradeGroupBody, request.body);
    const { score, feedback } = body;
    const { question } = await requireOwnedQuestion(db, teacherId, questionId);
    requireOpen(question);
    let studentIds = body.studentIds ?? [];
    if (body.group !== undefined) {
      // The group as it is now: answers that joined it since the list was shown are graded with it.
      const group = (await groupsOf(question.id)).find((g) => g.key === body.group);
      if (!group) throw new AppError('group-changed');
      studentIds = group.studentIds;
    }
    const updated = await db.transaction(async (tx) => {
      const members = await tx
        .select({ answer: responses.answer })
        .from(responses)
        .where(and(eq(responses.questionId, question.id), inArray(responses.studentId, studentIds)));
      if (members.length === 0) return [];
      const [group] = await tx
        .insert(gradedGroups)
        .values({ questionId: question.id, answers: [...new Set(members.map((m) => normaliseAnswer(m.answer)))], score, feedback: feedback || null })
        .returning({ id: gradedGroups.id });
      return tx
        .update(responses)
        .set({ teacherScore: score, teacherFeedback: feedback || null, gradedGroupId: group!.id })
        .where(and(eq(responses.questionId, question.id), inArray(responses.studentId, studentIds)))
        .returning();
    });
    if (updated.length === 0) throw new AppError('response-not-found');
    const shared = toQuestion(question);
    for (const row of updated) live.answerEvaluated(question.sessionId, shared, toResponse(row));
    await learnFrom(question.id, updated, request.log);
    return { success: true, gradedCount: updated.length };
  });

  app.patch('/evaluation/override/:questionId/:studentId', async (request): Promise<OverrideScoreResult> => {
    const teacherId = await requireTeacher(db, request);
    const { score } = parseInput(overrideScoreBody, request.body);
    const { question, response } = await ownedResponse(teacherId, request.params);
    // Graded on its own: no longer the group's grade, nor the group's comment.
    const [updated] = await db
      .update(responses)
      .set({ teacherScore: score, gradedGroupId: null, teacherFeedback: null })
      .where(eq(responses.id, response.id))
      .returning();
    if (!updated) throw new AppError('response-not-found');
    const scored = toResponse(updated);
    live.answerEvaluated(question.sessionId, toQuestion(question), scored);
    await learnFrom(question.id, [updated], request.log);
    return { success: true, response: scored };
  });
}
