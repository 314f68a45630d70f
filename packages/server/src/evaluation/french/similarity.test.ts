import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readLabelledSet } from './labelled-set';
import { answerSimilarity, fallsInto, isParaphrase, PARAPHRASE_SIMILARITY } from './similarity';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('answer similarity', () => {
  // The labelled sets' answers to each question, compared two by two: alike and unlike pairs.
  const byQuestion = new Map<string, string[]>();
  const items = ['dev-set.json', 'tuning-set.json', 'aside-set.json'].flatMap((file) => readLabelledSet(path.join(here, 'testdata', file)));
  for (const item of items) {
    byQuestion.set(item.question, [...(byQuestion.get(item.question) ?? []), item.answer, item.proposition]);
  }
  const pairs = [...byQuestion.values()].flatMap((answers) => answers.flatMap((a) => answers.map((b) => [a, b] as const)));

  it('says « paraphrase » exactly when the similarity reaches the threshold, reading no further than needed, asked once or again', () => {
    expect(pairs.length).toBeGreaterThan(1_000);
    const expected = pairs.map(([a, b]) => answerSimilarity(a, b) >= PARAPHRASE_SIMILARITY);
    expect(expected.filter(Boolean).length).toBeGreaterThan(byQuestion.size);
    expect(expected.some((alike) => !alike)).toBe(true);
    // Twice: the second time every word meeting is remembered.
    for (let round = 0; round < 2; round++) expect(pairs.map(([a, b]) => isParaphrase(a, b))).toEqual(expected);
    expect(pairs.map(([a, b]) => answerSimilarity(a, b) >= PARAPHRASE_SIMILARITY)).toEqual(expected);
  });

  it('puts an answer in a group when any member is a paraphrase of it', () => {
    expect(fallsInto('La plante utilise la lumière.', ['Il pleut.', 'la plante utilise la lumiere !'])).toBe(true);
    expect(fallsInto('Il fait nuit.', ['La plante utilise la lumière.'])).toBe(false);
  });
});
