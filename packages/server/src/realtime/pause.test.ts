/**
 * A pause freezes the open question's time (decision 100): the resume moves its deadline by
 * the time spent paused, measured by the database's clock, so an answer that would be late
 * without the pause is taken, and one after the moved deadline and its grace is not.
 *
 * Time passing is written into the database (activation and pause moved into the past)
 * rather than waited for: the rule judged is the same, and the test does not sleep.
 */
import { LATE_ANSWER_GRACE_MS } from '@ciar/shared/constants';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../storage/db';
import { testDatabases } from '../testing/databases';
import {
  CHOICE_QUESTION,
  cookieHeader,
  joinStudent,
  nextEvent,
  openSocket,
  request,
  teacherWithSession,
} from '../testing/live-harness';
import { useLiveApp } from '../testing/live-app';

describe.each(testDatabases)('pausing a live session on $name', (target) => {
  const live = useLiveApp(target);
  const { sockets } = live;

  /** Moves the question's activation `seconds` into the past, as if that time had passed. */
  const activatedSecondsAgo = (questionId: string, seconds: number) =>
    live.server.database.db.execute(sql`update questions set activated_at = now() - make_interval(secs => ${seconds}) where id = ${questionId}`);
  const pausedSecondsAgo = (sessionId: string, seconds: number) =>
    live.server.database.db.execute(sql`update sessions set paused_at = now() - make_interval(secs => ${seconds}) where id = ${sessionId}`);
  const pausedMsOf = async (questionId: string) => {
    const [row] = await selectRows<{ paused_ms: number }>(live.server.database.db, sql`select paused_ms from questions where id = ${questionId}`);
    return Number(row!.paused_ms);
  };

  it('moves the deadline by the paused time: a 20 s question paused at 5 s for 20 s still takes an answer at 28 s', async () => {
    const { client, session, questionIds } = await teacherWithSession(live.server.url, [{ ...CHOICE_QUESTION, timeLimit: 20 }]);
    const questionId = questionIds[0]!;
    await client.patch(`/api/sessions/${session.id}/status`, { status: 'active' });
    const teacher = await openSocket(live.server.url, cookieHeader(client));
    sockets.push(teacher);
    await request(teacher, 'join-session', { sessionCode: session.code, userType: 'teacher', userId: 't', userName: 'Prof' });
    const [marie, paul] = [await joinStudent(live.server.url, session.code, 'Marie'), await joinStudent(live.server.url, session.code, 'Paul')];
    sockets.push(marie.socket, paul.socket);
    const activated = nextEvent<any>(marie.socket, 'question-activated');
    expect((await client.patch(`/api/questions/${questionId}/activate`)).status).toBe(200);
    expect(await activated).toMatchObject({ questionId, question: { pausedMs: 0 } });

    // Paused 5 s after the activation: every screen learns when the clock stopped.
    await activatedSecondsAgo(questionId, 5);
    const pausedEvent = nextEvent<any>(marie.socket, 'session-status-changed', (d) => d.status === 'paused');
    const pausedForTeacher = nextEvent<any>(teacher, 'session-status-changed', (d) => d.status === 'paused');
    expect((await client.patch(`/api/sessions/${session.id}/status`, { status: 'paused' })).status).toBe(200);
    const paused = await pausedEvent;
    expect(paused).toMatchObject({ pausedAt: expect.any(String), openQuestion: { questionId, pausedMs: 0 }, serverNow: expect.any(String) });
    expect((await pausedForTeacher).pausedAt).toBe(paused.pausedAt);

    // A reload during the pause gets the same frozen clock from the snapshot.
    const reloaded = await request<any>(marie.socket, 'join-session', {
      sessionCode: session.code,
      userType: 'student',
      userId: marie.id,
      userName: marie.name,
      token: marie.token,
    });
    expect(reloaded).toMatchObject({ ok: true, data: { session: { status: 'paused', pausedAt: paused.pausedAt } } });

    // The pause lasted 20 s; the question has been open 25 s by the wall clock.
    await pausedSecondsAgo(session.id, 20);
    await activatedSecondsAgo(questionId, 25);
    const resumedEvent = nextEvent<any>(marie.socket, 'session-status-changed', (d) => d.status === 'active');
    expect((await client.patch(`/api/sessions/${session.id}/status`, { status: 'active' })).status).toBe(200);
    const resumed = await resumedEvent;
    expect(resumed.pausedAt).toBeNull();
    expect(resumed.openQuestion.questionId).toBe(questionId);
    expect(resumed.openQuestion.pausedMs).toBeGreaterThanOrEqual(20_000);
    expect(resumed.openQuestion.pausedMs).toBeLessThan(21_000);
    expect(await pausedMsOf(questionId)).toBe(resumed.openQuestion.pausedMs);

    // 28 s after the activation, 8 s of it counted: accepted (late by 6 s without the pause).
    await activatedSecondsAgo(questionId, 28);
    const accepted = await request<any>(marie.socket, 'submit-answer', { questionId, studentId: marie.id, studentName: marie.name, answer: '0' });
    expect(accepted).toMatchObject({ ok: true, data: { response: { answer: '0' } } });

    // Past the moved deadline and its grace: refused as late, nothing stored.
    await activatedSecondsAgo(questionId, 20 + 20 + LATE_ANSWER_GRACE_MS / 1000 + 1);
    const late = await request<any>(paul.socket, 'submit-answer', { questionId, studentId: paul.id, studentName: paul.name, answer: '0' });
    expect(late).toMatchObject({ ok: false, code: 'time-up' });
    expect(await live.countAnswers(questionId)).toBe(1);
  });

  it('adds up several pauses, and a new activation starts with no paused time', async () => {
    const { client, session, questionIds } = await teacherWithSession(live.server.url, [CHOICE_QUESTION, CHOICE_QUESTION]);
    const [first, second] = questionIds as [string, string];
    await client.patch(`/api/sessions/${session.id}/status`, { status: 'active' });
    await client.patch(`/api/questions/${first}/activate`);
    for (const seconds of [3, 4]) {
      await client.patch(`/api/sessions/${session.id}/status`, { status: 'paused' });
      await pausedSecondsAgo(session.id, seconds);
      await client.patch(`/api/sessions/${session.id}/status`, { status: 'active' });
    }
    expect(await pausedMsOf(first)).toBeGreaterThanOrEqual(7_000);
    expect(await pausedMsOf(first)).toBeLessThan(8_000);
    await client.patch(`/api/questions/${second}/activate`);
    expect(await pausedMsOf(second)).toBe(0);
    // Shown again later, the first question starts its time over too.
    await client.patch(`/api/questions/${first}/activate`);
    expect(await pausedMsOf(first)).toBe(0);
  });
});
