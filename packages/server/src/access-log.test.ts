import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { openDatabase } from './storage/db';

/** The lines the app logs while answering one health request, at `level`. */
async function linesLoggedAt(level: string): Promise<string> {
  let output = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      output += String(chunk);
      done();
    },
  });
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  const { app } = await buildApp({
    database,
    logger: { stream },
    config: { trustProxy: false, allowedOrigins: [], authRateLimit: 100, joinRateLimit: 100, webDist: null, logLevel: level },
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    const join = await fetch(`${url}/api/sessions/join`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'ZZZZZZ', studentName: 'Léa' }),
    });
    expect(join.status).toBe(404);
  } finally {
    await app.close();
    await database.close();
  }
  return output;
}

describe('the access log', () => {
  it('is written at debug level, a line as each request comes and one as it is answered', async () => {
    const output = await linesLoggedAt('debug');
    expect(output.match(/incoming request/g)).toHaveLength(2);
    expect(output.match(/request completed/g)).toHaveLength(2);
  });

  it('is not written at the default level, info: a lecture hall joining would be 10,000 lines (decision 091)', async () => {
    const output = await linesLoggedAt('info');
    expect(output).not.toContain('incoming request');
    expect(output).not.toContain('request completed');
  });
});
