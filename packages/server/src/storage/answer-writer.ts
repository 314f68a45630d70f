/**
 * Stores answers in groups: every answer that arrives while a write is in flight goes into
 * the next multi-row INSERT, so a burst of 5,000 answers costs a few dozen statements
 * instead of 5,000, while an answer arriving alone is written at once. Each caller's promise
 * settles only after the commit of the statement holding its row: an acknowledged answer is
 * stored.
 *
 * The INSERT itself checks, against the rows as they are at that instant, that the session
 * takes answers and that the question is open to them (active and within its time plus the
 * grace, moved by the time the session spent paused — the rule of `acceptsAnswerAt` in
 * @ciar/shared/timer — unless the session is autonomous or has no timer). The database is the one judge, so
 * the rule holds whichever process stored the answer and whatever a process may have cached,
 * and no answer costs a query of its own. `ON CONFLICT DO NOTHING` on (question, student)
 * makes a second answer a no-op, whatever process or tab it came from. The question's row is
 * share-locked: a save of the question waits for the answers being written, and answers
 * written while it saves are checked against the question as saved (decision 226).
 */
import { LATE_ANSWER_GRACE_MS, OFFLINE_ANSWER_MAX_AGE_MS } from '@ciar/shared/constants';
import { sql } from 'drizzle-orm';
import { isDatabaseDown } from '../domain/db-errors';
import { selectRows, type Db } from './db';
import type { responses } from './schema';

export interface NewAnswer {
  questionId: string;
  sessionId: string;
  studentId: string;
  studentName: string;
  answer: string;
  /**
   * When the client says the answer was given (server clock), for an answer kept while
   * offline: judged and stored at that time, bounded as `answerTime` in @ciar/shared/timer.
   */
  answeredAt?: string | null;
  /**
   * A choice answer: the text of the option it named when it was checked. The question may have
   * been saved since (the check reads a cached copy): the answer is stored only if its index
   * still names that option, never a phantom or another option (decision 226).
   */
  optionText?: string | null;
}

export type StoredAnswer = typeof responses.$inferSelect;

interface Pending {
  answer: NewAnswer;
  resolve: (row: StoredAnswer | null) => void;
  reject: (error: unknown) => void;
}

export interface AnswerWriter {
  /**
   * The stored row, or null when nothing was stored: the student had already answered, or
   * the session or question did not take the answer at the time of writing.
   */
  write(answer: NewAnswer): Promise<StoredAnswer | null>;
  /** Waits for everything queued to be written. */
  drain(): Promise<void>;
  /**
   * Resolves once no answer has been waiting or written for `gapMs`, or after `maxWaitMs`
   * whatever happens: other writes (scores) go after the answers of a burst, never before,
   * and never wait for ever (decision 183).
   */
  quiet(options?: { gapMs?: number; maxWaitMs?: number }): Promise<void>;
}

const key = (a: Pick<NewAnswer, 'questionId' | 'studentId'>) => `${a.questionId}\u0000${a.studentId}`;

/**
 * What the database adds to a new answer. The rest is what was sent and the columns'
 * defaults: a row this statement inserts has never been evaluated or modified. Reading back
 * only these keeps a burst's results small to parse.
 */
interface Row {
  id: string;
  question_id: string;
  student_id: string;
  timestamp: Date | string;
}

// Every field named, no spread: V8 builds `{ ...answer, and seventeen more }` property by
// property: 25 µs an answer (a twentieth of a burst's CPU) against 0.25 µs written out (decision 199).
function toStored(answer: NewAnswer, row: Row): StoredAnswer {
  return {
    questionId: answer.questionId,
    sessionId: answer.sessionId,
    studentId: answer.studentId,
    studentName: answer.studentName,
    answer: answer.answer,
    id: row.id,
    timestamp: row.timestamp instanceof Date ? row.timestamp : new Date(row.timestamp),
    modificationCount: 0,
    concordanceScore: null,
    aiFeedback: null,
    evaluationTimestamp: null,
    evaluationError: null,
    evaluationAttempts: 0,
    evaluationConfidence: null,
    needsReview: false,
    evaluatedBy: null,
    evaluationNote: null,
    teacherScore: null,
    teacherFeedback: null,
    gradedGroupId: null,
  };
}

/**
 * One statement: the answers that the session and question take, stored once each. The rows
 * travel as seven array parameters, so the statement's text and its number of parameters stay
 * the same whatever the batch: half the database's work per answer of a VALUES list.
 * `t.at` is the time each answer is judged and stored at: its arrival, or the time the client
 * gave for it, never later than now nor earlier than OFFLINE_ANSWER_MAX_AGE_MS before now.
 */
function guardedInsert(batch: Pending[]) {
  const column = (pick: (a: NewAnswer) => string | null) => sql.param(batch.map(({ answer }) => pick(answer)));
  return sql`
    insert into responses (question_id, session_id, student_id, student_name, answer, timestamp)
    select v.question_id, v.session_id, v.student_id, v.student_name, v.answer, t.at
    from unnest(
      ${column((a) => a.questionId)}::uuid[], ${column((a) => a.sessionId)}::uuid[],
      ${column((a) => a.studentId)}::text[], ${column((a) => a.studentName)}::text[], ${column((a) => a.answer)}::text[],
      ${column((a) => a.answeredAt ?? null)}::timestamptz[], ${column((a) => a.optionText ?? null)}::text[]
    ) as v(question_id, session_id, student_id, student_name, answer, answered_at, option_text)
    cross join lateral (
      select least(
        clock_timestamp(),
        greatest(coalesce(v.answered_at, clock_timestamp()), clock_timestamp() - make_interval(secs => ${OFFLINE_ANSWER_MAX_AGE_MS / 1000}::int))
      )
    ) as t(at)
    join questions q on q.id = v.question_id and q.session_id = v.session_id
    join sessions s on s.id = q.session_id
    where s.status = 'active'
      and case when v.option_text is null then true else q.options -> (v.answer::int) ->> 'text' = v.option_text end
      and (
        s.is_autonomous
        or (q.is_active and (
          s.disable_timer
          or q.activated_at is null
          or t.at <= q.activated_at
             + make_interval(secs => q.time_limit + ${LATE_ANSWER_GRACE_MS / 1000}::int)
             + q.paused_ms * interval '1 millisecond'
        ))
      )
    for share of q
    on conflict (question_id, student_id) do nothing
    returning id, question_id, student_id, timestamp`;
}

export function createAnswerWriter(db: Db, { maxBatch = 1_000 } = {}): AnswerWriter {
  let queue: Pending[] = [];
  let flushing: Promise<void> | null = null;
  let lastActivity = Number.NEGATIVE_INFINITY;

  async function insert(batch: Pending[]): Promise<void> {
    const rows = await selectRows<Row>(db, guardedInsert(batch));
    const byKey = new Map(rows.map((row) => [key({ questionId: row.question_id, studentId: row.student_id }), row]));
    for (const pending of batch) {
      const row = byKey.get(key(pending.answer));
      pending.resolve(row ? toStored(pending.answer, row) : null);
    }
  }

  async function flush(): Promise<void> {
    while (queue.length > 0) {
      lastActivity = performance.now();
      const taken = queue.slice(0, maxBatch);
      queue = queue.slice(maxBatch);
      // The same student answering twice within one batch: the first one goes to the
      // database, the others are duplicates by definition — told so once the first is
      // committed, so that whoever asks why finds the stored answer.
      const seen = new Set<string>();
      const batch: Pending[] = [];
      const duplicates: Pending[] = [];
      for (const pending of taken) {
        const k = key(pending.answer);
        if (seen.has(k)) duplicates.push(pending);
        else {
          seen.add(k);
          batch.push(pending);
        }
      }
      try {
        await insert(batch);
      } catch (error) {
        if (isDatabaseDown(error)) {
          // Retrying each answer alone would make the last one wait a time-out per answer
          // before it: a database that is gone or silent fails the whole batch at once.
          // Duplicates too: nothing of theirs was stored.
          for (const pending of [...batch, ...duplicates]) pending.reject(error);
          continue;
        }
        // One bad row (a malformed id, say) must not fail its neighbours: retry each alone,
        // so every caller gets its own outcome.
        for (const pending of batch) {
          await insert([pending]).catch(pending.reject);
        }
      }
      for (const pending of duplicates) pending.resolve(null);
    }
    lastActivity = performance.now();
  }

  function schedule() {
    if (flushing) return;
    flushing = new Promise<void>((resolve) => setImmediate(resolve))
      .then(flush)
      .finally(() => {
        flushing = null;
        if (queue.length > 0) schedule();
      });
  }

  return {
    write(answer) {
      return new Promise((resolve, reject) => {
        queue.push({ answer, resolve, reject });
        schedule();
      });
    },
    async drain() {
      while (flushing) await flushing;
    },
    async quiet({ gapMs = 50, maxWaitMs = 1_000 } = {}) {
      const deadline = performance.now() + maxWaitMs;
      while (performance.now() < deadline && (flushing || queue.length > 0 || performance.now() - lastActivity < gapMs)) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
}
