/**
 * The word cloud of a lecture hall (decision 095: fluid with 1,000 answers, layout under 200 ms):
 * times, as medians, the server's counting of 1,000 open answers (what GET /questions/{id}/words
 * does after its query) and the browser's layout of the cloud it returns, in Debian's Chromium.
 *
 *   npm run bench:cloud              (node --import tsx bench/word-cloud.ts)
 *   ANSWERS=3000 RUNS=21 npm run bench:cloud
 */
import { performance } from 'node:perf_hooks';
import { cloudWords } from '@ciar/shared/word-cloud';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../e2e/support/chromium';

const ANSWERS = Number(process.env.ANSWERS ?? 1_000);
const RUNS = Number(process.env.RUNS ?? 15);

const VOCABULARY = (
  'plante lumière soleil énergie glucose sucre eau dioxyde carbone oxygène dioxygène feuille chlorophylle racine ' +
  'sève air photosynthèse transformation réaction chimique cellule chloroplaste respiration croissance vert ' +
  'nourriture stockage amidon atmosphère gaz absorbe rejette produit fabrique utilise capte'
).split(' ');

/** A fixed pseudo-random class: every run counts the same answers. */
function answers(count: number) {
  let seed = 42;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, (_, i) => ({
    studentId: `student-${i}`,
    text: Array.from({ length: 8 + Math.floor(next() * 20) }, () => VOCABULARY[Math.floor(next() * VOCABULARY.length)]).join(' la ') + '.',
  }));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const input = answers(ANSWERS);
const counting: number[] = [];
let words = cloudWords(input);
for (let run = 0; run < RUNS; run++) {
  const start = performance.now();
  words = cloudWords(input);
  counting.push(performance.now() - start);
}

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const layouts: number[] = [];
for (let run = 0; run < RUNS; run++) {
  layouts.push(
    await page.evaluate((cloud) => {
      // The same markup and styles as components/word-cloud: a centred, wrapping flow of sized words.
      document.body.innerHTML = '';
      const box = document.createElement('div');
      box.style.cssText = 'display:flex;flex-wrap:wrap;justify-content:center;gap:0.1em 0.6em;width:1200px;font:16px sans-serif';
      const max = cloud[0]?.count ?? 1;
      const start = performance.now();
      for (const { word, count } of cloud) {
        const span = document.createElement('span');
        span.textContent = word;
        span.style.fontSize = `${1 + 3 * Math.sqrt((count - 1) / Math.max(1, max - 1))}em`;
        box.append(span);
      }
      document.body.append(box);
      void box.getBoundingClientRect(); // forces style and layout
      return performance.now() - start;
    }, words),
  );
}
await browser.close();

console.info(`Word cloud of ${ANSWERS.toLocaleString('en')} answers, ${words.length} words drawn, medians of ${RUNS} runs:`);
console.info(`  counting on the server   ${median(counting).toFixed(1)} ms`);
console.info(`  layout in Chromium       ${median(layouts).toFixed(1)} ms   (target: under 200 ms)`);
