/**
 * Logs never hold a password, a login cookie, a student token, a student's name or what a student wrote, even
 * at the most verbose level and even when writing an answer fails (the failed query's values
 * are exactly those answers). A real process at LOG_LEVEL=trace: registration, a wrong
 * password, login, logout, students joining and answering by socket and by REST, the
 * built-in evaluation, results read by the teacher and the student; then the same data
 * folder restarted with answer writes failing, and the whole output searched.
 */
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { ERRORS } from '@ciar/shared/errors';
import { STUDENT_TOKEN_HEADER } from '@ciar/shared/student';
import { afterAll, describe, expect, it } from 'vitest';
import { joinStudent, OPEN_QUESTION, openSocket, request, type ClientSocket, type JoinedStudent } from '../testing/live-harness';
import { pgliteFolder, type ProcessDatabase } from '../testing/process-databases';
import { startAppProcess, type AppProcess } from '../testing/processes';
import { httpClient } from '../testing/test-app';

const SESSION_COOKIE = 'ciar_session';

describe('what the logs hold', () => {
  const database: ProcessDatabase = pgliteFolder();
  const processes: AppProcess[] = [];
  const sockets: ClientSocket[] = [];

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all(processes.map((p) => p.kill('SIGKILL')));
    await database.drop();
  });

  it('never a password, a cookie, a student token, a name or an answer, at trace level, failures included', { timeout: 90_000 }, async () => {
    const env = { ...database.env, LOG_LEVEL: 'trace', AUTH_RATE_LIMIT: '1000' };
    const first = await startAppProcess(env);
    processes.push(first);
    const secret = randomBytes(6).toString('hex');
    const password = `Mdp-${secret}-correct`;
    const wrongPassword = `Mdp-${secret}-faux`;
    const secrets: string[] = [password, wrongPassword];

    const teacher = httpClient(first.url);
    const email = `prof.${secret}@ecole.fr`;
    expect((await teacher.post('/api/auth/teacher/register', { name: 'Prof Secret', email, password })).status).toBe(201);
    secrets.push(teacher.cookies.get(SESSION_COOKIE)!);
    expect((await teacher.post('/api/auth/teacher/logout')).status).toBe(200);
    expect((await teacher.post('/api/auth/teacher/login', { email, password: wrongPassword })).status).toBe(401);
    expect((await teacher.post('/api/auth/teacher/login', { email, password })).status).toBe(200);
    const cookie = teacher.cookies.get(SESSION_COOKIE)!;
    secrets.push(cookie);

    const created = await teacher.post('/api/sessions', { name: 'Cours confidentiel' });
    const session = created.json.session as { id: string; code: string };
    const questionIds: string[] = [];
    for (const title of ['Photosynthèse', 'Respiration']) {
      const response = await teacher.post('/api/questions', { sessionId: session.id, ...OPEN_QUESTION, title });
      questionIds.push(response.json.question.id);
    }
    expect((await teacher.patch(`/api/sessions/${session.id}/status`, { status: 'active' })).status).toBe(200);
    expect((await teacher.patch(`/api/questions/${questionIds[0]}/activate`)).status).toBe(200);

    const students: JoinedStudent[] = [];
    for (const name of ['Alice Secret', 'Bruno Secret']) students.push(await joinStudent(first.url, session.code, name));
    sockets.push(...students.map((s) => s.socket));
    const [alice, bruno] = students as [JoinedStudent, JoinedStudent];
    secrets.push(alice.token, bruno.token);
    // A student id is the code and the name: neither the names nor the ids may be logged.
    secrets.push('Alice Secret', 'Bruno Secret', 'alice_secret', 'bruno_secret', alice.id, bruno.id, encodeURIComponent(alice.id));

    const answers = [1, 2, 3, 4].map((n) => `La plante utilise la lumière et l'eau, ${secret} réponse ${n}`);
    secrets.push(...answers);
    const restAnswer = (questionId: string, student: JoinedStudent, answer: string, url: string) =>
      fetch(`${url}/api/questions/${questionId}/respond`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [STUDENT_TOKEN_HEADER]: student.token },
        body: JSON.stringify({ studentId: student.id, answer }),
      });
    expect(await request(alice.socket, 'submit-answer', { questionId: questionIds[0], studentId: alice.id, studentName: alice.name, answer: answers[0] })).toMatchObject({ ok: true });
    expect((await restAnswer(questionIds[0]!, bruno, answers[1]!, first.url)).status).toBe(201);

    // The built-in evaluator scores both; the teacher and the students read the results.
    await expect
      .poll(async () => {
        const listed = await teacher.get(`/api/questions/${questionIds[0]}/responses`);
        return (listed.json.responses as Array<{ concordanceScore: number | null }>).filter((r) => r.concordanceScore !== null).length;
      }, { timeout: 15_000 })
      .toBe(2);
    expect((await teacher.post(`/api/evaluation/evaluate-all-responses/${session.id}`)).status).toBe(200);
    expect((await teacher.get(`/api/sessions/${session.id}/stats`)).status).toBe(200);
    expect((await teacher.get(`/api/sessions/${session.id}/export`)).status).toBe(200);
    const own = await fetch(`${first.url}/api/sessions/${session.id}/student/${alice.id}/responses`, {
      headers: { [STUDENT_TOKEN_HEADER]: alice.token },
    });
    expect(own.status).toBe(200);
    expect((await teacher.patch(`/api/evaluation/override/${questionIds[0]}/${encodeURIComponent(bruno.id)}`, { score: 80 })).status).toBe(200);

    // A clean stop, then answer writes refused by the database: the failure is logged, the
    // values of the failed INSERT must not be.
    await first.kill('SIGTERM');
    const pglite = new PGlite(database.env.DATA_DIR!);
    await pglite.exec(`
      create function refuse_answers() returns trigger language plpgsql as $$
      begin
        if new.answer like '%panne%' then
          raise exception 'panne simulée' using errcode = '08006';
        end if;
        raise exception 'écriture refusée pour le test';
      end $$;
      create trigger refuse_answers before insert on responses for each row execute function refuse_answers();
    `);
    await pglite.close();
    const second = await startAppProcess(env);
    processes.push(second);
    const back = httpClient(second.url);
    back.cookies.set(SESSION_COOKIE, cookie);
    expect((await back.patch(`/api/questions/${questionIds[1]}/activate`)).status).toBe(200);
    const aliceAgain = await openSocket(second.url);
    sockets.push(aliceAgain);
    expect(await request(aliceAgain, 'join-session', { sessionCode: session.code, userType: 'student', userId: alice.id, token: alice.token })).toMatchObject({ ok: true });
    const outage = `${answers[2]} (panne)`;
    secrets.push(outage);
    expect(await request(aliceAgain, 'submit-answer', { questionId: questionIds[1], studentId: alice.id, studentName: alice.name, answer: outage })).toEqual({
      ok: false,
      code: 'database-unavailable',
      error: ERRORS['database-unavailable'].message,
    });
    const refused = await restAnswer(questionIds[1]!, bruno, answers[3]!, second.url);
    expect(refused.status).toBe(500);
    expect(await refused.json()).toEqual({ code: 'internal', error: ERRORS.internal.message });
    await second.kill('SIGTERM');

    const output = first.output() + second.output();
    // The logs are really at trace level, and the failures were logged.
    expect(output).toContain('incoming request');
    expect(output).toContain('database unavailable');
    expect(output).toContain('unexpected error');
    expect(secrets.filter((s) => output.includes(s))).toEqual([]);
  });
});
