import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLASS_SIZE_WRITES_PER_SECOND, classSizeDelay, createClassSizeNews } from './class-size-news';
import type { IoServer } from './live-events';

/** What the rooms were told, in order: [room, payload]. */
function recordingIo() {
  const told: Array<[string, unknown]> = [];
  const io = { to: (room: string) => ({ emit: (_event: string, payload: unknown) => told.push([room, payload]) }) };
  return { io: io as unknown as IoServer, told, to: (suffix: string) => told.filter(([room]) => room.endsWith(suffix)).map(([, payload]) => payload) };
}

const student = (n: number) => ({ studentId: `S_${n}`, studentName: `Élève ${n}` });

describe('telling students the class size', () => {
  it('gathers arrivals for the usual interval in a class, and longer in a lecture hall, so the writes per second stay bounded', () => {
    expect(classSizeDelay(30, 200)).toBe(200);
    expect(classSizeDelay(50, 200)).toBe(200);
    expect(classSizeDelay(1_000, 200)).toBe(4_000);
    expect(classSizeDelay(5_000, 200)).toBe(20_000);
    // Writes per second: one per student per message; a lecture hall's join costs at most a
    // few hundred of them a second (decision 091).
    expect(CLASS_SIZE_WRITES_PER_SECOND).toBeLessThanOrEqual(250);
    for (const count of [10, 1_000, 2_500, 10_000, 50_000]) expect((count * 1000) / classSizeDelay(count, 200)).toBeLessThanOrEqual(CLASS_SIZE_WRITES_PER_SECOND);
  });
});

describe('telling the teacher the class size', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tells an arrival at once in a quiet class, then a crowd once an interval, with the size the database has then', async () => {
    const { io, to } = recordingIo();
    let inDatabase = 1;
    const news = createClassSizeNews(io, async () => inDatabase, 200);

    news.arrived('s', student(1), 1);
    expect(to(':teachers')).toEqual([{ participantsCount: 1, participant: student(1) }]);

    // A crowd: 30 arrivals within the interval, one message for all of them, no name.
    for (let n = 2; n <= 31; n++) news.arrived('s', student(n), n);
    inDatabase = 33; // another process joined two more meanwhile
    await vi.advanceTimersByTimeAsync(200);
    expect(to(':teachers')).toEqual([{ participantsCount: 1, participant: student(1) }, { participantsCount: 33 }]);

    // One more within the next interval: told at its end, by name.
    news.arrived('s', student(34), 34);
    inDatabase = 34;
    await vi.advanceTimersByTimeAsync(200);
    expect(to(':teachers').at(-1)).toEqual({ participantsCount: 34, participant: student(34) });

    // Quiet for an interval: the next arrival is told at once again.
    await vi.advanceTimersByTimeAsync(200);
    news.arrived('s', student(35), 35);
    expect(to(':teachers').at(-1)).toEqual({ participantsCount: 35, participant: student(35) });
    expect(to(':teachers')).toHaveLength(4);
    news.stop();
  });

  it('tells students the size only, once the class has been gathered, and the last size heard when the database is away', async () => {
    const { io, to } = recordingIo();
    const news = createClassSizeNews(io, () => Promise.reject(new Error('database away')), 200);
    for (let n = 1; n <= 5; n++) news.arrived('s', student(n), n);
    expect(to(':students')).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(to(':students')).toEqual([{ participantsCount: 5 }]);
    news.stop();
  });

  it('sends nothing after it is stopped', async () => {
    const { io, told } = recordingIo();
    const news = createClassSizeNews(io, async () => 3, 200);
    news.arrived('s', student(1), 1);
    news.arrived('s', student(2), 2);
    news.stop();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(told).toHaveLength(1);
  });
});
