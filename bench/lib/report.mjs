/** The results as JSON and as one Markdown table: a row per figure, a column per size. */
import { renameSync, writeFileSync } from 'node:fs';
import { pageWeightMarkdown } from './page-weight.mjs';
import { ratio } from './stats.mjs';

const grouped = new Intl.NumberFormat('en-US');

function num(v) {
  if (v === null || v === undefined || Number.isNaN(v)) return '—';
  if (Number.isInteger(v) || Math.abs(v) >= 100) return grouped.format(Math.round(v));
  if (Math.abs(v) >= 10) return v.toFixed(0);
  // Under a millisecond, a second decimal: CPU per join or per answer on a quiet machine.
  if (Math.abs(v) < 1 && v !== 0) return v.toFixed(2);
  return v.toFixed(1);
}
const times = (v) => (v === null || v === undefined ? '—' : `×${v.toFixed(v >= 10 ? 0 : 1)}`);
const list = (...values) => values.join(' / ');

// Latencies below this in the reference are timer resolution, not a cost to divide by.
const MS = 1;

/** Ours divided by the minimal server's, for the figures compared. */
export function ratios(ours, minimal) {
  const a = ours.activation?.latency ?? {};
  const b = minimal.activation?.latency ?? {};
  return {
    joinSeconds: ratio(ours.join?.seconds, minimal.join?.seconds),
    activation: { p50: ratio(a.p50, b.p50, MS), p95: ratio(a.p95, b.p95, MS), p99: ratio(a.p99, b.p99, MS), max: ratio(a.max, b.max, MS) },
    answerAck: {
      p50: ratio(ours.burst?.ackLatency.p50, minimal.burst?.ackLatency.p50, MS),
      p99: ratio(ours.burst?.ackLatency.p99, minimal.burst?.ackLatency.p99, MS),
    },
    firstSentToLastAck: ratio(ours.burst?.firstSentToLastAckMs, minimal.burst?.firstSentToLastAckMs, MS),
    lastSentToLastAck: ratio(ours.burst?.lastSentToLastAckMs, minimal.burst?.lastSentToLastAckMs, MS),
    lastSentToTeacherCount: ratio(ours.burst?.lastSentToTeacherCountMs, minimal.burst?.lastSentToTeacherCountMs, MS),
    serverCpu: {
      perJoin: ratio(ours.server?.cpuMsPerJoin, minimal.server?.cpuMsPerJoin),
      activation: ratio(ours.server?.cpuSeconds.activation, minimal.server?.cpuSeconds.activation),
      perAnswer: ratio(ours.server?.cpuMsPerAnswer, minimal.server?.cpuMsPerAnswer),
    },
  };
}

const ROWS = [
  ['**Join** (REST join + socket + join-session; minimal: socket + join)'],
  ['all N joined, ours (s)', (r) => joinCell(r.ciar.join)],
  ['all joined, minimal (s)', (r) => joinCell(r.minimal.join) + (r.minimal.n && r.minimal.n !== r.n ? ` (the ${grouped.format(r.minimal.n)} of ours)` : '')],
  ['**ratio** join, ours ÷ minimal: all joined / server CPU per join', (r) => list(times(r.ratios.joinSeconds), times(r.ratios.serverCpu.perJoin))],
  // With --repeat: each run's ratios, the reported (median) run in bold.
  ['each run (--repeat), ours ÷ minimal: all joined / server CPU per join', (r) => eachRun(r.repeats, (run) => list(times(run.joinSeconds), times(run.cpuPerJoin))), (r) => r.repeats],
  ['one join, ours p50 / p99 (ms)', (r) => list(num(r.ciar.join?.latency.p50), num(r.ciar.join?.latency.p99))],
  ['server CPU per join, ours / minimal (ms)', (r) => list(num(r.ciar.server?.cpuMsPerJoin), num(r.minimal.server?.cpuMsPerJoin))],
  ['of which main thread, ours / minimal (ms; the rest: V8 compiling and collecting beside it)', (r) => list(num(r.ciar.server?.mainThreadCpuMsPerJoin), num(r.minimal.server?.mainThreadCpuMsPerJoin))],
  // With --floor yes only: the minimal server with a bare REST join before each socket join.
  ['all joined / server CPU per join (ms), minimal + bare REST join', (r) => list(joinCell(r.floor.join), num(r.floor.server?.cpuMsPerJoin)), (r) => r.floor],
  ['**ratio** join, ours ÷ (minimal + bare REST join): all joined / server CPU per join', (r) => list(times(r.floorRatios.joinSeconds), times(r.floorRatios.serverCpu.perJoin)), (r) => r.floor],
  ['**ratio** join, (minimal + bare REST join) ÷ minimal: all joined / server CPU per join', (r) => floorCost(r), (r) => r.floor],
  ['**Activation fan-out** (ms, teacher emit → each student, all activations)'],
  ['ours p50 / p95 / p99 / max', (r) => fan(r.ciar)],
  ['minimal p50 / p95 / p99 / max', (r) => fan(r.minimal)],
  ['**ratio** p50 / p95 / p99 / max', (r) => list(times(r.ratios.activation.p50), times(r.ratios.activation.p95), times(r.ratios.activation.p99), times(r.ratios.activation.max))],
  ['each run (--repeat), p99 ours ÷ minimal', (r) => eachRun(r.repeats, (run) => times(run.fanOutP99)), (r) => r.repeats],
  ['receipts missing, ours / minimal', (r) => list(num(r.ciar.activation?.missed), num(r.minimal.activation?.missed))],
  ['**Answer burst** (N answers spread over 1 s)'],
  ['ack, ours p50 / p99 (ms)', (r) => list(num(r.ciar.burst?.ackLatency.p50), num(r.ciar.burst?.ackLatency.p99))],
  ['ack, minimal p50 / p99 (ms)', (r) => list(num(r.minimal.burst?.ackLatency.p50), num(r.minimal.burst?.ackLatency.p99))],
  ['**ratio** ack p50 / p99', (r) => list(times(r.ratios.answerAck.p50), times(r.ratios.answerAck.p99))],
  ['first sent → last ack, ours / minimal (ms)', (r) => list(num(r.ciar.burst?.firstSentToLastAckMs), num(r.minimal.burst?.firstSentToLastAckMs))],
  ['**ratio** first sent → last ack', (r) => times(r.ratios.firstSentToLastAck)],
  ['last sent → last ack, ours / minimal (ms)', (r) => list(num(r.ciar.burst?.lastSentToLastAckMs), num(r.minimal.burst?.lastSentToLastAckMs))],
  ['last sent → teacher count = N, ours / minimal (ms)', (r) => list(num(r.ciar.burst?.lastSentToTeacherCountMs), num(r.minimal.burst?.lastSentToTeacherCountMs))],
  ['**ratio** last sent → teacher count', (r) => times(r.ratios.lastSentToTeacherCount)],
  ['server CPU per answer, ours / minimal (ms)', (r) => list(num(r.ciar.server?.cpuMsPerAnswer), num(r.minimal.server?.cpuMsPerAnswer))],
  ['answers acknowledged ok, ours', (r) => `${num(r.ciar.burst?.ok)} / ${num(r.ciar.burst?.sent)}`],
  ['answers stored (rows / students), must be N', (r) => storedCell(r)],
  ['**Open-question burst** (ours only, N answers in words over 1 s; decision 183)'],
  ['first sent → last ack, open / choice (ms)', (r) => list(num(r.ciar.open?.burst.firstSentToLastAckMs), num(r.ciar.burst?.firstSentToLastAckMs))],
  ['**ratio** open ÷ choice burst', (r) => times(r.ciar.open?.ratioToChoice)],
  ['ack, open p50 / p99 (ms)', (r) => list(num(r.ciar.open?.burst.ackLatency.p50), num(r.ciar.open?.burst.ackLatency.p99))],
  ['last ack → every answer scored (ms)', (r) => num(r.ciar.open?.evaluation.lastAckToAllScoredMs)],
  ['teacher evaluation frames: total / per s / busiest second', (r) => list(num(r.ciar.open?.evaluation.frames), num(r.ciar.open?.evaluation.framesPerSecond), num(r.ciar.open?.evaluation.busiestSecondFrames))],
  ['first answers view: KiB / ms (page of 50 + groups + figures)', (r) => list(num(kib(r.ciar.open?.firstView.bytes)), num(r.ciar.open?.firstView.ms))],
  ['first answers view in Chromium 1280×800: ms from the click / longest task ms / API KiB', (r) => list(num(r.ciar.open?.browserView?.ms), num(r.ciar.open?.browserView?.longestTaskMs), num(kib(r.ciar.open?.browserView?.apiBytes)))],
  ['live screen load GET /sessions/{id}: KiB / ms', (r) => list(num(kib(r.ciar.open?.liveScreen.bytes)), num(r.ciar.open?.liveScreen.ms))],
  ['**Server**'],
  ['CPU s, ours: join / fan-out / burst', (r) => cpu(r.ciar)],
  ['CPU s, minimal: join / fan-out / burst', (r) => cpu(r.minimal)],
  ['peak RSS MB, ours / minimal', (r) => list(num(r.ciar.server?.peakRssMb), num(r.minimal.server?.peakRssMb))],
  ['RSS per student KB, ours / minimal', (r) => list(num(r.ciar.server?.rssPerStudentKb), num(r.minimal.server?.rssPerStudentKb))],
  ['generator CPU s, ours: join / fan-out / burst', (r) => cpuList(r.ciar.generator?.cpuSeconds)],
];

/** A figure of every run of a size (--repeat), the reported (median) run's in bold. */
function eachRun(repeats, figure) {
  return repeats.map((run) => (run.median ? `**${figure(run)}**` : figure(run))).join('; ');
}

/** What the REST half of a join costs at the least, as a share of the minimal server's join. */
function floorCost(r) {
  const f = ratios(r.floor, r.minimal);
  return list(times(f.joinSeconds), times(f.serverCpu.perJoin));
}

function kib(bytes) {
  return bytes === undefined || bytes === null ? null : bytes / 1024;
}

function joinCell(join) {
  if (!join) return '—';
  if (join.complete) return num(join.seconds);
  return `${num(join.seconds)} (**${grouped.format(join.joined)} joined** in the ${num(join.budgetSeconds)} s budget)`;
}
function fan(result) {
  const l = result.activation?.latency;
  return l ? list(num(l.p50), num(l.p95), num(l.p99), num(l.max)) : '—';
}
function cpuList(c) {
  return c ? list(num(c.join), num(c.activation), num(c.burst)) : '—';
}
function cpu(result) {
  return cpuList(result.server?.cpuSeconds);
}
function storedCell(r) {
  const s = r.ciar.stored;
  if (!s) return '—';
  // Every acknowledged answer, once: the students who joined, all of N when all did.
  const expected = r.ciar.burst?.sent ?? r.n;
  const verdict = s.rows === expected && s.distinctStudents === expected ? 'ok' : `**expected ${grouped.format(expected)}**`;
  return `${num(s.rows)} / ${num(s.distinctStudents)} ${verdict}`;
}

export function markdown(report) {
  const { meta, results } = report;
  const lines = [
    `# Load benchmark — ${meta.date}`,
    '',
    `Database ${meta.db}, ${meta.nodes} app process${meta.nodes > 1 ? 'es' : ''}, ${meta.activations} activations, ` +
      `commit ${meta.commit}, Node ${meta.node}, ${meta.cpus} × ${meta.cpuModel}, open files limit ${meta.openFilesLimit}. ` +
      (meta.repeat > 1 ? `Each size ran ${meta.repeat} times on fresh servers; its column is the run of median CPU per join ratio. ` : '') +
      'The load generator runs on the same machine. Ratios are ours ÷ the minimal socket.io server, measured in the same run ' +
      '(— when the minimal figure is under 1 ms, the resolution of the measure). See bench/README.md for what each figure means.',
    '',
    `| figure | ${results.map((r) => grouped.format(r.n)).join(' | ')} |`,
    `| --- | ${results.map(() => '---:').join(' | ')} |`,
  ];
  for (const [label, cell, shownIf] of ROWS) {
    if (shownIf && !results.some(shownIf)) continue;
    lines.push(`| ${label} | ${results.map((r) => (!cell ? '' : shownIf && !shownIf(r) ? '—' : cell(r))).join(' | ')} |`);
  }
  if (report.pageWeight) lines.push('', ...pageWeightMarkdown(report.pageWeight));
  const failures = results.flatMap((r) => [r.ciar, r.minimal, r.floor].filter((x) => x?.error).map((x) => `- ${grouped.format(r.n)}, ${x.target}: ${x.error.split('\n')[0]}`));
  if (failures.length) lines.push('', 'Failures:', ...failures);
  return lines.join('\n') + '\n';
}

/** Written through a temporary file, so a run stopped midway never leaves half a file. */
export function writeReport(basePath, report) {
  writeFileSync(`${basePath}.json.tmp`, JSON.stringify(report, null, 2) + '\n');
  renameSync(`${basePath}.json.tmp`, `${basePath}.json`);
  writeFileSync(`${basePath}.md`, markdown(report));
}

/** One line per size while the run goes on. */
export function summaryLine(r) {
  const c = r.ciar;
  if (c.error && !c.join) return `${grouped.format(r.n)}: failed`;
  return [
    `${grouped.format(r.n)}: join ${joinCell(c.join)} s (${times(r.ratios.joinSeconds)}, CPU per join ${times(r.ratios.serverCpu.perJoin)}` +
      (r.floor ? `; ÷ minimal + bare REST join: ${times(r.floorRatios.joinSeconds)}, CPU ${times(r.floorRatios.serverCpu.perJoin)})` : ')'),
    `fan-out p99 ${num(c.activation?.latency.p99)} ms (${times(r.ratios.activation.p99)})`,
    `ack p99 ${num(c.burst?.ackLatency.p99)} ms`,
    `burst done ${num(c.burst?.firstSentToLastAckMs)} ms (${times(r.ratios.firstSentToLastAck)})`,
    `stored ${storedCell(r)}`,
  ].join(', ');
}
