/**
 * One app over one test database for a describe block of live tests, with the sockets the
 * tests open closed after it, and the count of a question's stored answers.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { selectRows } from '../storage/db';
import type { TestDatabase } from './databases';
import type { ClientSocket } from './live-harness';
import { startTestApp, type TestApp } from './test-app';

type AppOptions = Parameters<typeof startTestApp>[3];

export interface LiveApp {
  /** Set before the first test runs. */
  server: TestApp;
  /** Closed after the block: push every socket a test opens. */
  sockets: ClientSocket[];
  countAnswers(questionId: string): Promise<number>;
}

/** `deps`: what the app is built with instead of its defaults (an evaluator written by the test). */
export function useLiveApp(target: TestDatabase, deps: AppOptions = {}): LiveApp {
  const live: LiveApp = {
    server: null as unknown as TestApp,
    sockets: [],
    async countAnswers(questionId) {
      const [row] = await selectRows<{ n: number }>(live.server.database.db, sql`select count(*)::int as n from responses where question_id = ${questionId}`);
      return Number(row!.n);
    },
  };
  beforeAll(async () => {
    live.server = await startTestApp(await target.open(), {}, 50, deps);
  });
  afterAll(async () => {
    for (const socket of live.sockets) socket.close();
    await live.server.close();
    await live.server.database.close();
  });
  return live;
}
