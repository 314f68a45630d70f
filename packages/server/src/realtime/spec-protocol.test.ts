/**
 * A client written from the protocol of docs/product.md#real-time-protocol alone: bare socket.io-client, no acknowledgement callback
 * on any event, the spec's `submitAnswer` name. It runs a whole class and learns every
 * outcome from the spec's events, and every refusal from an `error` event in French
 * (decision 101).
 */
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import {
  CHOICE_QUESTION,
  cookieHeader,
  joinByRest,
  nextEvent,
  openSocket,
  teacherWithSession,
  type ClientSocket,
} from '../testing/live-harness';
import { useLiveApp } from '../testing/live-app';

/** Emits the way a spec client does: no acknowledgement callback. */
const send = (socket: ClientSocket, event: string, payload: unknown) => (socket.emit as (e: string, p: unknown) => void)(event, payload);

describe.each(testDatabases)('a spec protocol client without acknowledgements on $name', (target) => {
  const live = useLiveApp(target);
  const { sockets } = live;

  it('runs a whole class: join, receive a question, answer, see the stop; refusals come as error events', async () => {
    const { client, session, questionIds } = await teacherWithSession(live.server.url, [CHOICE_QUESTION]);
    const questionId = questionIds[0]!;
    const teacher = await openSocket(live.server.url, cookieHeader(client));
    const student = await openSocket(live.server.url);
    sockets.push(teacher, student);

    const teacherJoined = nextEvent<any>(teacher, 'session-joined');
    send(teacher, 'join-session', { sessionCode: session.code, userType: 'teacher', userId: 'prof', userName: 'Prof' });
    expect(await teacherJoined).toMatchObject({ session: { code: session.code, status: 'created' } });

    const started = nextEvent<any>(teacher, 'session-status-changed');
    send(teacher, 'start-session', { sessionId: session.id });
    expect(await started).toMatchObject({ sessionId: session.id, status: 'active' });

    const arrival = nextEvent<any>(teacher, 'user-joined');
    const marie = await joinByRest(live.server.url, session.code, 'Marie Curie');
    const studentJoined = nextEvent<any>(student, 'session-joined');
    send(student, 'join-session', { sessionCode: session.code, userType: 'student', userId: marie.id, userName: 'Marie Curie', token: marie.token });
    expect(await studentJoined).toMatchObject({ session: { code: session.code, status: 'active' }, current: null });
    expect(await arrival).toMatchObject({ participantsCount: 1 });

    const activated = nextEvent<any>(student, 'question-activated');
    send(teacher, 'activate-question', { sessionId: session.id, questionId });
    expect(await activated).toMatchObject({ sessionCode: session.code, questionId, question: { id: questionId } });

    // The spec's own event name, no callback: the stored answer comes back as answer-confirmed.
    const confirmed = nextEvent<any>(student, 'answer-confirmed');
    const counted = nextEvent<any>(teacher, 'answer-submitted', (d) => d.stats.responsesCount === 1);
    send(student, 'submitAnswer', { questionId, studentId: marie.id, studentName: 'Marie Curie', answer: '0' });
    expect(await confirmed).toMatchObject({ questionId, response: { answer: '0' }, feedback: { isCorrect: true } });
    expect(await counted).toMatchObject({ questionId });

    // Refusals, each as an error event with the French message and its code.
    const cases: Array<[ClientSocket, string, unknown, string]> = [
      [student, 'submit-answer', { questionId, studentId: marie.id, studentName: 'Marie Curie', answer: '1' }, 'already-answered'],
      [student, 'submitAnswer', { questionId, studentId: marie.id, studentName: 'Marie Curie', answer: '9' }, 'invalid-answer'],
      [student, 'start-session', { sessionId: session.id }, 'unauthenticated'],
      [teacher, 'activate-question', { sessionId: session.id }, 'invalid-input'],
      [student, 'join-session', { sessionCode: 'ZZZZZZ', userType: 'student', userId: 'x', token: 'y' }, 'session-not-found'],
    ];
    for (const [socket, event, payload, code] of cases) {
      const refused = nextEvent<any>(socket, 'error');
      send(socket, event, payload);
      const error = await refused;
      expect(error, `${event} ${code}`).toEqual({ error: expect.any(String), code: expect.any(String) });
      if (code !== 'invalid-input') expect(error.code).toBe(code);
      expect(error.error).toMatch(/[a-zàâçéèêëîïôûùüÿœ]/i);
    }
    expect(await live.countAnswers(questionId)).toBe(1);

    const stopped = nextEvent<any>(student, 'session-stopped');
    const ended = nextEvent<any>(student, 'session-status-changed', (d) => d.status === 'ended');
    send(teacher, 'stop-session', { sessionId: session.id });
    expect(await ended).toMatchObject({ sessionId: session.id, status: 'ended' });
    expect(await stopped).toEqual({ sessionId: session.id, message: "La session a été terminée par l'enseignant" });
    expect(teacher.connected && student.connected).toBe(true);
  });
});
