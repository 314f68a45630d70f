/**
 * Evaluation news for teachers, batched (issue 24): at most one message per session and
 * interval (200 ms: five a second), carrying every score since the last one. A lecture hall's
 * 3,000 scores were 3,000 frames to every teacher socket; now they are a handful. The first
 * score after a quiet spell goes out on the next turn of the event loop, so a single grade
 * still shows at once. Per process: with several processes each batches what it scored.
 */
import type { EvaluatedAnswer } from '@ciar/shared/events';

export const EVALUATION_NEWS_INTERVAL_MS = 200;

export interface EvaluationNews {
  add(sessionId: string, evaluated: EvaluatedAnswer): void;
  stop(): void;
}

interface Pending {
  /** By question and student: the same answer scored twice in one batch (a score, then an override) is sent once, as it is now. */
  items: Map<string, EvaluatedAnswer>;
  timer: NodeJS.Timeout | null;
  lastSentAt: number;
}

export function createEvaluationNews(
  send: (sessionId: string, evaluations: EvaluatedAnswer[]) => void,
  { intervalMs = EVALUATION_NEWS_INTERVAL_MS, now = () => Date.now() }: { intervalMs?: number; now?: () => number } = {},
): EvaluationNews {
  const bySession = new Map<string, Pending>();

  function flush(sessionId: string) {
    const pending = bySession.get(sessionId);
    if (!pending) return;
    pending.timer = null;
    if (pending.items.size === 0) {
      // Quiet for a whole interval: forget the session.
      bySession.delete(sessionId);
      return;
    }
    const items = [...pending.items.values()];
    pending.items = new Map();
    pending.lastSentAt = now();
    // Looked at once more after an interval: what came meanwhile goes then, else the entry goes.
    pending.timer = setTimeout(() => flush(sessionId), intervalMs);
    send(sessionId, items);
  }

  return {
    add(sessionId, evaluated) {
      let pending = bySession.get(sessionId);
      if (!pending) {
        pending = { items: new Map(), timer: null, lastSentAt: -Infinity };
        bySession.set(sessionId, pending);
      }
      pending.items.set(`${evaluated.questionId}\n${evaluated.studentId}`, evaluated);
      if (!pending.timer) {
        const wait = Math.max(0, pending.lastSentAt + intervalMs - now());
        pending.timer = setTimeout(() => flush(sessionId), wait);
      }
    },
    stop() {
      for (const pending of bySession.values()) if (pending.timer) clearTimeout(pending.timer);
      bySession.clear();
    },
  };
}
