/**
 * Calls that arrive together, run together: a lecture hall joining is thousands of the same
 * small statement within seconds, and one statement for many rows costs the database little
 * more than one for a single row. A call waits for the group of its key in flight, if any;
 * otherwise for the end of the event loop's current turn when the key was quiet, or for
 * GATHER_MS when it ran a group moments ago (a crowd is arriving: requests reach this point
 * a few turns apart, and the embedded database answers within a turn, so without a short
 * wait no two would ever meet), or less if FULL_GROUP calls are waiting before then. Then
 * every waiting call of that key goes in one `run`.
 */

/**
 * How long a call waits for others while its key is busy with a crowd. A statement's own
 * cost dwarfs its rows' (embedded database: about 3 ms for the join of one student, 0.15 ms a
 * student in a group of fifty), so a lecture hall's joins are cheapest in large groups, and
 * 25 ms is nothing beside a phone's join over school Wi-Fi. At 5 ms, groups held two students
 * on average and the database was a third of a join's CPU (decision 091).
 */
export const GATHER_MS = 25;
/**
 * A group this large runs without waiting out GATHER_MS: its statement's own cost is already
 * shared by many, so waiting longer only delays a crowd, and when a whole hall arrives at once
 * the wait, not the server, set its pace (decision 203: 10,000 joins in ×1.5 the minimal
 * server's time instead of ×2.1, and less CPU per join; at 16, smaller groups cost more).
 */
export const FULL_GROUP = 32;
/** A key that ran a group this recently is receiving a crowd. */
const CROWD_MS = 100;

/** One result per item, in order: a value, or the error that call alone fails with. */
export type GroupResults<O> = Array<{ ok: true; value: O } | { ok: false; error: unknown }>;

export function groupedCalls<I, O>(run: (key: string, items: I[]) => Promise<GroupResults<O>>): (key: string, item: I) => Promise<O> {
  const queues = new Map<string, Array<{ item: I; resolve: (value: O) => void; reject: (error: unknown) => void }>>();
  /** Keys with a group in flight or scheduled: their new calls wait for it. */
  const busy = new Set<string>();
  /** When each key's last group ended (bounded: forgotten once quiet). */
  const lastEnded = new Map<string, number>();
  /** Keys gathering a crowd: the timer that will run their group. */
  const gathering = new Map<string, ReturnType<typeof setTimeout>>();

  function schedule(key: string) {
    const ended = lastEnded.get(key);
    const crowd = ended !== undefined && performance.now() - ended < CROWD_MS;
    if (crowd && !isFull(key)) {
      gathering.set(
        key,
        setTimeout(() => {
          gathering.delete(key);
          void flush(key);
        }, GATHER_MS),
      );
    } else setImmediate(() => void flush(key));
  }

  function isFull(key: string) {
    return (queues.get(key)?.length ?? 0) >= FULL_GROUP;
  }

  /** A crowd's group that filled up runs now instead of at the end of its wait. */
  function runIfFull(key: string) {
    const timer = gathering.get(key);
    if (timer === undefined || !isFull(key)) return;
    clearTimeout(timer);
    gathering.delete(key);
    setImmediate(() => void flush(key));
  }

  async function flush(key: string) {
    const batch = queues.get(key) ?? [];
    queues.delete(key);
    try {
      const results = await run(
        key,
        batch.map((call) => call.item),
      );
      batch.forEach((call, i) => {
        const result = results[i];
        if (!result) call.reject(new Error('grouped call without a result'));
        else if (result.ok) call.resolve(result.value);
        else call.reject(result.error);
      });
    } catch (error) {
      for (const call of batch) call.reject(error);
    } finally {
      lastEnded.set(key, performance.now());
      if (lastEnded.size > 10_000) lastEnded.clear();
      if (queues.has(key)) schedule(key);
      else busy.delete(key);
    }
  }

  return (key, item) =>
    new Promise<O>((resolve, reject) => {
      const queue = queues.get(key);
      if (queue) queue.push({ item, resolve, reject });
      else queues.set(key, [{ item, resolve, reject }]);
      if (!busy.has(key)) {
        busy.add(key);
        schedule(key);
      } else runIfFull(key);
    });
}
