import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { logAgreement, measureAgreement } from './agreement';
import { evaluateInFrench } from './french-evaluator';
import { readLabelledSet } from './labelled-set';

/**
 * The tuning set of the evaluator's second accuracy round (decision 030, testdata/README.md): written and labelled on new
 * subjects before the evaluator scored it, then used to adjust the scoring curve, the weight of
 * numbers and the review rules. Its floors are what the evaluator reached.
 */
const TUNING_SET = fileURLToPath(new URL('./testdata/tuning-set.json', import.meta.url));

describe('agreement with the teacher on the tuning set', () => {
  it('holds its measured figures', () => {
    const agreement = measureAgreement(readLabelledSet(TUNING_SET), evaluateInFrench);
    logAgreement('Jeu de réglage', agreement);
    expect(agreement.count).toBe(52);
    expect(agreement.exact).toBeGreaterThanOrEqual(0.71);
    expect(agreement.withinOne).toBeGreaterThanOrEqual(0.9);
    expect(agreement.flagged).toBeLessThanOrEqual(0.25);
    expect(agreement.goodShownAsPoor).toBe(0);
  });
});
