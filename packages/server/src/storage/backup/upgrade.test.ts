/**
 * Upgrades keep data (decision 160): a database written by the first schema version (the
 * committed fixture, on drizzle/0000_init.sql only) starts with the current app, which
 * applies the later migrations, keeps a backup of the embedded database beside it first, and
 * serves every session, answer, score and the ranking, with the teacher's same password.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freshPostgres } from '../../testing/process-databases';
import { httpClient, startTestApp } from '../../testing/test-app';
import { openDatabase, type Database } from '../db';
import { migrationsUpTo } from '../migrations';
import { verifyBackupFile } from './format';
import { restoreBackup } from './restore';
import { openPlace, type Place } from './target';

const FIXTURE = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'first-schema.sql'), 'utf8');
const SESSION_ID = '6f1c2a1e-0000-4000-8000-000000000010';
const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl && process.env.CI === 'true') throw new Error('CI=true but TEST_DATABASE_URL is not set.');

const work = mkdtempSync(path.join(tmpdir(), 'ciar-upgrade-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A database as the first version left it: its one migration, then the school's rows. */
async function writtenByFirstVersion(place: Place) {
  const opened = await openPlace(place);
  const first = migrationsUpTo(1);
  try {
    await opened.migrate(first.folder);
    for (const statement of FIXTURE.split(/;\s*\n/).filter((s) => s.replace(/--.*$/gm, '').trim())) await opened.sql.query(statement);
  } finally {
    first.remove();
    await opened.close();
  }
}

/** What the teacher sees after logging in with the password they had. */
async function checkEverythingIsThere(database: Database) {
  const app = await startTestApp(database);
  try {
    const client = httpClient(app.url);
    expect((await client.post('/api/auth/teacher/login', { email: 'marie.curie@ecole.fr', password: 'motdepasse' })).status).toBe(200);
    const session = await client.get(`/api/sessions/${SESSION_ID}`);
    expect(session.json.session).toMatchObject({ name: 'Chimie — séance 1', code: 'CHM234', status: 'ended', participantsCount: 3 });
    const questions = await client.get(`/api/questions/session/${SESSION_ID}`);
    expect(questions.json.questions.map((q: { title: string }) => q.title)).toEqual(['Symbole', 'Photosynthèse']);
    const open = await client.get('/api/questions/6f1c2a1e-0000-4000-8000-000000000101/responses');
    expect(
      open.json.responses.map((r: { studentName: string; concordanceScore: number; teacherScore: number | null }) => [r.studentName, r.concordanceScore, r.teacherScore]),
    ).toEqual(expect.arrayContaining([['Léa Martin', 90, null], ['Hugo Bernard', 20, 40]]));
    const stats = await client.get(`/api/sessions/${SESSION_ID}/stats`);
    expect(stats.status).toBe(200);
    expect(stats.json.data.ranking.map((r: { studentName: string; totalResponses: number }) => [r.studentName, r.totalResponses])).toEqual(
      expect.arrayContaining([['Léa Martin', 2], ['Hugo Bernard', 2], ['Inès Petit', 1]]),
    );
  } finally {
    await app.close();
    await database.close();
  }
}

describe('a database written by the first schema version', () => {
  it('starts on the embedded database with its data intact, after a backup written beside it', async () => {
    const parent = path.join(work, 'ecole');
    const dataDir = path.join(parent, 'data');
    await writtenByFirstVersion({ kind: 'pglite', dataDir });
    expect(readdirSync(parent)).toEqual(['data']);

    const database = await openDatabase({ kind: 'pglite', dataDir });
    const saved = database.backupBeforeUpgrade!;
    expect(path.dirname(saved)).toBe(parent);
    expect(existsSync(saved)).toBe(true);
    await checkEverythingIsThere(database);

    // The saved copy is of the old schema, and restores into the current one.
    const { header, footer } = await verifyBackupFile(saved);
    expect(header.schema).toEqual({ migrations: 1, last: '0000_init' });
    expect(footer.counts).toMatchObject({ teachers: 1, sessions: 1, participants: 3, questions: 2, responses: 5 });
    const restoredDir = path.join(work, 'restauree');
    await restoreBackup({ kind: 'pglite', dataDir: restoredDir }, saved);
    const restored = await openDatabase({ kind: 'pglite', dataDir: restoredDir });
    expect(restored.backupBeforeUpgrade).toBeUndefined();
    await checkEverythingIsThere(restored);

    // Starting again applies nothing new: no second copy.
    const again = await openDatabase({ kind: 'pglite', dataDir });
    expect(again.backupBeforeUpgrade).toBeUndefined();
    await again.close();
  }, 120_000);

  it.skipIf(!databaseUrl)('starts on PostgreSQL with its data intact', async () => {
    const postgres = await freshPostgres(databaseUrl!);
    try {
      await writtenByFirstVersion({ kind: 'postgres', url: postgres.url! });
      await checkEverythingIsThere(await openDatabase({ kind: 'postgres', url: postgres.url! }));
    } finally {
      await postgres.drop();
    }
  }, 60_000);
});
