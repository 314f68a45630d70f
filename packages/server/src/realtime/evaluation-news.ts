/**
 * Evaluation news for teachers, batched (decision 181): at most one message per session and
 * interval (200 ms), and at most five in any one second, each carrying every score since the
 * last one. A lecture hall's 3,000 scores were 3,000 frames to every teacher socket; now they are
 * a handful. The first score after a quiet spell goes out on the next turn of the event loop, so
 * a single grade still shows at once. Per process: with several processes each batches what it
 * scored.
 *
 * The limits are kept by the clock, not only by the timers: a timer may fire a little early
 * by the clock, and five messages 200 ms apart followed by a sixth would put six in a closed
 * second. So each session remembers its last five messages (for a second after the last one)
 * and a message goes only when the sixth would fall more than a second after the first.
 */
import type { EvaluatedAnswer } from '@ciar/shared/events';

export const EVALUATION_NEWS_INTERVAL_MS = 200;
/** Messages per session in any one-second window, at most. */
export const EVALUATION_NEWS_PER_SECOND = 5;
const SECOND_MS = 1_000;

export interface EvaluationNews {
  add(sessionId: string, evaluated: EvaluatedAnswer): void;
  stop(): void;
}

interface Pending {
  /** By question and student: the same answer scored twice in one batch (a score, then an override) is sent once, as it is now. */
  items: Map<string, EvaluatedAnswer>;
  timer: NodeJS.Timeout | null;
  /** The timer only forgets the session once its last message is a second old. */
  forgetting: boolean;
  /** When the last messages went (at most `perSecond`), oldest first. */
  sent: number[];
}

export function createEvaluationNews(
  send: (sessionId: string, evaluations: EvaluatedAnswer[]) => void,
  {
    intervalMs = EVALUATION_NEWS_INTERVAL_MS,
    perSecond = EVALUATION_NEWS_PER_SECOND,
    now = () => performance.now(),
  }: { intervalMs?: number; perSecond?: number; now?: () => number } = {},
): EvaluationNews {
  const bySession = new Map<string, Pending>();

  /** Milliseconds until a message may go: the interval since the last, and more than a second since the fifth last. */
  function delay(pending: Pending, at: number): number {
    const last = pending.sent.at(-1);
    let wait = last === undefined ? 0 : last + intervalMs - at;
    const fifthLast = pending.sent.length >= perSecond ? pending.sent[pending.sent.length - perSecond]! : undefined;
    if (fifthLast !== undefined) wait = Math.max(wait, fifthLast + SECOND_MS - at + 1);
    return Math.max(0, Math.ceil(wait));
  }

  function arm(sessionId: string, pending: Pending, ms: number, forgetting = false) {
    if (pending.timer) clearTimeout(pending.timer);
    pending.forgetting = forgetting;
    pending.timer = setTimeout(() => flush(sessionId), ms);
  }

  function flush(sessionId: string) {
    const pending = bySession.get(sessionId);
    if (!pending) return;
    pending.timer = null;
    const at = now();
    if (pending.items.size === 0) {
      // Quiet: the session is forgotten once its last message is a second old.
      const last = pending.sent.at(-1) ?? Number.NEGATIVE_INFINITY;
      if (at - last >= SECOND_MS) bySession.delete(sessionId);
      else arm(sessionId, pending, Math.ceil(last + SECOND_MS - at), true);
      return;
    }
    const wait = delay(pending, at);
    if (wait > 0) {
      // Early by the clock: not yet.
      arm(sessionId, pending, wait);
      return;
    }
    const items = [...pending.items.values()];
    pending.items = new Map();
    pending.sent.push(at);
    if (pending.sent.length > perSecond) pending.sent.shift();
    // Looked at once more after an interval: what came meanwhile goes then.
    arm(sessionId, pending, intervalMs);
    send(sessionId, items);
  }

  return {
    add(sessionId, evaluated) {
      let pending = bySession.get(sessionId);
      if (!pending) {
        pending = { items: new Map(), timer: null, forgetting: false, sent: [] };
        bySession.set(sessionId, pending);
      }
      pending.items.set(`${evaluated.questionId}\n${evaluated.studentId}`, evaluated);
      if (!pending.timer || pending.forgetting) arm(sessionId, pending, delay(pending, now()));
    },
    stop() {
      for (const pending of bySession.values()) if (pending.timer) clearTimeout(pending.timer);
      bySession.clear();
    },
  };
}
