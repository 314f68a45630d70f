/**
 * Stores answers in groups: every answer that arrives while a write is in flight goes into
 * the next multi-row INSERT, so a burst of 5,000 answers costs a few dozen transactions
 * instead of 5,000, while an answer arriving alone is written at once. Each caller's promise
 * settles only after the commit of the statement holding its row: an acknowledged answer is
 * stored. `ON CONFLICT DO NOTHING` on (question, student) makes a second answer a no-op,
 * whatever process or tab it came from.
 */
import type { Db } from './db';
import { responses } from './schema';

export interface NewAnswer {
  questionId: string;
  sessionId: string;
  studentId: string;
  studentName: string;
  answer: string;
}

export type StoredAnswer = typeof responses.$inferSelect;

interface Pending {
  answer: NewAnswer;
  resolve: (row: StoredAnswer | null) => void;
  reject: (error: unknown) => void;
}

export interface AnswerWriter {
  /** The stored row, or null when this student had already answered this question. */
  write(answer: NewAnswer): Promise<StoredAnswer | null>;
  /** Waits for everything queued to be written. */
  drain(): Promise<void>;
}

const key = (a: Pick<NewAnswer, 'questionId' | 'studentId'>) => `${a.questionId}\u0000${a.studentId}`;

export function createAnswerWriter(db: Db, { maxBatch = 1_000 } = {}): AnswerWriter {
  let queue: Pending[] = [];
  let flushing: Promise<void> | null = null;

  async function insert(batch: Pending[]): Promise<void> {
    const rows = await db
      .insert(responses)
      .values(batch.map((p) => p.answer))
      .onConflictDoNothing({ target: [responses.questionId, responses.studentId] })
      .returning();
    const byKey = new Map(rows.map((row) => [key(row), row]));
    for (const pending of batch) pending.resolve(byKey.get(key(pending.answer)) ?? null);
  }

  async function flush(): Promise<void> {
    while (queue.length > 0) {
      const taken = queue.slice(0, maxBatch);
      queue = queue.slice(maxBatch);
      // The same student answering twice within one batch: the first one goes to the
      // database, the others are duplicates by definition.
      const seen = new Set<string>();
      const batch: Pending[] = [];
      for (const pending of taken) {
        const k = key(pending.answer);
        if (seen.has(k)) pending.resolve(null);
        else {
          seen.add(k);
          batch.push(pending);
        }
      }
      try {
        await insert(batch);
      } catch {
        // One bad row (its question deleted meanwhile, say) must not fail its neighbours:
        // retry each alone, so every caller gets its own outcome.
        for (const pending of batch) {
          await insert([pending]).catch(pending.reject);
        }
      }
    }
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
  };
}

