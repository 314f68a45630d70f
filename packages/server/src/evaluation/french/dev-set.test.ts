import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SCORE_BANDS, type ScoreBand } from '@ciar/shared/score-bands';
import { describe, expect, it } from 'vitest';
import { describeAgreement, type LabelledAnswer, measureAgreement } from './agreement';
import { evaluateInFrench } from './french-evaluator';

// A byte-identical copy of the published set kept in the repository, so a fresh clone passes.
const DEV_SET = fileURLToPath(new URL('./testdata/dev-set.json', import.meta.url));

function isBand(value: unknown): value is ScoreBand {
  return SCORE_BANDS.some((band) => band === value);
}

/** The published development set, checked item by item: a broken file must fail loudly. */
function readDevSet(): LabelledAnswer[] {
  if (!existsSync(DEV_SET)) {
    throw new Error(`Jeu de développement introuvable : ${DEV_SET}.`);
  }
  const parsed: unknown = JSON.parse(readFileSync(DEV_SET, 'utf8'));
  const items = typeof parsed === 'object' && parsed !== null && 'items' in parsed ? parsed.items : undefined;
  if (!Array.isArray(items) || items.length === 0) throw new Error(`${DEV_SET} : liste "items" absente ou vide.`);
  return items.map((item: unknown, i) => {
    const { question, proposition, answer, band } = (item ?? {}) as Record<string, unknown>;
    if (typeof question !== 'string' || typeof proposition !== 'string' || typeof answer !== 'string' || !isBand(band)) {
      throw new Error(`${DEV_SET} : élément ${i} mal formé.`);
    }
    return { question, proposition, answer, band };
  });
}

describe('agreement with the teacher on the published development set', () => {
  it('puts at least 80 % of the answers in the teacher’s band and none more than one band off', () => {
    const items = readDevSet();
    const agreement = measureAgreement(items, (input) => evaluateInFrench(input).score);
    console.info(describeAgreement('Jeu de développement', agreement));
    for (const miss of agreement.misses) console.info(`  ${miss.expected} → ${miss.got} (${miss.score}) : ${miss.answer}`);
    expect(agreement.exact).toBeGreaterThanOrEqual(0.8);
    expect(agreement.maxDistance).toBeLessThanOrEqual(1);
  });
});
