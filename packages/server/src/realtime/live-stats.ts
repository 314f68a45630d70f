/**
 * The teacher's live statistics, pushed as aggregates: an answer marks its question dirty,
 * and every `intervalMs` each dirty question is counted once in the database (one GROUP BY)
 * and sent to the session's teachers. 1,000 answers in a second cost a handful of queries
 * and messages, never 1,000 reloads of every response. Counting in the database keeps the
 * figures right whichever process stored the answers.
 */
import type { LiveQuestionStats, ServerToClientEvents } from '@ciar/shared/events';
import { isAutoSubmitted } from '@ciar/shared/answer';
import { AUTO_SUBMIT_ANSWER } from '@ciar/shared/constants';
import { truncateOpenAnswer } from '@ciar/shared/statistics';
import { sql } from 'drizzle-orm';
import type { Server } from 'socket.io';
import { selectRows, type Db } from '../storage/db';
import { rooms } from './rooms';

const OPEN_ANSWERS_SHOWN = 30;

export async function liveQuestionStats(db: Db, sessionId: string, questionId: string): Promise<LiveQuestionStats> {
  const [typeRow] = await selectRows<{ type: string; participants: number }>(
    db,
    sql`select q.type, s.participants_count as participants
        from questions q join sessions s on s.id = q.session_id where q.id = ${questionId} and s.id = ${sessionId}`,
  );
  const counts: Record<string, number> = {};
  let responsesCount = 0;
  let openAnswers: LiveQuestionStats['openAnswers'] = [];
  let needsReviewCount = 0;
  if (typeRow?.type === 'open_ended') {
    // « À vérifier »: flagged by the evaluator, not graded by the teacher (see awaitsReview).
    const [total] = await selectRows<{ n: number; review: number }>(
      db,
      sql`select count(*)::int as n,
                 (count(*) filter (where needs_review and teacher_score is null and answer <> ${AUTO_SUBMIT_ANSWER}))::int as review
          from responses where question_id = ${questionId}`,
    );
    responsesCount = Number(total?.n ?? 0);
    needsReviewCount = Number(total?.review ?? 0);
    const latest = await selectRows<{ student_name: string; answer: string; score: number | null; review: boolean }>(
      db,
      sql`select student_name, answer,
                 coalesce(teacher_score, case when needs_review then null else concordance_score end) as score,
                 (needs_review and teacher_score is null) as review
          from responses where question_id = ${questionId} order by timestamp desc limit ${OPEN_ANSWERS_SHOWN}`,
    );
    openAnswers = latest.map((r) => ({
      studentName: r.student_name,
      answer: truncateOpenAnswer(r.answer),
      score: r.score,
      needsReview: r.review && !isAutoSubmitted(r.answer),
    }));
  } else {
    const grouped = await selectRows<{ answer: string; n: number }>(
      db,
      sql`select answer, count(*)::int as n from responses where question_id = ${questionId} group by answer`,
    );
    for (const row of grouped) {
      counts[row.answer] = Number(row.n);
      responsesCount += Number(row.n);
    }
  }
  return { questionId, responsesCount, counts, openAnswers, needsReviewCount, participantsCount: Number(typeRow?.participants ?? 0) };
}

export interface LiveStats {
  /** An answer to this question was stored: the teachers get fresh counts within `intervalMs`. */
  markDirty(sessionId: string, questionId: string): void;
  stop(): void;
}

export function createLiveStats(
  io: Server<Record<string, never>, ServerToClientEvents>,
  db: Db,
  { intervalMs = 200 }: { intervalMs?: number } = {},
): LiveStats {
  const dirty = new Map<string, string>(); // questionId -> sessionId
  let timer: NodeJS.Timeout | null = null;
  let running = false;

  async function flush() {
    timer = null;
    if (running) return schedule();
    running = true;
    const batch = [...dirty];
    dirty.clear();
    try {
      for (const [questionId, sessionId] of batch) {
        try {
          const stats = await liveQuestionStats(db, sessionId, questionId);
          io.to(rooms.teachers(sessionId)).emit('answer-submitted', { questionId, stats });
        } catch {
          // The database hiccuped: count again at the next tick rather than lose the update.
          dirty.set(questionId, sessionId);
        }
      }
    } finally {
      running = false;
      if (dirty.size > 0) schedule();
    }
  }

  function schedule() {
    timer ??= setTimeout(() => void flush(), intervalMs);
  }

  return {
    markDirty(sessionId, questionId) {
      dirty.set(questionId, sessionId);
      schedule();
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      dirty.clear();
    },
  };
}
