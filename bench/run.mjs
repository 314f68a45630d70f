/**
 * The load benchmark (`npm run bench`, see bench/README.md). For each size N it starts fresh
 * app processes on a fresh database, has N simulated students join, receive activations and
 * answer through the real API and protocol, then does the same against a minimal socket.io
 * server, and writes both with their ratio to bench/results/.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'redis';
import { parseArgs, USAGE } from './lib/args.mjs';
import { ciarTarget } from './lib/ciar-target.mjs';
import { minimalTarget } from './lib/minimal-target.mjs';
import { measurePageWeight, pageWeightLines } from './lib/page-weight.mjs';
import { freshDatabase } from './lib/postgres.mjs';
import { openFilesLimit } from './lib/proc.mjs';
import { appEntry, repoRoot, running, startApp, startMinimal, startTracked, stopTracked } from './lib/processes.mjs';
import { markdown, ratios, summaryLine, writeReport } from './lib/report.mjs';
import { medianRun } from './lib/stats.mjs';
import { runScenario } from './lib/scenario.mjs';

// Whatever happens, the benchmark ends by itself.
const HARD_LIMIT_MS = 60 * 60_000;

// Used when the app's run failed before any student saw a question: the same shape it sends.
const FALLBACK_ACTIVATION = {
  sessionCode: 'ABC123',
  activatedAt: new Date().toISOString(),
  question: {
    id: '00000000-0000-0000-0000-000000000000',
    title: 'Question',
    content: 'Quelle est la capitale de la France ?',
    type: 'multiple_choice',
    timeLimit: 300,
    options: [{ text: 'Paris' }, { text: 'Lyon' }, { text: 'Marseille' }, { text: 'Lille' }],
  },
};

const log = (line) => console.log(line);
const cleanups = new Set();

async function cleanUp() {
  await stopTracked([...running]);
  for (const cleanup of cleanups) await cleanup().catch((error) => console.error(`cleanup: ${error.message}`));
  cleanups.clear();
}

async function checkRedis(url) {
  const client = createClient({ url, socket: { connectTimeout: 5_000, reconnectStrategy: false } });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    throw new Error(`--nodes 2 needs Redis at ${url}: ${error.message}`);
  } finally {
    await client.disconnect().catch(() => {});
  }
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

/** Fresh app processes on a fresh database; returns them with the way to throw it all away. */
async function startApps(options) {
  const env = {};
  let cleanup;
  if (options.db === 'postgres') {
    const database = await freshDatabase(options.databaseUrl);
    env.DATABASE_URL = database.url;
    cleanup = database.drop;
  } else {
    // Not "ciar-…": test clean-ups on a shared machine remove those, even mid-run.
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pglite-bench-'));
    env.DATA_DIR = dataDir;
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  }
  cleanups.add(cleanup);
  if (options.nodes > 1) env.REDIS_URL = options.redisUrl;
  const apps = [];
  const dispose = async () => {
    await stopTracked(apps);
    await cleanup();
    cleanups.delete(cleanup);
  };
  try {
    // One after the other: each applies the migrations at start, and the first creates the tables.
    for (let i = 0; i < options.nodes; i++) apps.push(await startTracked(() => startApp(env, { profileDir: options.profile && path.resolve(options.profile) })));
  } catch (error) {
    await dispose();
    throw error;
  }
  return { apps, dispose };
}

async function measureSize(n, options) {
  log(`\n${n} students`);
  const shared = { n, activations: options.activations, concurrency: options.concurrency, log };

  // A server that cannot even start is a result too: the run goes on with the next one.
  const failed = (target, error) => {
    log(`  ${target}: ${error.message}`);
    return { target, n, error: error.stack ?? String(error) };
  };

  let ciar;
  try {
    const { apps, dispose } = await startApps(options);
    try {
      const urls = apps.map((a) => a.url);
      ciar = await runScenario(ciarTarget({ urls, activations: options.activations }), { ...shared, urls, servers: apps });
      if (ciar.error) log(apps.map((a) => a.output()).join('\n').slice(-3_000));
    } finally {
      await dispose();
    }
  } catch (error) {
    ciar = failed('ciar', error);
  }

  // Like for like: when only part of the class got into the app within its budget, the
  // minimal server gets that many students too, or the ratios would compare different loads.
  const joined = ciar.join?.joined;
  const students = joined > 0 && joined < n ? joined : n;
  const { serverNow: _, ...questionPayload } = ciar.activationPayload ?? FALLBACK_ACTIVATION;
  const runMinimal = async (restJoin) => {
    const servers = [];
    try {
      const env = options.nodes > 1 ? { REDIS_URL: options.redisUrl } : {};
      for (let i = 0; i < options.nodes; i++) servers.push(await startTracked(() => startMinimal(env)));
      const urls = servers.map((s) => s.url);
      return await runScenario(minimalTarget({ urls, questionPayload, restJoin }), { ...shared, n: students, urls, servers });
    } catch (error) {
      return failed(restJoin ? 'minimal + REST join' : 'minimal', error);
    } finally {
      await stopTracked(servers);
    }
  };
  const minimal = await runMinimal(false);
  const result = { n, ciar, minimal, ratios: ratios(ciar, minimal) };
  if (options.floor) {
    result.floor = await runMinimal(true);
    result.floorRatios = ratios(ciar, result.floor);
  }
  return result;
}

/**
 * The run of median CPU per join ratio, with the join ratios of every run of its size, and
 * their fan-out p99 ratios: the median run by CPU is not the median run by fan-out.
 */
function withRepeats(runs) {
  const median = medianRun(runs, (run) => run.ratios.serverCpu.perJoin);
  return {
    ...median,
    repeats: runs.map((run) => ({
      joinSeconds: run.ratios.joinSeconds,
      cpuPerJoin: run.ratios.serverCpu.perJoin,
      floorCpuPerJoin: run.floorRatios?.serverCpu.perJoin ?? null,
      fanOutP99: run.ratios.activation.p99,
      median: run === median,
    })),
  };
}

async function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  if (options.help) {
    console.log(USAGE);
    return;
  }
  if (!existsSync(appEntry)) throw new Error(`${path.relative(repoRoot, appEntry)} is missing: run npm run build first (npm run bench does)`);
  if (options.nodes > 1) await checkRedis(options.redisUrl);

  // Each connected student is one open file in this process and one in the server's.
  const fileLimit = openFilesLimit();
  const largest = Math.max(...options.sizes);
  if (fileLimit !== null && fileLimit < largest + 500) {
    console.warn(
      `Open files limit is ${fileLimit}: ${largest} students need about ${largest + 500} per process. ` +
        `Raise it first (ulimit -n ${Math.max(4_096, largest * 2)}) or expect failed joins.`,
    );
  }

  const date = new Date();
  const stamp = date.toISOString().slice(0, 19).replace(/:/g, '-');
  const outDir = path.resolve(options.out ?? path.join(repoRoot, 'bench/results'));
  mkdirSync(outDir, { recursive: true });
  const basePath = path.join(outDir, `${stamp}-${options.db}-${options.nodes}n`);
  const report = {
    meta: {
      date: date.toISOString(),
      commit: gitCommit(),
      db: options.db,
      nodes: options.nodes,
      activations: options.activations,
      joinConcurrency: options.concurrency,
      repeat: options.repeat,
      sizes: options.sizes,
      node: process.versions.node,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      openFilesLimit: fileLimit === Infinity ? 'unlimited' : fileLimit,
    },
    results: [],
  };
  const shown = path.relative(process.cwd(), basePath).startsWith('..') ? basePath : path.relative(process.cwd(), basePath);
  log(`Benchmark: sizes ${options.sizes.join(', ')}; database ${options.db}; ${options.nodes} node(s); results in ${shown}.{json,md}`);

  const started = performance.now();
  if (options.pages) {
    // What a student's phone downloads, before the load: one fresh app, one Chromium.
    log('\nStudent pages');
    const { apps, dispose } = await startApps({ ...options, nodes: 1, profile: null });
    try {
      report.pageWeight = await measurePageWeight(apps[0].url);
      for (const line of pageWeightLines(report.pageWeight)) log(`  ${line}`);
    } catch (error) {
      log(`  page weight not measured: ${error.message}`);
    } finally {
      await dispose();
    }
    writeReport(basePath, report);
  }
  for (const n of options.sizes) {
    const runs = [];
    for (let k = 0; k < options.repeat; k++) {
      if (options.repeat > 1) log(`\nrun ${k + 1} of ${options.repeat}`);
      const run = await measureSize(n, options);
      runs.push(run);
      if (options.repeat > 1) log(summaryLine(run));
      // A quiet moment, so the next run does not start while the last one's sockets close.
      await new Promise((r) => setTimeout(r, 1_000));
    }
    const result = options.repeat > 1 ? withRepeats(runs) : runs[0];
    report.results.push(result);
    writeReport(basePath, report);
    log(summaryLine(result));
  }
  log(`\n${markdown(report)}`);
  log(`Done in ${Math.round((performance.now() - started) / 1000)} s: ${basePath}.json and .md`);
}

const watchdog = setTimeout(() => {
  console.error(`The benchmark ran longer than ${HARD_LIMIT_MS / 60_000} minutes: stopping.`);
  void cleanUp().finally(() => process.exit(1));
}, HARD_LIMIT_MS);
watchdog.unref();

// Servers are separate processes: whatever ends this one must stop them too.
for (const event of ['uncaughtException', 'unhandledRejection']) {
  process.once(event, (error) => {
    console.error(`${event}: ${error?.stack ?? error}`);
    void cleanUp().finally(() => process.exit(1));
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers`);
    void cleanUp().finally(() => process.exit(130));
  });
}

try {
  await main();
  await cleanUp();
  process.exit(0);
} catch (error) {
  console.error(error.stack ?? String(error));
  await cleanUp();
  process.exit(1);
}
