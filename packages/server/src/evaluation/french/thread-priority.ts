/**
 * A worker thread that gives way (decision 184): on Linux the nice value belongs to each thread, so
 * an evaluation thread can take only the CPU the main thread (acknowledging answers) and the
 * database leave, without slowing them. Elsewhere the same call would lower the whole process:
 * nothing is done there.
 */
import { setPriority } from 'node:os';

/** Nice value of the evaluation threads: the main thread (0) gets about ten times their share of a busy core. */
export const EVALUATION_THREAD_NICE = 10;

/** Lowers the calling thread's priority; false when the platform or the system does not allow it. */
export function lowerThisThreadPriority(nice = EVALUATION_THREAD_NICE, platform: NodeJS.Platform = process.platform): boolean {
  if (platform !== 'linux') return false;
  try {
    // pid 0: the calling thread, on Linux.
    setPriority(0, nice);
    return true;
  } catch {
    return false;
  }
}
