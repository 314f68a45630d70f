/**
 * CPU time and memory of a server process, read from Linux's /proc: the generator shares
 * the machine, so only the server's own counters say what the server spent.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

let ticksPerSecond = null;
function clockTicks() {
  if (ticksPerSecond === null) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** User + system CPU seconds in a /proc `stat` file (a process's, or one of its threads'). */
function cpuSecondsIn(statPath) {
  const stat = readFileSync(statPath, 'utf8');
  // The command name may hold spaces and parentheses: fields are counted after its last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / clockTicks();
}

/**
 * { cpuSeconds, mainThreadCpuSeconds, rssKb, hwmKb } of one process, or null once it is gone.
 * The main thread (the one whose id is the process's) runs the JavaScript; the others are
 * V8's optimising compiler and garbage collector helpers, and libuv's pool: what a fresh
 * process spends warming up shows there.
 */
export function processStats(pid) {
  try {
    const cpuSeconds = cpuSecondsIn(`/proc/${pid}/stat`);
    const mainThreadCpuSeconds = cpuSecondsIn(`/proc/${pid}/task/${pid}/stat`);
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { cpuSeconds, mainThreadCpuSeconds, rssKb: kb('VmRSS'), hwmKb: kb('VmHWM') };
  } catch {
    return null;
  }
}

/** The same, summed over several processes (the app on two nodes). */
export function totalStats(pids) {
  const all = pids.map(processStats);
  if (all.some((s) => s === null)) return null;
  return {
    cpuSeconds: all.reduce((sum, s) => sum + s.cpuSeconds, 0),
    mainThreadCpuSeconds: all.reduce((sum, s) => sum + s.mainThreadCpuSeconds, 0),
    rssKb: all.reduce((sum, s) => sum + s.rssKb, 0),
    hwmKb: all.reduce((sum, s) => sum + s.hwmKb, 0),
  };
}

/** The soft limit on open files of this process (each socket is one, on each side). */
export function openFilesLimit() {
  try {
    const limits = readFileSync('/proc/self/limits', 'utf8');
    const soft = /^Max open files\s+(\S+)/m.exec(limits)?.[1];
    return soft === 'unlimited' ? Infinity : Number(soft);
  } catch {
    return null;
  }
}
