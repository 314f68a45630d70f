import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EvaluatedAnswer } from '@ciar/shared/events';
import type { QuestionResponse } from '@ciar/shared/response';
import { testDatabases } from '../testing/databases';
import { answerByRest, classWithQuestions, joinByRest, scriptedEvaluator, type ScriptedEvaluator } from '../testing/evaluation-harness';
import { OPEN_QUESTION, cookieHeader, joinStudent, openSocket, request } from '../testing/live-harness';
import { useLiveApp } from '../testing/live-app';
import { registeredTeacher } from '../testing/test-app';
import { createEvaluationNews } from './evaluation-news';

function evaluated(studentId: string, score = 80): EvaluatedAnswer {
  return { questionId: 'q', studentId, response: { studentId, concordanceScore: score } as QuestionResponse };
}

describe('evaluation news batching', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the first score at once, then at most one message per interval carrying every score since the last', () => {
    vi.useFakeTimers();
    const sent: Array<{ at: number; sessionId: string; ids: string[] }> = [];
    const news = createEvaluationNews((sessionId, list) => sent.push({ at: Date.now(), sessionId, ids: list.map((e) => e.studentId) }), {
      intervalMs: 200,
    });
    const start = Date.now();
    news.add('s1', evaluated('a'));
    vi.advanceTimersByTime(0);
    expect(sent).toEqual([{ at: start, sessionId: 's1', ids: ['a'] }]);

    // 100 scores over one second, one every 10 ms: five or six messages, none lost, none twice.
    for (let i = 0; i < 100; i++) {
      news.add('s1', evaluated(`b${i}`));
      vi.advanceTimersByTime(10);
    }
    vi.advanceTimersByTime(400);
    const later = sent.slice(1);
    expect(later.length).toBeLessThanOrEqual(6);
    expect(later.flatMap((m) => m.ids)).toEqual(Array.from({ length: 100 }, (_, i) => `b${i}`));
    for (const [i, message] of sent.entries()) if (i > 0) expect(message.at - sent[i - 1]!.at).toBeGreaterThanOrEqual(200);
    news.stop();
  });

  /** The most messages in any closed one-second window [t, t + 1000]. */
  function busiestSecond(times: number[]): number {
    let most = 0;
    for (let i = 0, j = 0; i < times.length; i++) {
      while (times[i]! - times[j]! > 1_000) j++;
      most = Math.max(most, i - j + 1);
    }
    return most;
  }

  it('never puts six messages in one second, a steady stream or one that pauses, nor when a timer fires early by the clock', () => {
    vi.useFakeTimers();
    for (const early of [0, 1]) {
      const sent: number[] = [];
      // `early`: the clock says a little less time has passed than the timers did.
      let lag = 0;
      const news = createEvaluationNews(() => {
        sent.push(Date.now() - lag);
        lag += early;
      }, { now: () => Date.now() - lag });
      // A score every 10 ms for three seconds, then a pause of 300 ms, then again.
      for (let i = 0; i < 300; i++) {
        news.add('s1', evaluated(`a${i}`));
        vi.advanceTimersByTime(10);
      }
      vi.advanceTimersByTime(300);
      for (let i = 0; i < 100; i++) {
        news.add('s1', evaluated(`b${i}`));
        vi.advanceTimersByTime(10);
      }
      vi.advanceTimersByTime(2_000);
      news.stop();
      expect(sent.length).toBeGreaterThan(15);
      expect(busiestSecond(sent)).toBe(5);
      for (const [i, at] of sent.entries()) if (i > 0) expect(at - sent[i - 1]!).toBeGreaterThanOrEqual(200);
    }
  });

  it('forgets a quiet session once its last message is a second old, and a lone score then goes at once', () => {
    vi.useFakeTimers();
    const sent: number[] = [];
    const news = createEvaluationNews(() => sent.push(Date.now()));
    news.add('s1', evaluated('a'));
    vi.advanceTimersByTime(0);
    vi.advanceTimersByTime(1_500);
    const start = Date.now();
    news.add('s1', evaluated('b'));
    vi.advanceTimersByTime(0);
    expect(sent).toEqual([start - 1_500, start]);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(1_200);
    expect(vi.getTimerCount()).toBe(0);
    news.stop();
  });

  it('keeps sessions apart and sends an answer scored twice in one batch once, as it is last', () => {
    vi.useFakeTimers();
    const sent: Array<{ sessionId: string; list: EvaluatedAnswer[] }> = [];
    const news = createEvaluationNews((sessionId, list) => sent.push({ sessionId, list }), { intervalMs: 200 });
    news.add('s1', evaluated('a', 40));
    news.add('s2', evaluated('a', 50));
    news.add('s1', evaluated('a', 90));
    vi.advanceTimersByTime(0);
    expect(sent.map((m) => [m.sessionId, m.list.map((e) => e.response.concordanceScore)])).toEqual([
      ['s1', [90]],
      ['s2', [50]],
    ]);
    news.stop();
  });
});

describe.each(testDatabases)('evaluation news over socket.io on $name', (target) => {
  const evaluator: ScriptedEvaluator = scriptedEvaluator();
  const live = useLiveApp(target, { evaluator });
  const { sockets } = live;

  async function teacherSocket(client: Parameters<typeof cookieHeader>[0]) {
    const socket = await openSocket(live.server.url, cookieHeader(client));
    sockets.push(socket);
    const received: Array<{ event: string; data: any }> = [];
    socket.onAny((event, data) => received.push({ event, data }));
    return { socket, received };
  }

  it('tells the scores screen in a few batched messages, the live screen nothing, and each student their own result', async () => {
    const { client, session, questionIds } = await classWithQuestions(live.server.url, [OPEN_QUESTION]);
    const questionId = questionIds[0]!;
    const scores = await teacherSocket(client);
    expect(await request(scores.socket, 'watch-scores', { sessionId: session.id })).toEqual({ ok: true, data: null });
    const liveScreen = await teacherSocket(client);
    expect(await request(liveScreen.socket, 'join-session', { sessionCode: session.code, userType: 'teacher', userId: 't' })).toMatchObject({ ok: true });

    // Every evaluation waits until the whole class has answered, then all finish together.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    evaluator.behave = async (input) => {
      await gate;
      return { score: input.answer.includes('lumière') ? 85 : 20, feedback: 'Évalué.' };
    };
    const onSocket = await joinStudent(live.server.url, session.code, 'Élève en direct');
    sockets.push(onSocket.socket);
    const students = [];
    for (let i = 0; i < 15; i++) students.push(await joinByRest(live.server.url, session.code, `Élève ${i}`));
    await request(onSocket.socket, 'submit-answer', { questionId, studentId: onSocket.id, studentName: onSocket.name, answer: 'La lumière.' });
    for (const student of students) expect((await answerByRest(live.server.url, questionId, student, 'Je ne sais pas.')).status).toBe(201);
    release();
    await live.server.evaluation.queue.idle();

    const everyone = [onSocket.id, ...students.map((s) => s.id)].sort();
    const batches = () => scores.received.filter((r) => r.event === 'answers-evaluated').map((r) => r.data);
    await expect.poll(() => batches().flatMap((b) => b.evaluations.map((e: EvaluatedAnswer) => e.studentId)).sort(), { timeout: 5_000 }).toEqual(everyone);
    expect(batches().length).toBeLessThan(everyone.length);
    for (const batch of batches()) expect(batch.sessionId).toBe(session.id);
    const own = batches()
      .flatMap((b) => b.evaluations)
      .find((e: EvaluatedAnswer) => e.studentId === onSocket.id);
    expect(own).toMatchObject({ questionId, response: { studentId: onSocket.id, concordanceScore: 85 } });
    // Per-answer messages go to the student only.
    expect(scores.received.filter((r) => r.event === 'answer-evaluated')).toEqual([]);
    expect(liveScreen.received.filter((r) => r.event === 'answers-evaluated' || r.event === 'answer-evaluated')).toEqual([]);

    const toStudent = onSocket.received.filter((r) => r.event === 'answer-evaluated');
    expect(toStudent).toHaveLength(1);
    expect(toStudent[0]!.data).toMatchObject({ questionId, studentId: onSocket.id, response: { concordanceScore: 85 }, feedback: { isCorrect: true } });
    expect(onSocket.received.some((r) => r.event === 'answers-evaluated')).toBe(false);

    // Stopped on request.
    expect(await request(scores.socket, 'unwatch-scores', { sessionId: session.id })).toEqual({ ok: true, data: null });
    const before = batches().length;
    await client.patch(`/api/evaluation/override/${questionId}/${encodeURIComponent(onSocket.id)}`, { score: 10 });
    await expect.poll(() => onSocket.received.filter((r) => r.event === 'answer-evaluated').length).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(batches().length).toBe(before);
  });

  it('gives a session’s scores only to its own teacher', async () => {
    const { session } = await classWithQuestions(live.server.url, [OPEN_QUESTION]);
    const other = await registeredTeacher(live.server.url, 'Autre');
    const intruder = await teacherSocket(other.client);
    expect(await request(intruder.socket, 'watch-scores', { sessionId: session.id })).toMatchObject({ ok: false, code: 'session-not-found' });
    const anonymous = await openSocket(live.server.url);
    sockets.push(anonymous);
    expect(await request(anonymous, 'watch-scores', { sessionId: session.id })).toMatchObject({ ok: false, code: 'unauthenticated' });
  });
});
