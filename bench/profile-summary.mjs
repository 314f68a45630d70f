/**
 * Where a process spent its CPU, from a V8 `.cpuprofile` (written by `npm run bench --
 * --profile DIR`): the functions with the most self time, and the same grouped by package,
 * so "where does a join go" is answered without opening DevTools.
 *
 *   node bench/profile-summary.mjs DIR/CPU.*.cpuprofile [--top 30] [--timeline] [--from S] [--to S]
 *
 * --timeline prints the busy time of each second of the process's life, which shows the
 * phases (start, joins, activations, burst); --from and --to (seconds since the profile
 * started) then narrow the summary to one of them.
 */
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
function option(flag, fallback) {
  const index = args.indexOf(flag);
  return index >= 0 ? Number(args.splice(index, 2)[1]) : fallback;
}
const top = option('--top', 30);
const fromS = option('--from', 0);
const toS = option('--to', Infinity);
const timelineIndex = args.indexOf('--timeline');
const timeline = timelineIndex >= 0 && args.splice(timelineIndex, 1).length > 0;
if (args.length !== 1 || [top, fromS, toS].some(Number.isNaN)) {
  console.error('Usage: node bench/profile-summary.mjs FILE.cpuprofile [--top 30] [--timeline] [--from S] [--to S]');
  process.exit(2);
}

const profile = JSON.parse(readFileSync(args[0], 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));

const isIdle = (id) => nodes.get(id).callFrame.functionName === '(idle)';

// Samples are taken at timeDeltas intervals; a sample's time is the delta that follows it.
const selfMs = new Map();
const busyBySecond = [];
let at = 0; // ms since the profile started
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i];
  at += profile.timeDeltas[i] / 1000;
  const delta = (profile.timeDeltas[i + 1] ?? 0) / 1000;
  if (!isIdle(id)) busyBySecond[Math.floor(at / 1000)] = (busyBySecond[Math.floor(at / 1000)] ?? 0) + delta;
  if (at < fromS * 1000 || at >= toS * 1000) continue;
  selfMs.set(id, (selfMs.get(id) ?? 0) + delta);
}
if (timeline) {
  console.log('Busy ms in each second since the profile started:');
  busyBySecond.forEach((ms, second) => console.log(`${String(second).padStart(5)} s ${'#'.repeat(Math.round((ms ?? 0) / 20)).padEnd(50)} ${Math.round(ms ?? 0)}`));
}

function packageOf(url) {
  if (!url) return '(native)';
  const match = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (match) return match[1];
  if (url.startsWith('node:')) return 'node';
  return url.includes('/dist/') ? 'app (bundled)' : url;
}

const byFunction = new Map();
const byPackage = new Map();
let total = 0;
for (const [id, ms] of selfMs) {
  const { callFrame } = nodes.get(id);
  const name = `${callFrame.functionName || '(anonymous)'} ${callFrame.url.split('/').slice(-2).join('/')}:${callFrame.lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  const pkg = packageOf(callFrame.url);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + ms);
  total += ms;
}

const print = (title, map, limit) => {
  console.log(`\n${title}`);
  for (const [name, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, limit)) {
    console.log(`${ms.toFixed(0).padStart(8)} ms ${((100 * ms) / total).toFixed(1).padStart(5)} %  ${name}`);
  }
};
console.log(`${args[0]}: ${(total / 1000).toFixed(1)} s sampled`);
print('By package (self time)', byPackage, 15);
print('By function (self time)', byFunction, top);
