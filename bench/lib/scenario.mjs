/**
 * One measured run against one target (the app or the minimal server): N students join,
 * the teacher activates questions while every student's receipt is timed, then N answers
 * arrive spread over one second. Every time comes from performance.now() in this process,
 * so all figures share one clock. Every wait has a deadline: a stuck server ends the phase
 * with what was measured, and the run goes on.
 */
import { summarise } from './stats.mjs';
import { totalStats } from './proc.mjs';

const JOIN_BUDGET_BASE_MS = 60_000;
const JOIN_BUDGET_PER_STUDENT_MS = 30;
const SETTLE_AFTER_JOIN_MS = 2_000;
const PAUSE_BETWEEN_ACTIVATIONS_MS = 500;
const BURST_SPREAD_MS = 1_000;
const ANSWER_ACK_TIMEOUT_MS = 60_000;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const round1 = (v) => (v === null || v === undefined ? null : Math.round(v * 10) / 10);
// CPU per join or per answer is under a millisecond on a quiet machine: rounded to 0.1 ms, its
// ratio to the minimal server's (0.6 ÷ 0.3) could be anything from ×1.6 to ×2.6.
const roundMicros = (v) => Math.round(v * 1000) / 1000;
const mb = (kb) => round1(kb / 1024);

/** Resolves when `done()` is true, checking every `everyMs`, or when the deadline passes (false). */
async function until(done, deadline, everyMs = 10) {
  while (!done()) {
    if (performance.now() > deadline) return false;
    await sleep(everyMs);
  }
  return true;
}

/** CPU seconds spent between two readings: the whole process's, or `field`'s (its main thread's). */
function cpuOf(before, after, field = 'cpuSeconds') {
  return before && after ? Math.round((after[field] - before[field]) * 100) / 100 : null;
}

function generatorCpu(before) {
  const used = process.cpuUsage(before);
  return Math.round((used.user + used.system) / 10_000) / 100;
}

async function joinAll(target, { n, urls, concurrency, log }) {
  const students = new Array(n).fill(null);
  const latencies = [];
  const errors = {};
  // Joins stop being started after this budget: a server that cannot keep up ends the
  // phase, and the rest of the run measures the students who made it.
  const budgetMs = JOIN_BUDGET_BASE_MS + n * JOIN_BUDGET_PER_STUDENT_MS;
  const deadline = performance.now() + budgetMs;
  let next = 0;
  let lastReport = performance.now();
  async function worker() {
    while (next < n && performance.now() < deadline) {
      const i = next++;
      const started = performance.now();
      try {
        students[i] = await target.joinStudent(i, urls[i % urls.length]);
        latencies.push(performance.now() - started);
      } catch (error) {
        const key = error.code ?? error.message.slice(0, 80);
        errors[key] = (errors[key] ?? 0) + 1;
      }
      if (performance.now() - lastReport > 5_000) {
        lastReport = performance.now();
        log(`    ${latencies.length}/${n} joined`);
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, n) }, worker));
  return { students, latencies, errors, budgetMs, complete: next >= n };
}

async function measureActivations(target, students, { activations, log }) {
  const n = students.length;
  let round = null;
  let sample = null;
  students.forEach((student, i) => {
    student?.socket.on(target.activatedEvent, (payload) => {
      sample ??= payload;
      if (round && Number.isNaN(round.times[i])) {
        round.times[i] = performance.now();
        round.received++;
      }
    });
  });
  const joined = students.filter(Boolean).length;
  const all = [];
  const perActivation = [];
  const ackLatencies = [];
  let missed = 0;
  for (let k = 0; k < activations; k++) {
    round = { times: new Float64Array(n).fill(NaN), received: 0 };
    const start = performance.now();
    const acked = target.activate(k).then(
      () => ackLatencies.push(performance.now() - start),
      (error) => log(`    activation ${k + 1} failed: ${error.message}`),
    );
    const complete = await until(() => round.received >= joined, start + 10_000 + n * 4);
    await acked;
    const latencies = [];
    for (const t of round.times) if (!Number.isNaN(t)) latencies.push(t - start);
    all.push(...latencies);
    perActivation.push(summarise(latencies));
    if (!complete) {
      missed += joined - round.received;
      log(`    activation ${k + 1}: ${joined - round.received} students did not receive it`);
    }
    round = null;
    await sleep(PAUSE_BETWEEN_ACTIVATIONS_MS);
  }
  return { latency: summarise(all), perActivation, ackLatency: summarise(ackLatencies), missed, sample };
}

async function answerBurst(target, students, { activations, log, questionId = target.questionId(activations - 1), answer = target.answer }) {
  const joined = students.filter(Boolean);
  const n = joined.length;
  const sent = new Float64Array(n).fill(NaN);
  const acked = new Float64Array(n).fill(NaN);
  const errors = {};
  let okCount = 0;
  let ackCount = 0;
  let countReachedAt = null;
  const stopListening = target.onTeacherCount((qid, count) => {
    if (qid === questionId && count >= n && countReachedAt === null) countReachedAt = performance.now();
  });

  function send(i) {
    const [event, payload] = answer(joined[i], questionId, i);
    sent[i] = performance.now();
    joined[i].socket.timeout(ANSWER_ACK_TIMEOUT_MS).emit(event, payload, (error, ack) => {
      acked[i] = performance.now();
      ackCount++;
      if (!error && ack?.ok) okCount++;
      else {
        const key = error ? 'no acknowledgement' : (ack?.code ?? 'refused');
        errors[key] = (errors[key] ?? 0) + 1;
      }
    });
  }

  // Student i answers BURST_SPREAD_MS * i / n after the start: a steady stream over one
  // second, sent from a 1 ms timer so that late ticks catch up instead of drifting.
  const start = performance.now();
  await new Promise((resolve) => {
    let nextIndex = 0;
    const tick = () => {
      const elapsed = performance.now() - start;
      while (nextIndex < n && (BURST_SPREAD_MS * nextIndex) / n <= elapsed) send(nextIndex++);
      if (nextIndex < n) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  const lastSent = performance.now();
  const deadline = lastSent + ANSWER_ACK_TIMEOUT_MS + 1_000;
  await until(() => ackCount >= n, deadline);
  // The teacher's count lags the acknowledgements by up to one push interval and one count.
  await until(() => countReachedAt !== null, Math.max(deadline, performance.now() + 5_000));
  stopListening();

  const latencies = [];
  let lastAck = null;
  for (let i = 0; i < n; i++) {
    if (Number.isNaN(acked[i])) continue;
    latencies.push(acked[i] - sent[i]);
    lastAck = lastAck === null ? acked[i] : Math.max(lastAck, acked[i]);
  }
  const missing = n - ackCount;
  if (missing > 0) errors['no acknowledgement'] = (errors['no acknowledgement'] ?? 0) + missing;
  if (Object.keys(errors).length > 0) log(`    answer errors: ${JSON.stringify(errors)}`);
  return {
    questionId,
    lastAckAt: lastAck,
    sent: n,
    ok: okCount,
    errors,
    sendSpreadMs: round1(lastSent - start),
    ackLatency: summarise(latencies),
    firstSentToLastAckMs: lastAck === null ? null : round1(lastAck - start),
    lastSentToLastAckMs: lastAck === null ? null : round1(lastAck - lastSent),
    lastSentToTeacherCountMs: countReachedAt === null ? null : round1(countReachedAt - lastSent),
  };
}

const EVALUATION_TIMEOUT_MS = 120_000;

/**
 * The open burst (decision 183), on the app only: the open question shown, every student answers
 * it in words, spread over one second like the choice burst. Then: until every answer is
 * scored, as the session page's socket learns it (evaluation lag after the last ack, and the
 * evaluation frames it received per second); the first view of the answers list; the live
 * screen's load.
 */
async function openBurst(target, students, { log }) {
  const open = target.open;
  await open.activate();
  const joined = students.filter(Boolean).length;
  let scored = 0;
  const frames = [];
  // Each frame at the time the session page's socket received it, on its own thread (scores-screen.mjs).
  const stop = open.onScores((count, at) => {
    scored += count;
    frames.push(at);
  });
  const burst = await answerBurst(target, students, { log, questionId: open.questionId(), answer: open.answer });
  const allScored = await until(() => scored >= joined, performance.now() + EVALUATION_TIMEOUT_MS, 20);
  // Scores of answers graded meanwhile may still come: a quiet second before counting frames.
  await sleep(1_000);
  stop();
  const lastFrame = frames.at(-1) ?? null;
  const firstFrame = frames[0] ?? null;
  let busiestSecond = 0;
  for (let i = 0, j = 0; i < frames.length; i++) {
    while (frames[i] - frames[j] >= 1_000) j++;
    busiestSecond = Math.max(busiestSecond, i - j + 1);
  }
  const evaluation = {
    scored,
    complete: allScored,
    lastAckToAllScoredMs: allScored && burst.lastAckAt !== null ? round1(lastFrame - burst.lastAckAt) : null,
    frames: frames.length,
    framesPerSecond: frames.length > 1 ? round1((frames.length - 1) / ((lastFrame - firstFrame) / 1000)) : frames.length,
    busiestSecondFrames: busiestSecond,
  };
  log(`    open burst: last ack ${burst.firstSentToLastAckMs} ms after the first send; scored ${scored}/${joined}, ${evaluation.lastAckToAllScoredMs} ms after the last ack, ${frames.length} frames`);
  const firstView = await open.firstAnswersView();
  const browserView = await open.firstAnswersViewInBrowser();
  if (browserView?.error) log(`    answers view in Chromium failed: ${browserView.error}`);
  else if (browserView) log(`    answers view in Chromium: ${browserView.ms} ms after the click, ${browserView.apiBytes} bytes of API, longest task ${browserView.longestTaskMs} ms`);
  const liveScreen = await open.liveScreenLoad();
  return { burst, evaluation, firstView: { ...firstView, ms: round1(firstView.ms) }, browserView, liveScreen: { ...liveScreen, ms: round1(liveScreen.ms) } };
}

/** Resident memory of the servers after a full collection: what they really hold. */
async function settledStats(servers, log) {
  try {
    await Promise.all(servers.map((s) => s.collectGarbage()));
  } catch (error) {
    log(`    garbage collection failed (${error.message}): memory per student includes garbage`);
  }
  return totalStats(servers.map((s) => s.pid));
}

/**
 * Runs the whole scenario against `target`, served by the processes `servers`. Returns the
 * figures; the caller stops the processes.
 */
export async function runScenario(target, { n, urls, servers, activations, concurrency, log }) {
  const result = { target: target.name, n };
  const students = [];
  const pids = servers.map((s) => s.pid);
  try {
    const atStart = totalStats(pids);
    await target.setup();
    const afterSetup = totalStats(pids);
    const beforeJoin = await settledStats(servers, log);

    log(`  ${target.name}: joining ${n} students`);
    let generatorBefore = process.cpuUsage();
    const joinStart = performance.now();
    const joins = await joinAll(target, { n, urls, concurrency, log });
    const joinSeconds = (performance.now() - joinStart) / 1000;
    students.push(...joins.students);
    const joined = joins.latencies.length;
    result.join = {
      joined,
      complete: joins.complete && joined === n,
      budgetSeconds: joins.budgetMs / 1000,
      errors: joins.errors,
      seconds: Math.round(joinSeconds * 100) / 100,
      perSecond: Math.round(joined / joinSeconds),
      latency: summarise(joins.latencies),
    };
    const generatorJoin = generatorCpu(generatorBefore);
    const afterJoin = totalStats(pids);
    // Broadcasts caused by the last joins may still be on their way: let them land before
    // reading the memory held per connected student.
    await sleep(SETTLE_AFTER_JOIN_MS);
    const settled = await settledStats(servers, log);

    log(`  ${target.name}: ${activations} activations`);
    generatorBefore = process.cpuUsage();
    const { sample, ...activation } = await measureActivations(target, students, { activations, log });
    result.activation = activation;
    // Not reported: handed to the minimal server so its broadcast carries the same payload.
    Object.defineProperty(result, 'activationPayload', { value: sample, enumerable: false });
    const generatorActivation = generatorCpu(generatorBefore);
    const afterActivation = totalStats(pids);

    log(`  ${target.name}: burst of ${joined} answers over ${BURST_SPREAD_MS} ms`);
    generatorBefore = process.cpuUsage();
    result.burst = await answerBurst(target, students, { activations, log });
    const generatorBurst = generatorCpu(generatorBefore);
    const afterBurst = totalStats(pids);

    result.stored = await target.storedAnswers(result.burst.questionId);
    if (target.open) {
      log(`  ${target.name}: open burst of ${joined} answers over ${BURST_SPREAD_MS} ms`);
      const beforeOpen = totalStats(pids);
      result.open = await openBurst(target, students, { log });
      result.open.cpuSeconds = cpuOf(beforeOpen, totalStats(pids));
      const choice = result.burst.firstSentToLastAckMs;
      const open = result.open.burst.firstSentToLastAckMs;
      result.open.ratioToChoice = choice && open ? Math.round((open / choice) * 100) / 100 : null;
      log(`    open ÷ choice burst (first sent → last ack): ${result.open.ratioToChoice}`);
    }
    const end = totalStats(pids);
    result.server = {
      processes: pids.length,
      cpuSeconds: {
        setup: cpuOf(atStart, afterSetup),
        join: cpuOf(beforeJoin, afterJoin),
        activation: cpuOf(settled, afterActivation),
        burst: cpuOf(afterActivation, afterBurst),
        total: cpuOf({ cpuSeconds: 0 }, end),
      },
      peakRssMb: end ? mb(end.hwmKb) : null,
      rssBeforeJoinMb: beforeJoin ? mb(beforeJoin.rssKb) : null,
      rssAfterJoinMb: settled ? mb(settled.rssKb) : null,
      rssPerStudentKb: settled && beforeJoin && joined ? round1((settled.rssKb - beforeJoin.rssKb) / joined) : null,
    };
    // CPU time per unit of work: the steadiest figures when other programs share the cores.
    const { join: joinCpu, burst: burstCpu } = result.server.cpuSeconds;
    result.server.cpuMsPerJoin = joinCpu !== null && joined ? roundMicros((joinCpu * 1000) / joined) : null;
    // The same, on the main thread alone: the rest is compiling and collecting beside it.
    const joinMainThreadCpu = cpuOf(beforeJoin, afterJoin, 'mainThreadCpuSeconds');
    result.server.mainThreadCpuMsPerJoin = joinMainThreadCpu !== null && joined ? roundMicros((joinMainThreadCpu * 1000) / joined) : null;
    result.server.cpuMsPerAnswer = burstCpu !== null && result.burst.sent ? roundMicros((burstCpu * 1000) / result.burst.sent) : null;
    result.generator = { cpuSeconds: { join: generatorJoin, activation: generatorActivation, burst: generatorBurst } };
  } catch (error) {
    result.error = error.stack ?? String(error);
    log(`  ${target.name}: failed: ${error.message}`);
  } finally {
    for (const student of students) student?.socket.close();
    target.close();
  }
  return result;
}
