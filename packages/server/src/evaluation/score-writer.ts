/**
 * Stores automatic scores in groups, as the answer writer stores answers (decision 184): every score
 * that comes while a write waits or runs goes into the next `UPDATE … FROM unnest(…)`, so a
 * lecture hall's 3,000 scores are a handful of statements whatever the pages they were read in.
 * Answers go first: each write waits until the answers being stored have gone (`answersFirst`).
 *
 * A score is stored only into an answer still unevaluated and unchanged (its text is the text
 * scored), so two evaluations of one answer, in this process or another, never both land. An
 * answer like those of a group the teacher graded gets the group's grade with its score.
 * Each caller learns which of its answers were stored, as they are now.
 */
import { isAutoSubmitted } from '@ciar/shared/answer';
import type { EvaluatorKind, QuestionResponse } from '@ciar/shared/response';
import { desc, eq, sql } from 'drizzle-orm';
import { selectRows, type Db } from '../storage/db';
import { gradedGroups } from '../storage/schema';
import type { Evaluation } from './evaluator';
import { fallsInto } from './french/similarity';

export interface ScoreToStore {
  questionId: string;
  /** The answer as it was read or stored, before its score. */
  response: QuestionResponse;
  evaluation: Evaluation;
  by: EvaluatorKind | null;
  /** Why another evaluator than the configured one scored it. */
  note: string | null;
}

export interface ScoreWriter {
  /** The answers stored with their score, as they now are; the others changed meanwhile or were scored already. */
  write(scores: ScoreToStore[]): Promise<QuestionResponse[]>;
  /** Resolves once nothing waits or is being written. */
  drain(): Promise<void>;
}

interface Pending {
  scores: ScoreToStore[];
  resolve: (stored: QuestionResponse[]) => void;
  reject: (error: unknown) => void;
}

interface Updated {
  id: string;
  teacher_score: number | null;
  teacher_feedback: string | null;
  graded_group_id: string | null;
}

export function createScoreWriter(db: Db, { answersFirst, maxBatch = 1_000 }: { answersFirst?: () => Promise<void>; maxBatch?: number } = {}): ScoreWriter {
  const queue: Pending[] = [];
  let flushing: Promise<void> | null = null;

  async function store(scores: ScoreToStore[]): Promise<Map<string, QuestionResponse>> {
    // The graded groups of each question once per statement, the latest first.
    const groupsOf = new Map<string, Array<typeof gradedGroups.$inferSelect>>();
    for (const questionId of new Set(scores.map((s) => s.questionId))) {
      groupsOf.set(questionId, await db.select().from(gradedGroups).where(eq(gradedGroups.questionId, questionId)).orderBy(desc(gradedGroups.createdAt)));
    }
    const values = scores.map((score) => {
      const { answer, teacherScore } = score.response;
      const groups = groupsOf.get(score.questionId) ?? [];
      const group = teacherScore === null && groups.length > 0 && !isAutoSubmitted(answer) ? (groups.find((g) => fallsInto(answer, g.answers)) ?? null) : null;
      return { score, group };
    });
    const at = new Date();
    const column = <T>(pick: (v: (typeof values)[number]) => T) => sql.param(values.map(pick));
    const updated = await selectRows<Updated>(
      db,
      sql`update responses r set
            concordance_score = v.score, ai_feedback = v.feedback, evaluation_timestamp = ${at.toISOString()}::timestamptz, evaluation_error = null,
            evaluation_confidence = v.confidence, needs_review = v.needs_review, evaluated_by = v.evaluated_by, evaluation_note = v.note,
            teacher_score = case when v.group_id is null then r.teacher_score else v.group_score end,
            teacher_feedback = case when v.group_id is null then r.teacher_feedback else v.group_feedback end,
            graded_group_id = coalesce(v.group_id, r.graded_group_id)
          from unnest(
            ${column((v) => v.score.response.id)}::uuid[], ${column((v) => v.score.response.answer)}::text[],
            ${column((v) => v.score.evaluation.score)}::int[], ${column((v) => v.score.evaluation.feedback)}::text[],
            ${column((v) => v.score.evaluation.confidence ?? null)}::real[], ${column((v) => v.score.evaluation.needsReview ?? false)}::boolean[],
            ${column((v) => v.score.by)}::text[], ${column((v) => v.score.note)}::text[],
            ${column((v) => v.group?.id ?? null)}::uuid[], ${column((v) => v.group?.score ?? null)}::int[], ${column((v) => v.group?.feedback ?? null)}::text[]
          ) as v(id, answer, score, feedback, confidence, needs_review, evaluated_by, note, group_id, group_score, group_feedback)
          where r.id = v.id and r.answer = v.answer and r.concordance_score is null
          returning r.id, r.teacher_score, r.teacher_feedback, r.graded_group_id`,
    );
    // What the statement wrote is known: the rest of each row is as it was read (its text is, the WHERE says so).
    const stored = new Map<string, QuestionResponse>();
    const byId = new Map(values.map((v) => [v.score.response.id, v.score]));
    for (const row of updated) {
      const score = byId.get(row.id);
      if (!score) continue;
      const { evaluation } = score;
      stored.set(row.id, {
        ...score.response,
        concordanceScore: evaluation.score,
        aiFeedback: evaluation.feedback,
        evaluationTimestamp: at.toISOString(),
        evaluationConfidence: evaluation.confidence ?? null,
        needsReview: evaluation.needsReview ?? false,
        evaluatedBy: score.by,
        evaluationNote: score.note,
        teacherScore: row.teacher_score,
        teacherFeedback: row.teacher_feedback,
        gradedGroupId: row.graded_group_id,
      });
    }
    return stored;
  }

  async function flush(): Promise<void> {
    while (queue.length > 0) {
      await answersFirst?.();
      // Whole callers only, up to about maxBatch scores: a caller's scores land together.
      const taken: Pending[] = [];
      let size = 0;
      while (queue.length > 0 && (taken.length === 0 || size + queue[0]!.scores.length <= maxBatch)) {
        const next = queue.shift()!;
        taken.push(next);
        size += next.scores.length;
      }
      try {
        const stored = await store(taken.flatMap((p) => p.scores));
        for (const pending of taken) pending.resolve(pending.scores.flatMap((s) => stored.get(s.response.id) ?? []));
      } catch (error) {
        for (const pending of taken) pending.reject(error);
      }
    }
  }

  function schedule() {
    if (flushing) return;
    flushing = flush().finally(() => {
      flushing = null;
      if (queue.length > 0) schedule();
    });
  }

  return {
    write(scores) {
      if (scores.length === 0) return Promise.resolve([]);
      return new Promise((resolve, reject) => {
        queue.push({ scores, resolve, reject });
        schedule();
      });
    },
    async drain() {
      while (flushing) await flushing;
    },
  };
}
