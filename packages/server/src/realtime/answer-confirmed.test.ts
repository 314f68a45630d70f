/**
 * Who is told of a stored answer: every tab and device of the student, each once. The tab that
 * sent it with an acknowledgement callback learns it from the acknowledgement alone; in a
 * lecture hall's burst a second copy of the same answer to each sender was half of what the
 * class received. A spec client without a callback gets the event (spec-protocol.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { CHOICE_QUESTION, joinStudent, openSocket, request, teacherWithSession } from '../testing/live-harness';
import { useLiveApp } from '../testing/live-app';

describe.each(testDatabases)('an answer confirmed to the student on $name', (target) => {
  const live = useLiveApp(target);

  it('tells the other tabs by answer-confirmed, and the tab that sent it only by its acknowledgement', async () => {
    const { client, session, questionIds } = await teacherWithSession(live.server.url, [CHOICE_QUESTION]);
    const questionId = questionIds[0]!;
    await client.patch(`/api/sessions/${session.id}/status`, { status: 'active' });
    await client.patch(`/api/questions/${questionId}/activate`);
    const sender = await joinStudent(live.server.url, session.code, 'Ada Lovelace');
    live.sockets.push(sender.socket);
    // The same student in a second tab, with the token of the first.
    const otherTab = await openSocket(live.server.url);
    live.sockets.push(otherTab);
    const toOtherTab: unknown[] = [];
    otherTab.on('answer-confirmed', (data) => toOtherTab.push(data));
    const joined = await request(otherTab, 'join-session', {
      sessionCode: session.code,
      userType: 'student',
      userId: sender.id,
      userName: sender.name,
      token: sender.token,
    });
    expect(joined.ok).toBe(true);

    const ack = await request<{ response: { id: string; answer: string } }>(sender.socket, 'submit-answer', {
      questionId,
      studentId: sender.id,
      studentName: sender.name,
      answer: '0',
    });
    expect(ack).toMatchObject({ ok: true, data: { response: { answer: '0' }, feedback: { isCorrect: true } } });
    // A broadcast to the sender would have come before its acknowledgement, on the same socket.
    expect(sender.received.filter((r) => r.event === 'answer-confirmed')).toEqual([]);
    await expect.poll(() => toOtherTab.length).toBe(1);
    expect(toOtherTab[0]).toMatchObject({ questionId, response: { id: ack.ok ? ack.data.response.id : null, answer: '0' } });
    expect(await live.countAnswers(questionId)).toBe(1);
  });
});
