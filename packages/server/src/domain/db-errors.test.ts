import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseDown, isUniqueViolation } from './db-errors';

/** What Drizzle throws: its own error, the driver's as the cause. */
function fromDrizzle(cause: unknown) {
  return Object.assign(new Error('Failed query: insert into responses'), { cause });
}

describe('isDatabaseDown', () => {
  it('counts a lost connection and every time-out of the pool as the database down, wrapped or not', () => {
    const down = [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      new Error('Connection terminated unexpectedly'),
      // A statement without a result within query_timeout: the server may be frozen, not gone.
      new Error('Query read timeout'),
      new Error('Connection terminated due to connection timeout', { cause: new Error('Connection terminated unexpectedly') }),
      new Error('timeout exceeded when trying to connect'),
    ];
    for (const error of down) {
      expect(isDatabaseDown(error), error.message).toBe(true);
      expect(isDatabaseDown(fromDrizzle(error)), error.message).toBe(true);
    }
  });

  it('leaves the statement’s own failures alone', () => {
    const refused = [
      Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
      Object.assign(new Error('invalid input syntax for type uuid'), { code: '22P02' }),
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
      new Error('The operation was aborted due to timeout'),
    ];
    for (const error of refused) expect(isDatabaseDown(fromDrizzle(error)), error.message).toBe(false);
    expect(isUniqueViolation(fromDrizzle(refused[0]))).toBe(true);
  });

  describe('with a server that accepts connections and never answers', () => {
    let silent: Server;
    const held: Socket[] = [];
    let port: number;
    beforeAll(async () => {
      silent = createServer((socket) => void held.push(socket));
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      port = (silent.address() as AddressInfo).port;
    });
    afterAll(async () => {
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    });

    it('counts node-postgres’s real connection time-outs, new connection and full pool alike', async () => {
      const pool = new pg.Pool({ host: '127.0.0.1', port, user: 'x', database: 'x', max: 1, connectionTimeoutMillis: 100 });
      pool.on('error', () => {});
      try {
        const errors = await Promise.all([pool.query('select 1'), pool.query('select 1')].map((p) => p.then(() => null, (e: unknown) => e)));
        const messages = errors.map((e) => (e as Error).message).sort();
        expect(messages).toEqual(['Connection terminated due to connection timeout', 'timeout exceeded when trying to connect']);
        for (const error of errors) expect(isDatabaseDown(error)).toBe(true);
      } finally {
        await pool.end();
      }
    });
  });
});
