/**
 * Command-line flags of `npm run bench`. Unknown flags and bad values stop the run before
 * anything starts, so a typo never costs a five-minute run with the wrong settings.
 */
export const USAGE = `Usage: node bench/run.mjs [options]
  --sizes 100,1000,2000,5000   numbers of students, one fresh server each
  --db pglite|postgres         embedded database (default) or a PostgreSQL server
  --database-url URL           PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test);
                               a fresh database is created on it for each size and dropped after
  --nodes 1|2                  app processes; 2 shares rooms through Redis and needs --db postgres
  --redis-url URL              Redis for --nodes 2 (default redis://127.0.0.1:6379)
  --activations 5              question activations measured for the fan-out
  --concurrency 100            students joining at once
  --out DIR                    results folder (default bench/results)
  --pages yes|no               first measure the student pages in Chromium: bytes transferred
                               per route, cold and warm, and the join form on Slow/Fast 3G (yes)
  --repeat 1                   runs of each size (fresh servers each time); with more than one,
                               the run of median CPU per join ratio is reported, and the join
                               ratios of every run beside it: one run on a shared machine moves
                               by ±0.4 on that ratio
  --floor yes|no               also run the minimal server with a bare REST join before each
                               socket join (Node's http, no framework, no database): the least
                               the spec's two-step join costs, beside ours (no)
  --profile DIR                write a V8 CPU profile of each app process to DIR (.cpuprofile,
                               opens in Chrome DevTools); profiling slows the app, so the
                               figures of such a run are for diagnosis, not for comparison`;

const DEFAULTS = {
  sizes: [100, 1000, 2000, 5000],
  db: 'pglite',
  databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
  nodes: 1,
  redisUrl: 'redis://127.0.0.1:6379',
  activations: 5,
  concurrency: 100,
  out: null,
  profile: null,
  pages: 'yes',
  floor: 'no',
  repeat: 1,
};

const FLAGS = {
  '--sizes': 'sizes',
  '--db': 'db',
  '--database-url': 'databaseUrl',
  '--nodes': 'nodes',
  '--redis-url': 'redisUrl',
  '--activations': 'activations',
  '--concurrency': 'concurrency',
  '--out': 'out',
  '--profile': 'profile',
  '--pages': 'pages',
  '--floor': 'floor',
  '--repeat': 'repeat',
};

function positiveInt(flag, value, max) {
  const n = Number(String(value).replace(/_/g, ''));
  if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(`${flag}: expected a whole number from 1 to ${max}, got "${value}"`);
  return n;
}

export function parseArgs(argv) {
  const options = { ...DEFAULTS };
  const given = new Set();
  for (let i = 0; i < argv.length; i++) {
    let [flag, value] = argv[i].split(/=(.*)/s, 2);
    if (flag === '--help' || flag === '-h') return { help: true };
    const key = FLAGS[flag];
    if (!key) throw new Error(`unknown option ${flag}\n${USAGE}`);
    if (value === undefined) value = argv[++i];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    given.add(key);
    options[key] = value;
  }

  // Sizes are written "1000" or "1_000"; commas separate sizes.
  options.sizes = String(options.sizes)
    .split(',')
    .filter(Boolean)
    .map((s) => positiveInt('--sizes', s, 20_000));
  if (options.sizes.length === 0) throw new Error('--sizes: at least one size');
  options.nodes = positiveInt('--nodes', options.nodes, 2);
  options.activations = positiveInt('--activations', options.activations, 50);
  options.concurrency = positiveInt('--concurrency', options.concurrency, 1_000);
  options.repeat = positiveInt('--repeat', options.repeat, 9);
  if (!['yes', 'no'].includes(options.pages)) throw new Error(`--pages: yes or no, got "${options.pages}"`);
  options.pages = options.pages === 'yes';
  if (!['yes', 'no'].includes(options.floor)) throw new Error(`--floor: yes or no, got "${options.floor}"`);
  options.floor = options.floor === 'yes';
  if (!['pglite', 'postgres'].includes(options.db)) throw new Error(`--db: pglite or postgres, got "${options.db}"`);
  // Two processes cannot open one embedded database: two nodes mean a PostgreSQL server.
  if (options.nodes > 1 && options.db === 'pglite') {
    if (given.has('db')) throw new Error('--nodes 2 needs --db postgres: two processes cannot share one embedded database');
    options.db = 'postgres';
  }
  return options;
}
