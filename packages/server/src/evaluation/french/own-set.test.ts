import { describe, expect, it } from 'vitest';
import { logAgreement, measureAgreement } from './agreement';
import { evaluateInFrench } from './french-evaluator';
import { OWN_SET } from './own-set';

describe('agreement with the teacher on a second labelled set, on other subjects', () => {
  it('holds beyond the development set', () => {
    const agreement = measureAgreement(OWN_SET, evaluateInFrench);
    logAgreement('Second jeu étiqueté', agreement);
    expect(agreement.exact).toBeGreaterThanOrEqual(0.75);
    expect(agreement.withinOne).toBeGreaterThanOrEqual(0.98);
    expect(agreement.goodShownAsPoor).toBe(0);
    expect(agreement.flagged).toBeLessThanOrEqual(0.25);
  });
});
