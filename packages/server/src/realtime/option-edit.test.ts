/**
 * A save of the question on screen that removes or moves options students chose (decision 226):
 * the answers follow the shared rule in the save's transaction, the phones and the live screen
 * are told, and the counts always add up.
 */
import { describe, expect, it } from 'vitest';
import { createAnswers } from '../domain/answers';
import { AppError } from '../domain/app-error';
import { createAnswerWriter } from '../storage/answer-writer';
import { testDatabases } from '../testing/databases';
import { useLiveApp } from '../testing/live-app';
import { cookieHeader, joinStudent, nextEvent, openSocket, request, teacherWithSession, type JoinedStudent } from '../testing/live-harness';

const FOUR_OPTIONS = {
  title: 'Planète',
  content: 'Quelle planète est la plus proche du Soleil ?',
  type: 'multiple_choice',
  timeLimit: 120,
  options: [
    { text: 'Vénus', explication: '' },
    { text: 'Mars', explication: '' },
    { text: 'Mercure', explication: 'La plus proche.' },
    { text: 'Jupiter', explication: '' },
  ],
  correctAnswer: '2',
};

/** The same question with « Mercure » removed and, by mistake, « Jupiter » made the right one. */
const WITHOUT_MERCURY = {
  ...FOUR_OPTIONS,
  options: [FOUR_OPTIONS.options[0], FOUR_OPTIONS.options[1], FOUR_OPTIONS.options[3]],
  correctAnswer: '2',
};

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

describe.each(testDatabases)('editing the options of the question on screen on $name', (target) => {
  const live = useLiveApp(target);

  /** An active question of four options, the teacher's live channel joined, and students who answered. */
  async function answeredQuestion(answers: string[]) {
    const { client, session, questionIds } = await teacherWithSession(live.server.url, [FOUR_OPTIONS]);
    await client.patch(`/api/sessions/${session.id}/status`, { status: 'active' });
    const teacher = await openSocket(live.server.url, cookieHeader(client));
    live.sockets.push(teacher);
    await request(teacher, 'join-session', { sessionCode: session.code, userType: 'teacher', userId: 't', userName: 'Prof' });
    await client.patch(`/api/questions/${questionIds[0]}/activate`);
    const students: JoinedStudent[] = [];
    for (const [i, answer] of answers.entries()) {
      const student = await joinStudent(live.server.url, session.code, `Élève ${i}`);
      live.sockets.push(student.socket);
      students.push(student);
      const ack = await request(student.socket, 'submit-answer', { questionId: questionIds[0], studentId: student.id, studentName: student.name, answer });
      expect(ack).toMatchObject({ ok: true });
    }
    return { client, session, questionId: questionIds[0]!, teacher, students };
  }

  it('deletes the answers of a removed option and tells their students, moves the others and scores them against the save, and sends counts that add up', async () => {
    // Two chose Mercure (removed), one Jupiter (moves up), one Vénus (stays).
    const { client, questionId, teacher, students } = await answeredQuestion(['2', '2', '3', '0']);
    const [mercury1, mercury2, jupiter, venus] = students as [JoinedStudent, JoinedStudent, JoinedStudent, JoinedStudent];
    const toTeacher = nextEvent<any>(teacher, 'question-activated');
    const removed = [mercury1, mercury2].map((s) => nextEvent<any>(s.socket, 'answer-removed'));
    const moved = nextEvent<any>(jupiter.socket, 'answer-confirmed');
    const kept = nextEvent<any>(venus.socket, 'answer-confirmed');

    const saved = await client.patch(`/api/questions/${questionId}`, { ...WITHOUT_MERCURY, confirmedRemovals: 2 });
    expect(saved.status).toBe(200);
    expect(saved.json.removedAnswers).toBe(2);

    for (const told of removed) expect(await told).toEqual({ questionId, message: expect.stringContaining('Vous pouvez répondre à nouveau') });
    expect(await moved).toMatchObject({ questionId, response: { answer: '2' }, feedback: { isCorrect: true } });
    expect(await kept).toMatchObject({ questionId, response: { answer: '0' }, feedback: { isCorrect: false } });
    // The live screen gets the saved options and their counts in one message: the bars add up.
    const activation = await toTeacher;
    expect(activation.question.options.map((o: { text: string }) => o.text)).toEqual(['Vénus', 'Mars', 'Jupiter']);
    expect(activation.stats).toMatchObject({ questionId, responsesCount: 2, counts: { '0': 1, '2': 1 } });
    expect(sum(activation.stats.counts)).toBe(activation.stats.responsesCount);
    // The one who answered earlier is not told their answer was removed.
    expect(jupiter.received.some((r) => r.event === 'answer-removed')).toBe(false);

    // The students whose answer was removed answer again, on the saved question.
    const again = await request<any>(mercury1.socket, 'submit-answer', { questionId, studentId: mercury1.id, studentName: mercury1.name, answer: '1' });
    expect(again).toMatchObject({ ok: true, data: { response: { answer: '1' }, feedback: { isCorrect: false } } });
    expect(await live.countAnswers(questionId)).toBe(3);
    const snapshot = await request<any>(mercury2.socket, 'join-session', {
      sessionCode: (await client.get(`/api/sessions/${saved.json.question.sessionId}`)).json.session.code,
      userType: 'student',
      userId: mercury2.id,
      token: mercury2.token,
    });
    expect(snapshot).toMatchObject({ ok: true, data: { current: { response: null } } });
  });

  it('refuses a save that would delete more answers than the teacher agreed to, and changes nothing', async () => {
    const { client, questionId } = await answeredQuestion(['2', '2']);
    const refused = await client.patch(`/api/questions/${questionId}`, { ...WITHOUT_MERCURY, confirmedRemovals: 1 });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: 'answers-changed', error: expect.stringContaining('Des élèves ont répondu') });
    expect(await live.countAnswers(questionId)).toBe(2);
    expect((await client.get(`/api/questions/${questionId}`)).json.question.options).toHaveLength(4);
    // A count that is not a whole number is refused in French, never a 500.
    const malformed = await client.patch(`/api/questions/${questionId}`, { ...WITHOUT_MERCURY, confirmedRemovals: 'deux' });
    expect(malformed.status).toBe(400);
    expect(malformed.json.error).toContain('Le nombre de réponses à supprimer doit être un nombre');
  });

  it('refuses an answer checked against the question as it read before the save, rather than store it on another option', async () => {
    const { client, session, questionId, students } = await answeredQuestion(['0']);
    const db = live.server.database.db;
    // A process whose copy of the question is older than the save (its copy is kept a while).
    const answers = createAnswers(db, createAnswerWriter(db), { questionTtlMs: 60_000 });
    const late = await joinStudent(live.server.url, session.code, 'En retard');
    live.sockets.push(late.socket);
    const submit = (answer: string, student: JoinedStudent) =>
      answers.submit({ sessionId: session.id, questionId, studentId: student.id, studentName: student.name, answer });
    // Reads the four options into its copy (the answer itself is a resend of the stored one).
    await submit('0', students[0]!);

    expect((await client.patch(`/api/questions/${questionId}`, WITHOUT_MERCURY)).status).toBe(200);
    // « Mercure » as the phone showed it is now « Jupiter »'s place: not stored there.
    const error = await submit('2', late).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'options-changed', status: 409 });
    expect(await live.countAnswers(questionId)).toBe(1);
    // The refusal dropped the old copy: « Jupiter »'s old place is now checked as gone.
    await expect(submit('3', late)).rejects.toMatchObject({ code: 'invalid-answer' });
    // Read again, the saved question takes the answer.
    await expect(submit('2', late)).resolves.toMatchObject({ response: { answer: '2' }, feedback: { isCorrect: true } });
  });

  it('moves the answers with their options when the teacher only reorders them, and asks nothing', async () => {
    const { client, questionId, students } = await answeredQuestion(['2', '3']);
    const reversed = { ...FOUR_OPTIONS, options: [...FOUR_OPTIONS.options].reverse(), correctAnswer: '1' };
    const moved = nextEvent<any>(students[0]!.socket, 'answer-confirmed');
    const saved = await client.patch(`/api/questions/${questionId}`, { ...reversed, confirmedRemovals: 0 });
    expect(saved.status).toBe(200);
    expect(saved.json.removedAnswers).toBe(0);
    expect(await moved).toMatchObject({ response: { answer: '1' }, feedback: { isCorrect: true } });
    const stored = (await client.get(`/api/questions/${questionId}`)).json.question.responses.map((r: { answer: string }) => r.answer);
    expect(stored.sort()).toEqual(['0', '1']);
  });
});
