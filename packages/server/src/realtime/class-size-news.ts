/**
 * The class size, told as students arrive (docs/product.md#real-time-protocol `user-joined`).
 *
 * - The teacher's screens hear of an arrival at once when the class was quiet, then at most
 *   once an interval while a crowd arrives. A lecture hall joining is a few hundred arrivals a
 *   second: one message each was a write and a redraw of the projected screen per student, for
 *   a number that changes faster than anyone reads it. A message that reports a single arrival
 *   names the student, as before.
 * - Students hear it less often still: each message is one write per student, so the interval
 *   grows with the class (CLASS_SIZE_WRITES_PER_SECOND).
 *
 * A message sent after a wait reads the class size afresh: with several processes, the last
 * word is then the database's, not one process's last join.
 */
import { rooms } from './rooms';
import type { IoServer } from './live-events';

/**
 * The writes per second that telling students the class size may cost, whatever its size: a
 * number on the waiting screen, not worth a tenth of a lecture hall's join (at 2,000 a second
 * these writes were eight per join; now a class of 1,000 is told every 4 s, 5,000 every 20 s).
 */
export const CLASS_SIZE_WRITES_PER_SECOND = 250;

/** How long arrivals are gathered before a class of `count` students is told its size. */
export function classSizeDelay(count: number, minimumMs: number): number {
  return Math.max(minimumMs, (1000 * count) / CLASS_SIZE_WRITES_PER_SECOND);
}

export interface Arrival {
  studentId: string;
  studentName: string;
}

export interface ClassSizeNews {
  /** `count`: the class size this arrival's join read. */
  arrived(sessionId: string, participant: Arrival, count: number): void;
  stop(): void;
}

interface Pending {
  /** The largest class size heard since the last message. */
  count: number;
  timer: NodeJS.Timeout;
}

export function createClassSizeNews(
  io: IoServer,
  /** The class size as the database has it now; null when the session is gone. */
  readCount: (sessionId: string) => Promise<number | null>,
  intervalMs: number,
): ClassSizeNews {
  const teachers = new Map<string, Pending & { arrivals: number; last: Arrival }>();
  const students = new Map<string, Pending>();

  const tellTeachers = (sessionId: string, participantsCount: number, participant?: Arrival) =>
    io.to(rooms.teachers(sessionId)).emit('user-joined', participant ? { participantsCount, participant } : { participantsCount });

  async function currentCount(sessionId: string, known: number): Promise<number> {
    try {
      return (await readCount(sessionId)) ?? known;
    } catch {
      return known; // the database is away: the last size heard is the best one there is
    }
  }

  /** Tells the teachers what arrived since the last message, and keeps the pace while a crowd lasts. */
  async function teachersTurn(sessionId: string) {
    const pending = teachers.get(sessionId)!;
    if (pending.arrivals === 0) {
      teachers.delete(sessionId);
      return;
    }
    const { arrivals, last, count } = pending;
    pending.arrivals = 0;
    pending.timer = setTimeout(() => void teachersTurn(sessionId), intervalMs);
    tellTeachers(sessionId, await currentCount(sessionId, count), arrivals === 1 ? last : undefined);
  }

  async function studentsTurn(sessionId: string) {
    const { count } = students.get(sessionId)!;
    students.delete(sessionId);
    io.to(rooms.students(sessionId)).emit('user-joined', { participantsCount: await currentCount(sessionId, count) });
  }

  return {
    arrived(sessionId, participant, count) {
      const teacher = teachers.get(sessionId);
      if (teacher) {
        teacher.arrivals++;
        teacher.count = Math.max(teacher.count, count);
        teacher.last = participant;
      } else {
        tellTeachers(sessionId, count, participant);
        teachers.set(sessionId, { count, arrivals: 0, last: participant, timer: setTimeout(() => void teachersTurn(sessionId), intervalMs) });
      }

      const student = students.get(sessionId);
      if (student) student.count = Math.max(student.count, count);
      else students.set(sessionId, { count, timer: setTimeout(() => void studentsTurn(sessionId), classSizeDelay(count, intervalMs)) });
    },

    stop() {
      for (const { timer } of [...teachers.values(), ...students.values()]) clearTimeout(timer);
      teachers.clear();
      students.clear();
    },
  };
}
