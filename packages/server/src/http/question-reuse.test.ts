/**
 * Bringing and reusing questions (decisions 140 and 141) over the real HTTP API: GIFT import through the
 * import route, GIFT export, duplicating a session, the question bank and copying a question,
 * each with its ownership rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { httpClient, registeredTeacher, startTestApp, type TestApp } from '../testing/test-app';
import { cookieOf, newSession, titles, upload } from '../testing/question-files';

const GIFT_FILE = [
  '// Quiz exporté de Moodle',
  '$CATEGORY: $course$/Géographie',
  '',
  '::Capitale::Quelle est la capitale de la France ? {=Paris#Oui ! ~Lyon#Non. ~Marseille}',
  '',
  '::Terre::La Terre est plate. {F}',
  '',
  '::Capitales::Associez. {=France -> Paris =Italie -> Rome =Espagne -> Madrid}',
  '',
  '::Cassée::Une question sans fin {=a ~b',
  '',
  '::Photosynthèse::Expliquez la photosynthèse. {####La plante fabrique du **glucose** avec la lumière.}',
].join('\r\n');

const question = (sessionId: string, title: string, extra: Record<string, unknown> = {}) => ({
  sessionId,
  title,
  content: `Énoncé : ${title}`,
  type: 'open_ended',
  timeLimit: 60,
  proposition: `Modèle de ${title}`,
  ...extra,
});

describe.each(testDatabases)('bringing and reusing questions on $name', (target) => {
  let server: TestApp;

  beforeAll(async () => {
    server = await startTestApp(await target.open());
  });
  afterAll(async () => {
    await server.close();
    await server.database.close();
  });

  describe('GIFT import', () => {
    it('imports a .gift file through the import route, each refused question named with its line, the rest stored', async () => {
      const { client } = await registeredTeacher(server.url);
      const session = await newSession(client);
      const response = await upload(server.url, client, session.id, `\uFEFF${GIFT_FILE}`, { filename: 'moodle.gift', type: 'application/octet-stream' });
      expect(response.status).toBe(200);
      expect(response.json).toEqual({
        success: true,
        message: 'Import réussi! 3 questions importées sur 5 ; les questions invalides ont été ignorées.',
        imported: 3,
        total: 5,
        errors: [
          'Question 3 (ligne 8, « Capitales ») : les questions d’appariement ne sont pas prises en charge',
          expect.stringMatching(/^Question 4 \(ligne 10, « Cassée »\) : la question ne suit pas le format GIFT/),
        ],
        questions: [
          { title: 'Capitale', type: 'multiple_choice' },
          { title: 'Terre', type: 'true_false' },
          { title: 'Photosynthèse', type: 'open_ended' },
        ],
      });
      const stored = (await client.get(`/api/questions/session/${session.id}`)).json.questions;
      expect(stored[0]).toMatchObject({ options: [{ text: 'Paris', explication: 'Oui !' }, { text: 'Lyon' }, { text: 'Marseille' }], correctAnswer: '0' });
      expect(stored[2]).toMatchObject({ proposition: 'La plante fabrique du **glucose** avec la lumière.' });
    });

    it('accepts text/plain and .txt files, and recognises JSON sent under a .txt name by its content', async () => {
      const { client } = await registeredTeacher(server.url);
      const session = await newSession(client);
      expect((await upload(server.url, client, session.id, 'Vrai ? {T}', { filename: 'quiz.txt', type: 'text/plain' })).json).toMatchObject({ imported: 1 });
      const json = JSON.stringify([{ title: 'Depuis JSON', content: 'C', type: 'open_ended', timeLimit: 60 }]);
      expect((await upload(server.url, client, session.id, json, { filename: 'questions.txt', type: 'text/plain' })).json).toMatchObject({ imported: 1 });
      expect(await titles(client, session.id)).toEqual(['Vrai ?', 'Depuis JSON']);
    });

    it('refuses a GIFT file with nothing to import with the full result, and one in no known encoding clearly', async () => {
      const { client } = await registeredTeacher(server.url);
      const session = await newSession(client);
      const none = await upload(server.url, client, session.id, 'Combien ? {#42}', { filename: 'q.gift', type: '' });
      expect(none.status).toBe(400);
      expect(none.json).toMatchObject({
        code: 'import-failed',
        imported: 0,
        total: 1,
        errors: ['Question 1 (ligne 1, « Combien ? ») : les questions numériques ne sont pas prises en charge'],
      });
      const garbled = await upload(server.url, client, session.id, new Uint8Array([0x51, 0x81, 0x20, 0x7b, 0x54, 0x7d]), { filename: 'q.gift', type: '' });
      expect(garbled.status).toBe(400);
      expect(garbled.json.code).toBe('invalid-file');
      expect(garbled.json.error).toMatch(/^Encodage du fichier non reconnu/);
      expect(await titles(client, session.id)).toEqual([]);
    });
  });

  describe('GIFT export', () => {
    it('exports ?format=gift as a text file that imports back to the same questions, rating questions left out', async () => {
      const { client } = await registeredTeacher(server.url);
      const session = await newSession(client, 'Révisions : chapitre {1}');
      await client.post('/api/questions', question(session.id, 'Ouverte = #1'));
      await client.post('/api/questions', {
        sessionId: session.id,
        title: 'Choix',
        content: 'Lequel ?',
        type: 'multiple_choice',
        timeLimit: 60,
        options: [{ text: 'A', explication: 'Car ~A' }, { text: 'B' }],
        correctAnswer: '1',
      });
      await client.post('/api/questions', { sessionId: session.id, title: 'Avis', content: 'Notez', type: 'rating', timeLimit: 60, ratingScale: { min: 1, max: 5 } });

      const response = await fetch(`${server.url}/api/questions/export/${session.id}?format=gift`, { headers: { cookie: cookieOf(client) } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(response.headers.get('content-disposition')).toMatch(/filename="questions-revisions-chapitre-1-\d{4}-\d{2}-\d{2}-gift\.txt"/);
      const gift = await response.text();
      expect(gift).toContain('// Question « Avis » non exportée');

      const copy = await newSession(client, 'Copie');
      const imported = await upload(server.url, client, copy.id, gift, { filename: 'export.txt', type: 'text/plain' });
      expect(imported.json).toMatchObject({ imported: 2, total: 2, errors: [] });
      const pick = (list: Array<Record<string, unknown>>) =>
        list.map(({ title, content, type, options, correctAnswer, proposition }) => ({ title, content, type, options, correctAnswer, proposition }));
      const original = (await client.get(`/api/questions/session/${session.id}`)).json.questions.filter((q: { type: string }) => q.type !== 'rating');
      expect(pick((await client.get(`/api/questions/session/${copy.id}`)).json.questions)).toEqual(pick(original));

      const unknown = await client.get(`/api/questions/export/${session.id}?format=xml`);
      expect(unknown.status).toBe(400);
      expect(unknown.json).toEqual({ error: 'Format d’export inconnu : json ou gift', code: 'invalid-body' });
    });
  });

  describe('duplicating a session', () => {
    it('makes « {nom} (copie) », created, a new code, every question and setting, no participants nor answers', async () => {
      const { client } = await registeredTeacher(server.url);
      const session = await newSession(client, 'Histoire 4e B');
      await client.post('/api/questions', question(session.id, 'Première'));
      await client.post('/api/questions', { sessionId: session.id, title: 'Avis', content: 'Notez', type: 'rating', timeLimit: 25, ratingScale: { min: 2, max: 4, labels: ['Bof', 'Bien', 'Top'] } });
      await client.patch(`/api/sessions/${session.id}/autonomous`, { isAutonomous: true });
      await client.patch(`/api/sessions/${session.id}/timer`, { disableTimer: true });
      await client.patch(`/api/sessions/${session.id}/status`, { status: 'active' });
      const student = httpClient(server.url);
      const joined = await student.post('/api/sessions/join', { code: session.code, studentName: 'Élève' });
      expect(joined.status).toBe(200);
      await client.patch(`/api/sessions/${session.id}/status`, { status: 'ended' });

      const response = await client.post(`/api/sessions/${session.id}/duplicate`, undefined);
      expect(response.status).toBe(201);
      const copy = response.json.session;
      expect(copy).toMatchObject({ name: 'Histoire 4e B (copie)', status: 'created', isAutonomous: true, disableTimer: true, participantsCount: 0 });
      expect(copy.id).not.toBe(session.id);
      expect(copy.code).not.toBe(session.code);
      const strip = (list: Array<Record<string, unknown>>) => list.map(({ id: _i, sessionId: _s, activatedAt: _a, ...rest }) => rest);
      const source = (await client.get(`/api/questions/session/${session.id}`)).json.questions;
      const copied = (await client.get(`/api/questions/session/${copy.id}`)).json.questions;
      expect(strip(copied)).toEqual(strip(source).map((q) => ({ ...q, isActive: false })));
      expect(copied[1]).toMatchObject({ timeLimit: 25, ratingScale: { min: 2, max: 4, labels: ['Bof', 'Bien', 'Top'] } });
      const detail = (await client.get(`/api/sessions/${copy.id}`)).json.session;
      expect(detail.participants ?? []).toEqual([]);
      for (const q of copied) expect((await client.get(`/api/questions/${q.id}`)).json.question.responses).toEqual([]);
    });

    it('keeps a long name valid and refuses another teacher’s session as not found', async () => {
      const { client } = await registeredTeacher(server.url);
      const session = await newSession(client, 'N'.repeat(120));
      const copy = await client.post(`/api/sessions/${session.id}/duplicate`, undefined);
      expect(copy.json.session.name).toBe(`${'N'.repeat(112)} (copie)`);
      const { client: other } = await registeredTeacher(server.url, 'Autre');
      const refused = await other.post(`/api/sessions/${session.id}/duplicate`, undefined);
      expect(refused.status).toBe(404);
      expect(refused.json).toEqual({ error: 'Session non trouvée', code: 'session-not-found' });
    });
  });

  describe('the question bank and copying', () => {
    it('lists my questions across my sessions, newest first, with their session, searching without case or accents', async () => {
      const { client } = await registeredTeacher(server.url);
      const first = await newSession(client, 'Français');
      const second = await newSession(client, 'Sciences');
      await client.post('/api/questions', question(first.id, 'L’élève et le maître'));
      await client.post('/api/questions', question(second.id, 'Photosynthèse'));
      await client.post('/api/questions', question(second.id, 'Cœur', { content: 'Où est le CŒUR ?' }));
      const { client: other } = await registeredTeacher(server.url, 'Autre');
      const theirs = await newSession(other, 'Autre séance');
      await other.post('/api/questions', question(theirs.id, 'Élève d’un autre'));

      const all = await client.get('/api/questions/bank');
      expect(all.status).toBe(200);
      expect(all.json.total).toBe(3);
      expect(all.json.questions.map((q: { title: string; sessionName: string }) => [q.title, q.sessionName])).toEqual([
        ['Cœur', 'Sciences'],
        ['Photosynthèse', 'Sciences'],
        ['L’élève et le maître', 'Français'],
      ]);
      expect(all.json.questions[0].sessionId).toBe(second.id);

      const find = async (query: string) =>
        (await client.get(`/api/questions/bank?${query}`)).json.questions.map((q: { title: string }) => q.title);
      expect(await find('search=ELEVE')).toEqual(['L’élève et le maître']);
      expect(await find(`search=${encodeURIComponent('coeur')}`)).toEqual(['Cœur']);
      expect(await find('search=maitre%20eleve')).toEqual(['L’élève et le maître']);
      expect(await find('search=%25')).toEqual([]);
      expect(await find('type=rating')).toEqual([]);
      expect(await find('limit=1&offset=1')).toEqual(['Photosynthèse']);
      expect((await other.get('/api/questions/bank?search=eleve')).json).toMatchObject({ total: 1, questions: [{ title: 'Élève d’un autre' }] });

      const tooMany = await client.get('/api/questions/bank?limit=51');
      expect(tooMany.status).toBe(400);
      expect(tooMany.json).toEqual({ error: 'limit doit être compris entre 1 et 50', code: 'invalid-body' });
    });

    it('copies one of my questions to the end of another of my sessions, and refuses either side of another teacher', async () => {
      const { client } = await registeredTeacher(server.url);
      const from = await newSession(client, 'Source');
      const to = await newSession(client, 'Cible');
      await client.post('/api/questions', question(to.id, 'Déjà là'));
      const created = await client.post('/api/questions', {
        sessionId: from.id,
        title: 'À copier',
        content: 'Lequel ?',
        type: 'multiple_choice',
        timeLimit: 40,
        options: [{ text: 'A', explication: 'Non' }, { text: 'B', explication: 'Oui' }],
        correctAnswer: '1',
      });
      const source = created.json.question;

      const copied = await client.post(`/api/questions/${source.id}/copy`, { sessionId: to.id });
      expect(copied.status).toBe(201);
      expect(copied.json.question).toMatchObject({
        sessionId: to.id,
        title: 'À copier',
        options: source.options,
        correctAnswer: '1',
        timeLimit: 40,
        isActive: false,
      });
      expect(copied.json.question.id).not.toBe(source.id);
      expect(await titles(client, to.id)).toEqual(['Déjà là', 'À copier']);

      const { client: other } = await registeredTeacher(server.url, 'Autre');
      const theirSession = await newSession(other, 'À eux');
      const theirQuestion = (await other.post('/api/questions', question(theirSession.id, 'Leur question'))).json.question;
      const notFound = (code: string, error: string) => ({ status: 404, json: { error, code } });
      const attempt = async (questionId: string, sessionId: string) => {
        const response = await client.post(`/api/questions/${questionId}/copy`, { sessionId });
        return { status: response.status, json: response.json };
      };
      expect(await attempt(theirQuestion.id, to.id)).toEqual(notFound('question-not-found', 'Question non trouvée'));
      expect(await attempt(source.id, theirSession.id)).toEqual(notFound('session-not-found', 'Session non trouvée'));
      expect(await titles(other, theirSession.id)).toEqual(['Leur question']);
      expect(await titles(client, to.id)).toEqual(['Déjà là', 'À copier']);

      const missing = await client.post(`/api/questions/${source.id}/copy`, {});
      expect(missing.json).toEqual({ error: 'ID de session manquant', code: 'invalid-body' });
    });
  });
});
