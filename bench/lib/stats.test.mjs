import { describe, expect, it } from 'vitest';
import { markdown } from './report.mjs';
import { medianRun } from './stats.mjs';

const run = (cpu, join = 2) => ({ n: 1000, cpu, ciar: {}, minimal: {}, ratios: { joinSeconds: join, activation: {}, answerAck: {}, serverCpu: { perJoin: cpu } } });

describe('the run reported for a size run several times (--repeat)', () => {
  it('is the run of median ratio, the lower middle one of an even number, whatever their order', () => {
    expect(medianRun([run(2.6), run(1.9), run(2.2)], (r) => r.cpu).cpu).toBe(2.2);
    expect(medianRun([run(2.2), run(2.6), run(1.9), run(2.4)], (r) => r.cpu).cpu).toBe(2.2);
    expect(medianRun([run(2.0)], (r) => r.cpu).cpu).toBe(2.0);
  });

  it('leaves out runs without the figure (a server that failed), unless no run has it', () => {
    expect(medianRun([run(null), run(2.4), run(null), run(2.0), run(2.2)], (r) => r.cpu).cpu).toBe(2.2);
    const failed = [run(null), run(null)];
    expect(medianRun(failed, (r) => r.cpu)).toBe(failed[0]);
  });

  it('shows every run’s join and fan-out ratios in the report, the median run’s in bold', () => {
    const result = {
      ...run(2.2, 1.9),
      repeats: [
        { joinSeconds: 2.1, cpuPerJoin: 2.6, fanOutP99: 0.9, median: false },
        { joinSeconds: 1.9, cpuPerJoin: 2.2, fanOutP99: 1.4, median: true },
        { joinSeconds: 1.8, cpuPerJoin: 1.9, fanOutP99: 1.1, median: false },
      ],
    };
    const report = markdown({ meta: { date: 'd', db: 'pglite', nodes: 1, activations: 5, commit: 'c', node: '20', cpus: 2, cpuModel: 'x', openFilesLimit: 1, repeat: 3 }, results: [result] });
    expect(report).toContain('| each run (--repeat), ours ÷ minimal: all joined / server CPU per join | ×2.1 / ×2.6; **×1.9 / ×2.2**; ×1.8 / ×1.9 |');
    expect(report).toContain('Each size ran 3 times on fresh servers');
    // The median run by CPU is not the median run by fan-out: every run's fan-out is shown too.
    expect(report).toContain('| each run (--repeat), p99 ours ÷ minimal | ×0.9; **×1.4**; ×1.1 |');
  });
});

describe('the CPU per join in the report', () => {
  it('shows the main thread’s part beside the whole process’s', () => {
    const result = run(2.2);
    result.ciar = { server: { cpuMsPerJoin: 1.3, mainThreadCpuMsPerJoin: 0.9 } };
    result.minimal = { server: { cpuMsPerJoin: 0.6, mainThreadCpuMsPerJoin: 0.42 } };
    const report = markdown({ meta: { date: 'd', db: 'pglite', nodes: 1, activations: 5, commit: 'c', node: '20', cpus: 2, cpuModel: 'x', openFilesLimit: 1 }, results: [result] });
    expect(report).toContain('| server CPU per join, ours / minimal (ms) | 1.3 / 0.60 |');
    expect(report).toMatch(/\| of which main thread, ours \/ minimal \(ms[^|]*\| 0\.90 \/ 0\.42 \|/);
  });
});
