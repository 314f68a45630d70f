import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { answerTexts, clusterAnswers } from '../answer-groups';
import { EvaluationError } from '../evaluation-error';
import type { EvaluationInput } from '../evaluator';
import { evaluateInFrench } from './french-evaluator';
import { createPooledFrenchEvaluator, workerLocation } from './evaluator-pool';
import { EVALUATION_THREAD_NICE, lowerThisThreadPriority } from './thread-priority';

/** The nice value of each thread of this process (Linux), by thread id. */
function niceByThread(): Map<string, number> {
  const nice = new Map<string, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const fields = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      nice.set(tid, Number(fields[16]));
    } catch {
      // The thread ended meanwhile.
    }
  }
  return nice;
}

const INPUT: EvaluationInput = {
  question: 'Photosynthèse\nExpliquez la photosynthèse.',
  proposition: 'La plante transforme la lumière, l’eau et le dioxyde de carbone en glucose et en oxygène.',
  answer: 'La plante utilise la lumière pour fabriquer du glucose et rejette de l’oxygène.',
};

describe('the built-in evaluator in worker threads', () => {
  it('reads answers in a worker thread (under vitest through tsx) exactly as on the main thread, refusals included', { timeout: 60_000 }, async () => {
    const evaluator = createPooledFrenchEvaluator({ threads: 1 });
    try {
      // While the thread starts, the main thread answers: same result.
      expect(await evaluator.evaluate(INPUT)).toEqual(evaluateInFrench(INPUT));
      await expect.poll(() => evaluator.threadsReady, { timeout: 45_000, interval: 100 }).toBe(true);
      const answers = ['Je ne sais pas.', 'Les feuilles mangent du soleil.', INPUT.answer, 'La plante rejette du dioxyde de carbone.'];
      const inThreads = await Promise.all(answers.map((answer) => evaluator.evaluate({ ...INPUT, answer })));
      expect(inThreads).toEqual(answers.map((answer) => evaluateInFrench({ ...INPUT, answer })));
      // A page in one message (decision 184), the same answers twice (read once per thread), a refusal in its place.
      const page = [...answers, ...answers].map((answer) => ({ ...INPUT, answer }));
      const read = await evaluator.evaluateMany([...page, { ...INPUT, proposition: '...' }]);
      expect(read.slice(0, page.length)).toEqual(page.map(evaluateInFrench));
      expect(read.at(-1)).toBeInstanceOf(EvaluationError);
      expect(read.at(-1)).toMatchObject({ retryable: false, message: 'La réponse modèle ne contient aucun mot à comparer.' });
      // The question's accepted ideas (decision 153) cross to the worker with the rest of the input.
      const extended: EvaluationInput = { ...INPUT, acceptedIdeas: [['la chlorophylle']] };
      expect(await evaluator.evaluate(extended)).toEqual(evaluateInFrench(extended));
      // Grouping a class's answers runs there too, with the same result.
      const classAnswers = ['La lumière.', 'la lumiere', 'Je ne sais pas.', 'La LUMIÈRE !'].map((answer, i) => ({
        studentId: `s${i}`,
        studentName: `Élève ${i}`,
        answer,
        teacherScore: null,
        needsReview: i === 2,
      }));
      expect(await evaluator.clusterAnswers(answerTexts(classAnswers))).toEqual(clusterAnswers(answerTexts(classAnswers)));
      const refused = await evaluator.evaluate({ ...INPUT, proposition: '...' }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(EvaluationError);
      expect(refused).toMatchObject({ retryable: false, message: 'La réponse modèle ne contient aucun mot à comparer.' });
    } finally {
      await evaluator.close();
    }
    expect(evaluator.threadsReady).toBe(false);
  });

  it.runIf(process.platform === 'linux')('runs its threads at a lower priority than the thread that acknowledges answers', { timeout: 60_000 }, async () => {
    const before = new Set([...niceByThread()].filter(([, nice]) => nice === EVALUATION_THREAD_NICE).map(([tid]) => tid));
    const evaluator = createPooledFrenchEvaluator({ threads: 1, eager: true });
    try {
      await expect.poll(() => evaluator.threadsReady, { timeout: 45_000, interval: 100 }).toBe(true);
      const lowered = [...niceByThread()].filter(([tid, nice]) => nice === EVALUATION_THREAD_NICE && !before.has(tid));
      expect(lowered).toHaveLength(1);
      // This thread, like the app's main thread, keeps its priority.
      expect(Number(readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1]!.split(' ')[16])).toBe(0);
    } finally {
      await evaluator.close();
    }
  });

  it('lowers no priority where a thread cannot have its own (it would be the whole process’s)', () => {
    expect(lowerThisThreadPriority(EVALUATION_THREAD_NICE, 'darwin')).toBe(false);
    expect(lowerThisThreadPriority(EVALUATION_THREAD_NICE, 'win32')).toBe(false);
  });

  it('eager (the built app): starts its thread with the app and waits for it rather than reading on the main thread', { timeout: 60_000 }, async () => {
    const evaluator = createPooledFrenchEvaluator({ threads: 1, eager: true });
    try {
      await expect.poll(() => evaluator.threadsReady, { timeout: 45_000, interval: 100 }).toBe(true);
      expect(await evaluator.evaluate(INPUT)).toEqual(evaluateInFrench(INPUT));
    } finally {
      await evaluator.close();
    }
  });

  it('eager: leaves the evaluator’s data to its threads; lazy: loads it on the main thread, which reads until a thread is ready', { timeout: 60_000 }, async () => {
    const loads: string[] = [];
    const eager = createPooledFrenchEvaluator({ threads: 1, eager: true, preload: () => loads.push('eager') });
    try {
      await expect.poll(() => eager.threadsReady, { timeout: 45_000, interval: 100 }).toBe(true);
      expect(await eager.evaluate(INPUT)).toEqual(evaluateInFrench(INPUT));
      expect(loads).toEqual([]);
    } finally {
      await eager.close();
    }
    const lazy = createPooledFrenchEvaluator({ threads: 1, preload: () => loads.push('lazy') });
    await lazy.close();
    expect(loads).toEqual(['lazy']);
  });

  it('keeps scoring on the main thread, and the process alive, when its worker cannot start', { timeout: 60_000 }, async () => {
    const evaluator = createPooledFrenchEvaluator({
      threads: 1,
      eager: true,
      worker: { filename: path.join(path.dirname(fileURLToPath(import.meta.url)), 'missing-evaluation-worker.js'), execArgv: [] },
    });
    try {
      // The thread's failure to load is heard (unheard, it would be an uncaught error)…
      await expect.poll(async () => (await evaluator.evaluate(INPUT)).score, { timeout: 30_000 }).toBe(evaluateInFrench(INPUT).score);
      // …and every answer is still scored, by the main thread.
      expect(await evaluator.evaluate({ ...INPUT, answer: 'Je ne sais pas.' })).toEqual(evaluateInFrench({ ...INPUT, answer: 'Je ne sais pas.' }));
      expect(evaluator.threadsReady).toBe(false);
    } finally {
      await evaluator.close();
    }
  });

  it('finds its worker beside the module: the sources through tsx, or the bundle’s evaluation-worker.js', () => {
    expect(workerLocation('file:///app/src/evaluation/french/evaluator-pool.ts')).toEqual({
      filename: 'file:///app/src/evaluation/french/evaluation-worker-source.mjs',
      execArgv: [],
    });
    expect(workerLocation('file:///app/packages/server/dist/main.js')).toEqual({ filename: 'file:///app/packages/server/dist/evaluation-worker.js', execArgv: [] });
  });

  const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../dist');
  it.runIf(existsSync(path.join(dist, 'evaluation-worker.js')))('runs from the built bundle (npm run build)', () => {
    const script = `
      import Tinypool from 'tinypool';
      const pool = new Tinypool({ filename: new URL('./evaluation-worker.js', 'file://${dist}/main.js').href, maxThreads: 1, execArgv: [] });
      const outcome = await pool.run(${JSON.stringify(INPUT)});
      const grouped = await pool.run({ answers: ['Oui.', 'oui !', 'Non.'], counts: [2, 1, 1] }, { name: 'groups' });
      const page = await pool.run([${JSON.stringify(INPUT)}], { name: 'many' });
      console.log(JSON.stringify({ ...outcome, grouped: grouped.founders.length, page }));
      await pool.destroy();`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: path.resolve(dist, '..'), encoding: 'utf8', timeout: 60_000 });
    expect(JSON.parse(output)).toEqual({ ok: true, evaluation: evaluateInFrench(INPUT), grouped: 2, page: [{ ok: true, evaluation: evaluateInFrench(INPUT) }] });
  });
  it.skipIf(existsSync(path.join(dist, 'evaluation-worker.js')))('(the bundle is not built: its worker is checked after npm run build)', () => {
    expect(workerLocation('file:///x/dist/main.js').execArgv).toEqual([]);
  });
});
