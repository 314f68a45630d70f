/**
 * A start that cannot succeed ends with one French line saying what to fix and a non-zero exit,
 * never a stack trace (the stack only at LOG_LEVEL=debug); processes started together on an
 * empty PostgreSQL all come up (decision 261). Real app processes, as an administrator runs them.
 */
import { createServer, type Server } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { freshPostgres, pgliteFolder, type ProcessDatabase } from '../testing/process-databases';
import { appProcessExit, freePort, startAppProcess, type AppProcess } from '../testing/processes';

const databaseUrl = process.env.TEST_DATABASE_URL;

/** One line of French, no stack frame, no raw error class (beside the app's own JSON log lines). */
function expectOneFrenchLine(output: string, pattern: RegExp) {
  const lines = output.trim().split('\n').filter((line) => !line.startsWith('{"level":'));
  expect(lines, output).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  expect(output).not.toMatch(/\n\s+at |Error:|DrizzleQueryError/);
}

describe('a start that cannot succeed', () => {
  const folders: ProcessDatabase[] = [];
  const running: AppProcess[] = [];
  const servers: Server[] = [];
  afterAll(async () => {
    await Promise.all(running.map((p) => p.kill('SIGKILL')));
    for (const server of servers) server.close();
    for (const folder of folders) await folder.drop();
  });
  const folder = () => {
    const made = pgliteFolder();
    folders.push(made);
    return made.env;
  };

  it('names the setting that cannot be right: RETENTION_DAYS, PORT, a limit, DATABASE_URL, REDIS_URL', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ RETENTION_DAYS: 'abc' }, /^RETENTION_DAYS=abc : un nombre entier d’au moins 1 est attendu\.$/],
      [{ PORT: 'abc' }, /^PORT=abc : un numéro de port entre 1 et 65535/],
      [{ JOIN_RATE_LIMIT: '-3' }, /^JOIN_RATE_LIMIT=-3 : un nombre entier/],
      [{ DATABASE_URL: 'localhost:5432/ciar' }, /^DATABASE_URL n’est pas une adresse valable : elle doit ressembler à postgres:\/\//],
      [{ REDIS_URL: 'http://cache:6379' }, /^REDIS_URL n’est pas une adresse valable/],
    ];
    const results = await Promise.all(cases.map(([env]) => appProcessExit({ ...folder(), ...env })));
    results.forEach(({ code, output }, i) => {
      expect(code, output).toBe(1);
      expectOneFrenchLine(output, cases[i]![1]);
    });
  });

  it('says which PostgreSQL does not answer, without its password, and shows the stack only at LOG_LEVEL=debug', async () => {
    const port = await freePort(); // nothing listens there
    const url = `postgres://ciar:motdepasse@127.0.0.1:${port}/ciar`;
    const refused = await appProcessExit({ DATABASE_URL: url });
    expect(refused.code).toBe(1);
    expectOneFrenchLine(refused.output, new RegExp(`^PostgreSQL ne répond pas sur 127\\.0\\.0\\.1:${port} \\(connexion refusée\\) : démarrez`));
    expect(refused.output).not.toContain('motdepasse');

    const debug = await appProcessExit({ DATABASE_URL: url, LOG_LEVEL: 'debug' });
    expect(debug.code).toBe(1);
    expect(debug.output).toMatch(/PostgreSQL ne répond pas/);
    expect(debug.output).toMatch(/\n\s+at /);
  });

  it('stops a second process on the same embedded data folder, and one whose port is taken', async () => {
    const env = folder();
    const first = await startAppProcess(env);
    running.push(first);
    const second = await appProcessExit({ ...env, PORT: String(await freePort()) });
    expect(second.code).toBe(1);
    expectOneFrenchLine(second.output, /^Un autre processus CIAR utilise déjà le dossier .* : arrêtez-le d’abord, ou utilisez PostgreSQL/);

    const taken = createServer();
    servers.push(taken);
    const port = await new Promise<number>((resolve) => taken.listen(0, '127.0.0.1', () => resolve((taken.address() as { port: number }).port)));
    const busy = await appProcessExit({ ...folder(), PORT: String(port) });
    expect(busy.code).toBe(1);
    expectOneFrenchLine(busy.output, new RegExp(`^Le port ${port} est déjà utilisé par un autre programme`));
  });

  it('stops when the configured Redis never answers, rather than splitting a class between processes', async () => {
    const port = await freePort();
    const result = await appProcessExit({ ...folder(), REDIS_URL: `redis://:secret@127.0.0.1:${port}` });
    expect(result.code).toBe(1);
    expectOneFrenchLine(result.output, new RegExp(`^Redis ne répond pas sur 127\\.0\\.0\\.1:${port} après 10 s : démarrez Redis, ou corrigez REDIS_URL`));
    expect(result.output).not.toContain('secret');
  });
});

describe.skipIf(!databaseUrl)('processes started together on PostgreSQL', () => {
  const databases: ProcessDatabase[] = [];
  const running: AppProcess[] = [];
  afterAll(async () => {
    await Promise.all(running.map((p) => p.kill('SIGKILL')));
    for (const database of databases) await database.drop();
  });

  it('migrates once when three processes start at the same moment on an empty database', async () => {
    const database = await freshPostgres(databaseUrl!);
    databases.push(database);
    const started = await Promise.allSettled([0, 1, 2].map(() => startAppProcess(database.env)));
    for (const result of started) if (result.status === 'fulfilled') running.push(result.value);
    expect(started.map((r) => (r.status === 'rejected' ? String(r.reason) : 'up'))).toEqual(['up', 'up', 'up']);
  });

  it('says what is wrong with a database that does not exist or a password PostgreSQL refuses', async () => {
    const missing = new URL(databaseUrl!);
    missing.pathname = '/ciar_nowhere_to_be_found';
    const noDatabase = await appProcessExit({ DATABASE_URL: missing.toString() });
    expect(noDatabase.code).toBe(1);
    expectOneFrenchLine(noDatabase.output, /^La base « ciar_nowhere_to_be_found » n’existe pas sur .* : créez-la \(createdb ciar_nowhere_to_be_found\)/);

    const wrongUser = new URL(databaseUrl!);
    wrongUser.username = 'ciar_no_such_user';
    wrongUser.password = 'mauvais';
    const refused = await appProcessExit({ DATABASE_URL: wrongUser.toString() });
    expect(refused.code).toBe(1);
    expectOneFrenchLine(refused.output, /^PostgreSQL refuse l’utilisateur ou le mot de passe de DATABASE_URL/);
  });
});
