/**
 * Answers kept by a client while offline (decision 102): judged at the time the client gives
 * (within bounds), stored with it, and a resend after an unknown outcome gets the stored
 * answer back instead of an error. Time passing is written into the database, not waited for.
 */
import { AUTO_SUBMIT_ANSWER, LATE_ANSWER_GRACE_MS, OFFLINE_ANSWER_MAX_AGE_MS } from '@ciar/shared/constants';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../storage/db';
import { testDatabases } from '../testing/databases';
import { answerByRest, CHOICE_QUESTION, joinStudent, request, teacherWithSession, type JoinedStudent } from '../testing/live-harness';
import { useLiveApp } from '../testing/live-app';

describe.each(testDatabases)('answers sent on return from offline on $name', (target) => {
  const live = useLiveApp(target);
  const { sockets } = live;

  async function openQuestion(timeLimit: number, students: string[]) {
    const { client, session, questionIds } = await teacherWithSession(live.server.url, [{ ...CHOICE_QUESTION, timeLimit }]);
    await client.patch(`/api/sessions/${session.id}/status`, { status: 'active' });
    await client.patch(`/api/questions/${questionIds[0]}/activate`);
    const joined: JoinedStudent[] = [];
    for (const name of students) joined.push(await joinStudent(live.server.url, session.code, name));
    sockets.push(...joined.map((s) => s.socket));
    return { questionId: questionIds[0]!, students: joined };
  }
  /** The question's activation `seconds` ago, and the database's clock now. */
  async function activatedSecondsAgo(questionId: string, seconds: number): Promise<{ activatedAt: number; now: number }> {
    const [row] = await selectRows<{ activated_at: Date | string; now: Date | string }>(
      live.server.database.db,
      sql`update questions set activated_at = now() - make_interval(secs => ${seconds}) where id = ${questionId} returning activated_at, now() as now`,
    );
    return { activatedAt: new Date(row!.activated_at).getTime(), now: new Date(row!.now).getTime() };
  }
  const submit = (s: JoinedStudent, questionId: string, answer: string, answeredAt?: number) =>
    request<any>(s.socket, 'submit-answer', {
      questionId,
      studentId: s.id,
      studentName: s.name,
      answer,
      ...(answeredAt === undefined ? {} : { answeredAt: new Date(answeredAt).toISOString() }),
    });
  const storedTimestamp = async (questionId: string, studentId: string) => {
    const [row] = await selectRows<{ timestamp: Date | string }>(
      live.server.database.db,
      sql`select timestamp from responses where question_id = ${questionId} and student_id = ${studentId}`,
    );
    return row ? new Date(row.timestamp).getTime() : null;
  };

  it('takes the automatic answer of a timer that ran out offline, dated when it ran out', async () => {
    const { questionId, students } = await openQuestion(10, ['Hors ligne', 'Sans date']);
    const [offline, undated] = students as [JoinedStudent, JoinedStudent];
    // 20 s after the activation: 8 s past the deadline and its grace.
    const { activatedAt } = await activatedSecondsAgo(questionId, 20);
    const expiredAt = activatedAt + 10_000;
    const ack = await submit(offline, questionId, AUTO_SUBMIT_ANSWER, expiredAt);
    expect(ack).toMatchObject({ ok: true, data: { response: { answer: AUTO_SUBMIT_ANSWER, timestamp: new Date(expiredAt).toISOString() } } });
    expect(await storedTimestamp(questionId, offline.id)).toBe(expiredAt);
    // Without a date, the arrival is what counts: late.
    expect(await submit(undated, questionId, AUTO_SUBMIT_ANSWER)).toMatchObject({ ok: false, code: 'time-up' });
  });

  it('never judges an answer earlier than the bound before its arrival, nor in the future', async () => {
    const { questionId, students } = await openQuestion(10, ['Trop tôt', 'Du futur']);
    const [backdated, future] = students as [JoinedStudent, JoinedStudent];
    // The claim is within the question, but older than the bound: judged at the bound, late.
    const longAgo = OFFLINE_ANSWER_MAX_AGE_MS / 1000 + 30;
    const { activatedAt } = await activatedSecondsAgo(questionId, longAgo);
    expect(await submit(backdated, questionId, '0', activatedAt + 1_000)).toMatchObject({ ok: false, code: 'time-up' });
    // A date in the future counts as the arrival.
    const { now } = await activatedSecondsAgo(questionId, 10 + LATE_ANSWER_GRACE_MS / 1000 + 3);
    expect(await submit(future, questionId, '0', now + 3_600_000)).toMatchObject({ ok: false, code: 'time-up' });
    expect(await live.countAnswers(questionId)).toBe(0);
  });

  it('answers a resend of the stored answer with that answer, once stored, and still refuses a different second answer', async () => {
    const { questionId, students } = await openQuestion(60, ['Renvoi']);
    const [student] = students as [JoinedStudent];
    const answeredAt = Date.now() - 2_000;
    const first: any = await submit(student, questionId, '0', answeredAt);
    expect(first).toMatchObject({ ok: true });
    // The outcome was lost (network cut before the acknowledgement): the client sends it again.
    const confirmed = new Promise<any>((resolve) => student.socket.once('answer-confirmed', resolve));
    const again = await submit(student, questionId, '0', answeredAt);
    expect(again).toEqual(first);
    expect((await confirmed).response.id).toBe(first.data.response.id);
    // Idempotent per (student, question), whatever the path: a spec client resending without a
    // date, and the REST route (200: nothing new was created).
    expect(await submit(student, questionId, '0')).toEqual(first);
    expect(await answerByRest(live.server.url, questionId, student, '0')).toBe(200);
    expect(await submit(student, questionId, '1', answeredAt)).toMatchObject({ ok: false, code: 'already-answered' });
    expect(await answerByRest(live.server.url, questionId, student, '1')).toBe(409);
    expect(await live.countAnswers(questionId)).toBe(1);
  });

  it('tells a re-joining student which asked questions closed without their answer', async () => {
    const { client, session, questionIds } = await teacherWithSession(live.server.url, [
      { ...CHOICE_QUESTION, title: 'Première' },
      { ...CHOICE_QUESTION, title: 'Deuxième' },
      { ...CHOICE_QUESTION, title: 'Troisième' },
    ]);
    await client.patch(`/api/sessions/${session.id}/status`, { status: 'active' });
    const student = await joinStudent(live.server.url, session.code, 'Revenant');
    sockets.push(student.socket);
    const rejoin = () =>
      request<any>(student.socket, 'join-session', { sessionCode: session.code, userType: 'student', userId: student.id, token: student.token });
    expect(await rejoin()).toMatchObject({ ok: true, data: { closedWithoutAnswer: [] } });
    await client.patch(`/api/questions/${questionIds[0]}/activate`);
    await client.patch(`/api/questions/${questionIds[1]}/activate`);
    expect(await submit(student, questionIds[1]!, '0')).toMatchObject({ ok: true });
    await client.patch(`/api/questions/${questionIds[2]}/activate`);
    // The first closed unanswered; the second was answered; the third is open. Never asked: none.
    expect(await rejoin()).toMatchObject({ ok: true, data: { closedWithoutAnswer: [{ id: questionIds[0], title: 'Première' }] } });
  });
});
