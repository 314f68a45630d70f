/**
 * What the fields of a valid-looking body may carry. Mass assignment: fields the server owns
 * (teacherId, status, scores, ids, another student's id) are refused or ignored, the database
 * unchanged. Text: too long is refused naming the field; accents, emoji and right-to-left
 * scripts are kept exactly, down to the results file; control, zero-width and invisible-only
 * or blank names are refused.
 */
import { LIMITS } from '@ciar/shared/constants';
import { normaliseName } from '@ciar/shared/names';
import { studentIdFor } from '@ciar/shared/student';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { CHOICE_QUESTION, OPEN_QUESTION, cookieHeader, openSocket } from '../testing/live-harness';
import { ackOf } from './support/sockets';
import { startTestApp, type TestApp } from '../testing/test-app';
import { databaseSnapshot } from './support/db-snapshot';
import { call, fileBody, jsonBody, looksFrench, type RawRequest } from './support/http';
import { buildWorld, classroom, type World } from './support/world';

interface Case {
  label: string;
  method: string;
  path: string;
  request: RawRequest;
}

describe.each(testDatabases)('what fields may carry on $name', (target) => {
  let server: TestApp;
  let world: World;
  let owner: Record<string, string>;
  let student: Record<string, string>;

  beforeAll(async () => {
    server = await startTestApp(await target.open());
    world = await buildWorld(server);
    owner = cookieHeader(world.owner.client);
    student = { 'x-student-token': world.student.token };
  });
  afterAll(async () => {
    await server.close();
    await server.database.close();
  });

  /** Each case is refused with a French 4xx and leaves every table as it was. */
  async function expectAllRefused(cases: Case[], expected: (c: Case, response: { status: number; json: any }) => void) {
    // Evaluations of earlier answers finish first: they would change the snapshot.
    await server.evaluation.queue.idle();
    const before = await databaseSnapshot(server.database.db);
    for (const c of cases) {
      const response = await call(server.url, c.method, c.path, c.request);
      expect(response.status, `${c.label}: ${response.text}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${c.label}: ${response.text}`).toBeLessThan(500);
      expect(looksFrench((response.json as { error: string }).error), `${c.label}: ${response.text}`).toBe(true);
      expected(c, response as { status: number; json: any });
    }
    expect(await databaseSnapshot(server.database.db)).toEqual(before);
  }

  describe('mass assignment', () => {
    it('refuses fields the server owns in every body, changing nothing', async () => {
      const question = { ...OPEN_QUESTION, sessionId: world.sessionId };
      const answer = { studentId: world.student.id, answer: '0' };
      const other = await classroom(server, world.owner, 'Autre séance');
      const cases: Case[] = [
        ['register with an id and totals', 'POST', '/api/auth/teacher/register', jsonBody({ name: 'A', email: 'a@ecole.fr', password: 'motdepasse', id: world.owner.teacher.id, totalSessions: 9 })],
        ['register as an admin', 'POST', '/api/auth/teacher/register', jsonBody({ name: 'A', email: 'b@ecole.fr', password: 'motdepasse', isAdmin: true, role: 'admin' })],
        ['a new session already ended', 'POST', '/api/sessions', jsonBody({ name: 'S', status: 'ended' }, owner)],
        ['a new session with a chosen code', 'POST', '/api/sessions', jsonBody({ name: 'S', code: world.sessionCode }, owner)],
        ['a new session with a chosen id', 'POST', '/api/sessions', jsonBody({ name: 'S', id: world.sessionId }, owner)],
        ['a status change for another teacher', 'PATCH', `/api/sessions/${world.sessionId}/status`, jsonBody({ status: 'paused', teacherId: world.other.teacher.id }, owner)],
        ['a mode change that also ends the session', 'PATCH', `/api/sessions/${world.sessionId}/autonomous`, jsonBody({ isAutonomous: false, status: 'ended' }, owner)],
        ['a question created active', 'POST', '/api/questions', jsonBody({ ...question, isActive: true }, owner)],
        ['a question with a chosen id', 'POST', '/api/questions', jsonBody({ ...question, id: world.choiceQuestionId }, owner)],
        ['a question with a chosen clock', 'POST', '/api/questions', jsonBody({ ...question, activatedAt: '2000-01-01T00:00:00Z', position: -1 }, owner)],
        ['a question with responses', 'POST', '/api/questions', jsonBody({ ...question, responses: [{ studentId: 'x', answer: 'y' }] }, owner)],
        ['a question moved to another session', 'PATCH', `/api/questions/${world.openQuestionId}`, jsonBody({ ...OPEN_QUESTION, sessionId: other.sessionId }, owner)],
        ['a question switched on by an edit', 'PATCH', `/api/questions/${world.openQuestionId}`, jsonBody({ ...OPEN_QUESTION, isActive: true }, owner)],
        ['an answer with its own score', 'POST', `/api/questions/${world.choiceQuestionId}/respond`, jsonBody({ ...answer, concordanceScore: 100 }, student)],
        ['an answer with a teacher score', 'POST', `/api/questions/${world.choiceQuestionId}/respond`, jsonBody({ ...answer, teacherScore: 100, aiFeedback: 'Parfait' }, student)],
        ['an answer for another session', 'POST', `/api/questions/${world.choiceQuestionId}/respond`, jsonBody({ ...answer, sessionId: other.sessionId }, student)],
        ['an answer with a chosen time', 'POST', `/api/questions/${world.choiceQuestionId}/respond`, jsonBody({ ...answer, timestamp: '2000-01-01T00:00:00Z', modificationCount: 0 }, student)],
        ['an answer as another student', 'POST', `/api/questions/${other.choiceQuestionId}/respond`, jsonBody({ studentId: other.student.id, answer: '0' }, student)],
        ['a join into a chosen session id', 'POST', '/api/sessions/join', jsonBody({ code: world.sessionCode, studentName: 'Nouvelle', sessionId: other.sessionId })],
        ['an override that also sets the evaluator’s score', 'PATCH', `/api/evaluation/override/${world.openQuestionId}/${world.student.id}`, jsonBody({ score: 90, concordanceScore: 10 }, owner)],
        ['stats that set the totals', 'PATCH', `/api/auth/teacher/${world.owner.teacher.id}/stats`, jsonBody({ sessionsIncrement: 1, totalSessions: 50 }, owner)],
      ].map(([label, method, path, request]) => ({ label, method, path, request }) as Case);
      await expectAllRefused(cases, (c, response) => {
        // A student naming a classmate is not recognised; every other case is a bad body.
        expect(response.json.code, c.label).toBe(c.label === 'an answer as another student' ? 'student-unauthenticated' : 'invalid-body');
      });
    });

    it('ignores the ids the spec’s client sends: the session belongs to the cookie’s teacher, the student id is rebuilt from the name', async () => {
      const created = await call(server.url, 'POST', '/api/sessions', jsonBody({ name: 'À moi', teacherId: world.other.teacher.id }, owner));
      expect(created.status).toBe(201);
      expect((created.json as any).session.teacherId).toBe(world.owner.teacher.id);
      const othersList = await call(server.url, 'GET', `/api/sessions/teacher/${world.other.teacher.id}`, { headers: cookieHeader(world.other.client) });
      expect(JSON.stringify(othersList.json)).not.toContain('À moi');

      const joined = await call(server.url, 'POST', '/api/sessions/join', jsonBody({ code: world.sessionCode, studentName: 'Camille Roux', studentId: world.student.id }));
      expect(joined.status).toBe(200);
      expect((joined.json as any).student.id).toBe(studentIdFor(world.sessionCode, 'Camille Roux'));
      expect((joined.json as any).student.id).not.toBe(world.student.id);
      // Camille's token does not open the witness's results.
      const results = await call(server.url, 'GET', `/api/sessions/${world.sessionId}/student/${world.student.id}/responses`, {
        headers: { 'x-student-token': (joined.json as any).student.token },
      });
      expect(results.status).toBe(401);
    });

    it('drops the server’s own fields from an imported file and reports unknown ones, without touching another session', async () => {
      const other = await classroom(server, world.other, 'Séance de l’intrus');
      const fresh = await classroom(server, world.owner, 'Séance importée');
      const before = await databaseSnapshot(server.database.db);
      const entries = [
        // Copied from the API: the server fields are dropped (decision 011).
        { ...CHOICE_QUESTION, title: 'Copiée', id: other.choiceQuestionId, sessionId: other.sessionId, isActive: true, position: 0, activatedAt: '2000-01-01T00:00:00Z', responses: [{ studentId: 'x', answer: '0' }] },
        // Fields nobody's question has: reported, the question refused.
        { ...CHOICE_QUESTION, title: 'Avec un score', concordanceScore: 100 },
        { ...OPEN_QUESTION, title: 'Avec un enseignant', teacherId: world.other.teacher.id },
      ];
      const response = await call(server.url, 'POST', `/api/questions/import/${fresh.sessionId}`, fileBody(JSON.stringify(entries), owner));
      expect(response.status).toBe(200);
      expect(response.json).toMatchObject({ success: true, imported: 1, total: 3 });
      expect((response.json as any).errors).toEqual([expect.stringMatching(/^Question 2 : .*concordanceScore/), expect.stringMatching(/^Question 3 : .*teacherId/)]);

      const after = await databaseSnapshot(server.database.db);
      // Only the questions table changed, by one new row: inactive, in the target session, after its questions.
      for (const table of Object.keys(before)) if (table !== 'questions') expect(after[table], table).toEqual(before[table]);
      const added = after.questions!.filter((row) => !before.questions!.includes(row)).map((row) => JSON.parse(row));
      expect(added).toHaveLength(1);
      expect(added[0]).toMatchObject({ title: 'Copiée', session_id: fresh.sessionId, is_active: false, activated_at: null, position: 2 });
      expect(added[0].id).not.toBe(other.choiceQuestionId);
    });
  });

  describe('text', () => {
    const long = (n: number) => 'é'.repeat(n);

    it('refuses every text field one character over its limit, naming the field, and accepts it at the limit', async () => {
      const sessionId = world.sessionId;
      const withOption = (option: object) => ({ ...CHOICE_QUESTION, options: [{ text: 'Paris', explication: '', ...option }, { text: 'Lyon', explication: '' }] });
      const fields: Array<[string, string, string, (value: string) => RawRequest, string, number]> = [
        ['teacher name', 'POST', '/api/auth/teacher/register', (v) => jsonBody({ name: v, email: `n${v.length}${Date.now()}@ecole.fr`, password: 'motdepasse' }), 'Le nom', LIMITS.teacherName],
        ['password', 'POST', '/api/auth/teacher/register', (v) => jsonBody({ name: 'P', email: `p${v.length}${Date.now()}@ecole.fr`, password: v }), 'Le mot de passe', LIMITS.password],
        ['session name', 'POST', '/api/sessions', (v) => jsonBody({ name: v }, owner), 'Le nom de la session', LIMITS.sessionName],
        ['student name', 'POST', '/api/sessions/join', (v) => jsonBody({ code: world.sessionCode, studentName: v }), 'Le nom', LIMITS.studentName],
        ['question title', 'POST', '/api/questions', (v) => jsonBody({ ...OPEN_QUESTION, sessionId, title: v }, owner), 'Le titre', LIMITS.questionTitle],
        ['question content', 'POST', '/api/questions', (v) => jsonBody({ ...OPEN_QUESTION, sessionId, content: v }, owner), 'Le contenu', LIMITS.questionContent],
        ['model answer', 'POST', '/api/questions', (v) => jsonBody({ ...OPEN_QUESTION, sessionId, proposition: v }, owner), 'La proposition', LIMITS.proposition],
        ['option text', 'POST', '/api/questions', (v) => jsonBody({ ...withOption({ text: v }), sessionId }, owner), 'Le texte de l’option', LIMITS.optionText],
        ['explanation', 'POST', '/api/questions', (v) => jsonBody({ ...withOption({ explication: v }), sessionId }, owner), 'L’explication', LIMITS.explication],
      ];
      const over = fields.map(([label, method, path, build, , max]) => ({ label, method, path, request: build(long(max + 1)) }));
      await expectAllRefused(over, (c, response) => {
        const field = fields.find(([label]) => label === c.label)!;
        expect(response.json.error, c.label).toBe(`${field[4]} : ${field[5]} caractères au maximum`);
      });
      // Far over too: the same message, not a parser's.
      const farOver = fields.map(([label, method, path, build]) => ({ label, method, path, request: build(long(50_000)) }));
      await expectAllRefused(farOver, (c, response) => expect(response.json.error, c.label).toContain(fields.find(([label]) => label === c.label)![4]));

      for (const [label, method, path, build, , max] of fields) {
        const response = await call(server.url, method, path, build(label === 'student name' ? `${long(max - 1)}x` : long(max)));
        expect(response.status, `${label} at ${max}: ${response.text.slice(0, 200)}`).toBeLessThan(300);
      }
    });

    it('refuses an open answer over its limit, naming the answer, and stores nothing', async () => {
      const room = await classroom(server, world.owner, 'Séance des réponses longues');
      const joined = await call(server.url, 'POST', '/api/sessions/join', jsonBody({ code: room.sessionCode, studentName: 'Bavard' }));
      const { id, token } = (joined.json as any).student;
      const answers = [long(LIMITS.answer + 1), long(LIMITS.answer * 2 + 1), long(200_000)];
      await expectAllRefused(
        answers.map((answer) => ({
          label: `${answer.length} characters`,
          method: 'POST',
          path: `/api/questions/${room.openQuestionId}/respond`,
          request: jsonBody({ studentId: id, answer }, { 'x-student-token': token }),
        })),
        (c, response) => expect(response.json.error, c.label).toMatch(/réponse/i),
      );
      const atLimit = await call(server.url, 'POST', `/api/questions/${room.openQuestionId}/respond`, jsonBody({ studentId: id, answer: long(LIMITS.answer) }, { 'x-student-token': token }));
      expect(atLimit.status).toBe(201);
    });

    it('refuses blank, control, zero-width, bidi-override, multi-line and invisible-only names and titles, naming the field', async () => {
      const bad = [
        '   ', '\t', '\u00A0\u3000', 'Ma\u0000rie', 'Ma\u0007rie', '\u001B[31mRouge', 'Ma\u007Frie', 'Ma\u0085rie',
        'Ma\u200Brie', 'Ma\u2060rie', 'Ma\uFEFFrie', 'Ma\u202Eeiram', 'Ma\u2066rie', 'Ma\u200Erie', 'Marie\nCurie', 'Marie\rCurie',
        // Nothing visible at all: joiners, a soft hyphen, fillers, a braille blank, a lone accent.
        '\u200C', '\u200D\u200D', '\u00AD', '\u3164', '\u115F\u1160', '\uFFA0', '\u2800', '\u034F', '\u0301', '\u200C \u200D',
      ];
      const targets: Array<[string, string, string, (v: string) => RawRequest]> = [
        ['Le nom', 'POST', '/api/sessions/join', (v) => jsonBody({ code: world.sessionCode, studentName: v })],
        ['Le nom', 'POST', '/api/auth/teacher/register', (v) => jsonBody({ name: v, email: `c${Math.random()}@ecole.fr`, password: 'motdepasse' })],
        ['Le nom de la session', 'POST', '/api/sessions', (v) => jsonBody({ name: v }, owner)],
        ['Le titre', 'POST', '/api/questions', (v) => jsonBody({ ...OPEN_QUESTION, sessionId: world.sessionId, title: v }, owner)],
      ];
      const cases = targets.flatMap(([field, method, path, build]) =>
        bad.map((value) => ({ label: `${field} ${JSON.stringify(value)}`, method, path, request: build(value), field })),
      );
      await expectAllRefused(cases, (c, response) => {
        const field = (c as Case & { field: string }).field;
        // A blank student name gets the join form's own sentence (docs/product.md#student-join-page).
        const named = response.json.error.startsWith(field) || response.json.error === 'Veuillez remplir tous les champs' || response.json.error === 'Veuillez saisir votre nom';
        expect(named, `${c.label}: ${response.json.error}`).toBe(true);
      });
    });

    it('refuses half a character (a lone UTF-16 surrogate) in any text, by REST and over the socket, before anything is stored', async () => {
      const INVALID_TEXT = { error: 'Le texte envoyé contient un caractère invalide (un caractère coupé en deux). Retapez-le et réessayez.', code: 'invalid-text' };
      const halves = ['Zo\uD83D', '\uDE00 Marie', 'a\uDC00b'];
      const cases = halves.flatMap((half) => [
        { label: `nom d’élève ${JSON.stringify(half)}`, method: 'POST', path: '/api/sessions/join', request: jsonBody({ code: world.sessionCode, studentName: half }) },
        { label: `réponse ${JSON.stringify(half)}`, method: 'POST', path: `/api/questions/${world.openQuestionId}/respond`, request: jsonBody({ studentId: world.student.id, answer: half }, student) },
        { label: `séance ${JSON.stringify(half)}`, method: 'POST', path: '/api/sessions', request: jsonBody({ name: half }, owner) },
        { label: `clé ${JSON.stringify(half)}`, method: 'POST', path: '/api/sessions', request: jsonBody({ name: 'Séance', [half]: 1 }, owner) },
      ]);
      await expectAllRefused(cases, (_c, response) => expect(response).toMatchObject({ status: 400, json: INVALID_TEXT }));

      const socket = await openSocket(server.url);
      try {
        const before = await databaseSnapshot(server.database.db);
        const joined = await ackOf(socket, 'join-session', { sessionCode: world.sessionCode, userType: 'student', userId: 'x', userName: 'Zo\uD83D' });
        expect(joined).toMatchObject({ ok: false, ...INVALID_TEXT });
        expect(await databaseSnapshot(server.database.db)).toEqual(before);
      } finally {
        socket.close();
      }
    });

    const UNICODE_NAMES = [
      'Élodie Lefèvre', 'Zoë Ñúñez-Ångström', 'محمد الأحمد', 'שָׁלוֹם כהן', '李小龍', 'Ђорђе Његош', '👩🏽‍🔬 Marie',
      'می‌خواهم', 'Ævar Þór', 'O’Connor', 'देवनागरी', '🇫🇷 Français', 'Łukasz Żółć', 'Nguyễn Thị Minh Khai',
    ];

    it('takes a name hiding an invisible character, or spelt with a combining accent or odd spaces, for the name it looks like', async () => {
      const room = await classroom(server, world.owner, 'Séance des sosies');
      const first = await call(server.url, 'POST', '/api/sessions/join', jsonBody({ code: room.sessionCode, studentName: 'Alice' }));
      expect(first.status).toBe(200);
      const lookAlikes = ['\u034F', '\u180E', '\u{E0041}', '\uFE0F', '\u061C', '\u00AD', '\u2028'].flatMap((ch) => [`Alice${ch}`, `Al${ch === '\u2028' ? '' : ch}ice`]);
      for (const name of [...lookAlikes, 'A\u200Dlice', ' Alice ']) {
        const again = await call(server.url, 'POST', '/api/sessions/join', jsonBody({ code: room.sessionCode, studentName: name }));
        expect({ status: again.status, code: (again.json as any).code }, JSON.stringify(name)).toEqual({ status: 409, code: 'name-taken' });
      }
      const zoe = await call(server.url, 'POST', '/api/sessions/join', jsonBody({ code: room.sessionCode, studentName: 'Zoe\u0308  Martin' }));
      expect((zoe.json as any).student).toMatchObject({ name: 'Zoë Martin', id: studentIdFor(room.sessionCode, 'Zoë Martin') });
      const twin = await call(server.url, 'POST', '/api/sessions/join', jsonBody({ code: room.sessionCode, studentName: 'Zoë\u00A0Martin' }));
      expect((twin.json as any).code).toBe('name-taken');
    });

    it('keeps accented, emoji and right-to-left names exactly, from the join to the results file', async () => {
      const room = await classroom(server, world.owner, 'Séance 🌍 العالم');
      for (const name of UNICODE_NAMES) {
        const joined = await call(server.url, 'POST', '/api/sessions/join', jsonBody({ code: room.sessionCode, studentName: name }));
        expect(joined.status, `${name}: ${joined.text}`).toBe(200);
        const { id, token, name: stored } = (joined.json as any).student;
        expect(stored).toBe(name);
        const answered = await call(server.url, 'POST', `/api/questions/${room.choiceQuestionId}/respond`, jsonBody({ studentId: id, answer: '0' }, { 'x-student-token': token }));
        expect(answered.status, answered.text).toBe(201);
        const own = await call(server.url, 'GET', `/api/sessions/${room.sessionId}/student/${encodeURIComponent(id)}/responses`, { headers: { 'x-student-token': token } });
        expect((own.json as any).student.studentName).toBe(name);
      }
      await world.owner.client.patch(`/api/sessions/${room.sessionId}/status`, { status: 'ended' });

      const file = await call(server.url, 'GET', `/api/sessions/${room.sessionId}/export`, { headers: owner });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toMatch(/charset=utf-8/i);
      expect(file.headers.get('content-disposition')).toMatch(/filename\*=UTF-8''/);
      const exported = JSON.stringify(file.json);
      for (const name of UNICODE_NAMES) expect(exported, name).toContain(JSON.stringify(name).slice(1, -1));
      expect(file.text).toContain('Séance 🌍 العالم');

      const stats = await call(server.url, 'GET', `/api/sessions/${room.sessionId}/stats`, { headers: owner });
      const ranked = (stats.json as any).data.ranking.map((r: { studentName: string }) => r.studentName).sort();
      expect(ranked).toEqual([...UNICODE_NAMES, 'Élève Témoin'].sort());
    });

    it('accepts any name made of letters, marks, digits and emoji of any script, and gives it back composed (NFC) and single-spaced, nothing else changed (fast-check)', async () => {
      const room = await classroom(server, world.owner, 'Séance des prénoms');
      const graphemes = [
        'a', 'Z', 'é', 'È', 'ç', 'ß', 'œ', 'Æ', 'ñ', 'ø', 'ł', 'ő', 'ж', 'Ђ', 'λ', 'Ω', 'ا', 'ل', 'م', 'ي', 'ש', 'ל', 'ו', 'ם',
        'क', 'ि', '中', '文', 'あ', 'カ', '한', 'ก', '7', '٣', '😀', '👍🏽', '👩‍👩‍👧', '🇧🇪', '❤️', 'e\u0301', ' ', '-', '’', '.',
      ];
      let n = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(fc.constantFrom(...graphemes), { minLength: 1, maxLength: 12 }), async (parts) => {
          const name = `${n++} ${parts.join('')}`.trim();
          const joined = await call(server.url, 'POST', '/api/sessions/join', jsonBody({ code: room.sessionCode, studentName: name }));
          expect(joined.status, `${JSON.stringify(name)}: ${joined.text}`).toBe(200);
          // Only the composition of accents and the spacing change: nothing visible is dropped.
          expect((joined.json as any).student.name).toBe(name.normalize('NFC').replace(/\s+/g, ' '));
          expect((joined.json as any).student.name).toBe(normaliseName(name));
        }),
        { numRuns: 60 },
      );
    });
  });
});
