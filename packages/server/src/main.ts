/** Entry point: read the environment, open the database, serve, and shut down cleanly. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app';
import { loadConfig, trustProxyWarning, type Config } from './config';
import { startMaintenance } from './maintenance';
import { closeRedis, connectRedis, redisReady, type RedisClient } from './realtime/redis';
import { databaseFailure, listenFailure, StartupError, startupMessage, whereOf } from './startup-failure';
import { appIsRunning, startAdminSocket, type AdminSocket } from './storage/backup/admin-socket';
import { openDatabase, type Database } from './storage/db';

const here = path.dirname(fileURLToPath(import.meta.url));
const webDist = path.resolve(here, '../../web/dist');
let config: Config;
try {
  config = loadConfig(process.env, existsSync(path.join(webDist, 'index.html')) ? webDist : null);
} catch (error) {
  // A setting that cannot be right stops the start with its message, not a stack trace.
  console.error(startupMessage(error, process.env.LOG_LEVEL ?? 'info'));
  process.exit(1);
}

const proxyWarning = trustProxyWarning(config);
if (proxyWarning) console.warn(proxyWarning);

/** A start that cannot go on: one French line for the administrator (decision 261). */
function stop(error: unknown): never {
  console.error(startupMessage(error, config.logLevel));
  process.exit(1);
}

/** How long a start waits for Redis: long enough for a Redis starting beside the app. */
const REDIS_START_WAIT_MS = 10_000;

// Two processes on one embedded folder would corrupt it: the second one stops here.
if (!config.databaseUrl && (await appIsRunning(config.dataDir))) {
  stop(
    new StartupError(
      `Un autre processus CIAR utilise déjà le dossier ${config.dataDir} : arrêtez-le d’abord, ou utilisez PostgreSQL (DATABASE_URL) pour plusieurs processus.`,
    ),
  );
}
// The embedded database is PostgreSQL compiled to WebAssembly. By default V8 runs each of its
// functions first from quickly made baseline code, then compiles the busy ones again, optimised,
// while they serve: after a start, a class's first thousand joins paid for both (decision 204).
// Each function is compiled optimised once instead, the first time it runs.
if (!config.databaseUrl) setFlagsFromString('--no-wasm-dynamic-tiering');
let database: Database;
try {
  database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
} catch (error) {
  stop(Object.assign(new StartupError(databaseFailure(error, config)), { stack: (error as Error).stack }));
}
let redis: RedisClient | undefined;
if (config.redisUrl) {
  // Quiet while the start waits: its outcome is said in one line below.
  let started = false;
  redis = connectRedis(config.redisUrl, {
    error: (message) => started && console.error(message),
    warn: (message) => started && console.warn(message),
  });
  if (!(await redisReady(redis, REDIS_START_WAIT_MS))) {
    await closeRedis(redis);
    await database.close();
    stop(
      new StartupError(
        `Redis ne répond pas sur ${whereOf(config.redisUrl)} après ${REDIS_START_WAIT_MS / 1000} s : démarrez Redis, ou corrigez REDIS_URL (sans REDIS_URL, un seul processus).`,
      ),
    );
  }
  started = true;
}
const { app } = await buildApp({ database, config, redis });
if (!config.webDist) app.log.warn('web app not built: serving the API only (run npm run build)');
if (database.backupBeforeUpgrade) {
  app.log.info(`the data was saved before applying new migrations: ${database.backupBeforeUpgrade} (npm run restore restores it)`);
}
// `npm run backup` asks the running app for the embedded database's backup through this.
const adminSocket: AdminSocket | null = database.kind === 'pglite' ? await startAdminSocket(config.dataDir, database) : null;
const stopMaintenance = startMaintenance(database, config, app.log);

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  stop(Object.assign(new StartupError(listenFailure(error, config)), { stack: (error as Error).stack }));
}
app.log.info(
  `CIAR ready on http://localhost:${config.port} (database: ${
    database.kind === 'pglite' ? config.dataDir : 'PostgreSQL'
  }${redis ? ', rooms shared through Redis' : ''})`,
);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal} received: closing`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    // Stops accepting, closes sockets, waits for requests in flight.
    await app.close();
    await stopMaintenance();
    await adminSocket?.close();
    await database.close();
    if (redis) await closeRedis(redis);
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
