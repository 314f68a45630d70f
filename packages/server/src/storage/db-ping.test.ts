/**
 * The health check's database ping answers within its own short deadline, even when the
 * server has stopped answering and the statement itself would wait for the pool's much
 * longer time-outs: a load balancer probing every few seconds must get its 503 in time.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { freshPostgres, type ProcessDatabase } from '../testing/process-databases';
import { proxyInFrontOf, type TcpProxy } from '../testing/tcp-proxy';
import { openDatabase, type Database } from './db';

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.runIf(databaseUrl)('the database ping of the health check', () => {
  let database: ProcessDatabase | undefined;
  let proxy: TcpProxy | undefined;
  let opened: Database | undefined;

  afterAll(async () => {
    proxy?.thaw();
    await Promise.race([opened?.close(), new Promise((r) => setTimeout(r, 2_000))]).catch(() => {});
    await proxy?.close();
    await database?.drop();
  });

  it('fails after about 2 s on a frozen server although statements may wait 20 s, and succeeds again once it answers', { timeout: 30_000 }, async () => {
    database = await freshPostgres(databaseUrl!);
    const proxied = await proxyInFrontOf(database.url!);
    proxy = proxied.proxy;
    opened = await openDatabase({ kind: 'postgres', url: proxied.url, connectTimeoutMs: 20_000, queryTimeoutMs: 20_000 });
    await opened.ping();

    proxy.freeze();
    const started = performance.now();
    await expect(opened.ping()).rejects.toThrow(/no answer/);
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(1_900);
    expect(waited).toBeLessThan(4_000);

    proxy.thaw();
    await expect.poll(() => opened!.ping().then(() => true, () => false), { timeout: 10_000 }).toBe(true);
  });
});
