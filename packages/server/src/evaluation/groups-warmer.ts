/**
 * The groups of a lecture hall's answers ready before the teacher asks (decision 185): once a
 * question's scores have stopped coming for a moment, its answers are clustered in the
 * background (groups-cache.ts keeps the result), so that opening the answers view after a burst
 * finds them made. At most once every few seconds per question: while answers trickle in, each
 * one would otherwise cluster the class again.
 */
/** Answers from which a question's groups are made ahead; below, clustering them when asked takes a few milliseconds. */
export const GROUPS_MADE_AHEAD_FROM = 200;

export interface GroupsWarmer {
  /** A score or grade of this question was stored. Never blocks, never throws. */
  touch(questionId: string): void;
  stop(): void;
}

export interface GroupsWarmerOptions {
  /** Reads the question's answers and clusters them when they are many enough. */
  warm(questionId: string): Promise<void>;
  /** Quiet time after the last score before clustering. */
  quietMs?: number;
  /** Least time between two clusterings of one question. */
  everyMs?: number;
  now?: () => number;
}

export function createGroupsWarmer({ warm, quietMs = 300, everyMs = 5_000, now = () => performance.now() }: GroupsWarmerOptions): GroupsWarmer {
  const timers = new Map<string, NodeJS.Timeout>();
  const lastRun = new Map<string, number>();
  let stopped = false;

  function run(questionId: string) {
    timers.delete(questionId);
    if (stopped) return;
    lastRun.set(questionId, now());
    // Bounded: questions not touched for a while are forgotten.
    for (const [id, at] of lastRun) if (now() - at > everyMs * 10) lastRun.delete(id);
    void warm(questionId).catch(() => {
      // Nothing is lost: the answers view clusters them when asked.
    });
  }

  return {
    touch(questionId) {
      if (stopped) return;
      const previous = timers.get(questionId);
      if (previous) clearTimeout(previous);
      const since = now() - (lastRun.get(questionId) ?? Number.NEGATIVE_INFINITY);
      const timer = setTimeout(() => run(questionId), Math.max(quietMs, everyMs - since));
      timer.unref();
      timers.set(questionId, timer);
    },
    stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
