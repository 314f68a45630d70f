/**
 * Vitest global setup of the server project: say once, at the top of the run, which servers the
 * integration tests found, so that a newcomer without PostgreSQL or Redis knows what was skipped
 * and why (each skipped suite also names the variable it needs).
 */
export default function serversNotice(): void {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL ?? (databaseUrl ? 'redis://127.0.0.1:6379' : undefined);
  if (databaseUrl && redisUrl) return;
  const missing = [!databaseUrl && 'TEST_DATABASE_URL (PostgreSQL)', !redisUrl && 'TEST_REDIS_URL (Redis)'].filter(Boolean);
  console.info(
    [
      `Integration tests: ${missing.join(' and ')} not set.`,
      '  Every integration suite runs on the in-memory PGlite; their PostgreSQL variants are not run,',
      '  and the suites that need a PostgreSQL server or Redis (two processes, database outages and hangs,',
      '  pooled connections lost) are reported as skipped. README, "Test it", says how to run them all.',
    ].join('\n'),
  );
}
