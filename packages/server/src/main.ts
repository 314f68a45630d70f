/** Entry point: read the environment, open the database, serve, and shut down cleanly. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { startMaintenance } from './maintenance';
import { closeRedis, connectRedis } from './realtime/redis';
import { appIsRunning, startAdminSocket, type AdminSocket } from './storage/backup/admin-socket';
import { openDatabase } from './storage/db';

const here = path.dirname(fileURLToPath(import.meta.url));
const webDist = path.resolve(here, '../../web/dist');
let config: Config;
try {
  config = loadConfig(process.env, existsSync(path.join(webDist, 'index.html')) ? webDist : null);
} catch (error) {
  // A setting that cannot be right stops the start with its message, not a stack trace.
  console.error((error as Error).message);
  process.exit(1);
}

// Two processes on one embedded folder would corrupt it: the second one stops here.
if (!config.databaseUrl && (await appIsRunning(config.dataDir))) {
  console.error(`Another CIAR process is already using ${config.dataDir}: stop it first, or use PostgreSQL for several processes.`);
  process.exit(1);
}
// The embedded database is PostgreSQL compiled to WebAssembly. By default V8 runs each of its
// functions first from quickly made baseline code, then compiles the busy ones again, optimised,
// while they serve: after a start, a class's first thousand joins paid for both (decision 204).
// Each function is compiled optimised once instead, the first time it runs.
if (!config.databaseUrl) setFlagsFromString('--no-wasm-dynamic-tiering');
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir },
);
// Not awaited: the app serves without Redis, alone, until it answers (realtime/redis.ts).
const redis = config.redisUrl ? connectRedis(config.redisUrl, console) : undefined;
const { app } = await buildApp({ database, config, redis });
if (!config.webDist) app.log.warn('web app not built: serving the API only (run npm run build)');
if (database.backupBeforeUpgrade) {
  app.log.info(`the data was saved before applying new migrations: ${database.backupBeforeUpgrade} (npm run restore restores it)`);
}
// `npm run backup` asks the running app for the embedded database's backup through this.
const adminSocket: AdminSocket | null = database.kind === 'pglite' ? await startAdminSocket(config.dataDir, database) : null;
const stopMaintenance = startMaintenance(database, config, app.log);

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `CIAR ready on http://localhost:${config.port} (database: ${
    database.kind === 'pglite' ? config.dataDir : 'PostgreSQL'
  }${redis ? `, rooms shared through Redis${redis.isReady ? '' : ' once it answers'}` : ''})`,
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
