import { readFileSync } from 'node:fs';
import { SCORE_BANDS, type ScoreBand } from '@ciar/shared/score-bands';
import type { LabelledAnswer } from './agreement';

function isBand(value: unknown): value is ScoreBand {
  return SCORE_BANDS.some((band) => band === value);
}

/**
 * A labelled set of test data ({ about, items: [{ question, proposition, answer, band }] }),
 * checked item by item: a broken file must fail loudly, not measure nothing.
 */
export function readLabelledSet(file: string): LabelledAnswer[] {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const items = typeof parsed === 'object' && parsed !== null && 'items' in parsed ? parsed.items : undefined;
  if (!Array.isArray(items) || items.length === 0) throw new Error(`${file} : liste "items" absente ou vide.`);
  return items.map((item: unknown, i) => {
    const { question, proposition, answer, band } = (item ?? {}) as Record<string, unknown>;
    if (typeof question !== 'string' || typeof proposition !== 'string' || typeof answer !== 'string' || !isBand(band)) {
      throw new Error(`${file} : élément ${i} mal formé.`);
    }
    return { question, proposition, answer, band };
  });
}
