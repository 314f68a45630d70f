import { describe, expect, it } from 'vitest';
import { describeAgreement, measureAgreement } from './agreement';
import { evaluateInFrench } from './french-evaluator';
import { OWN_SET } from './own-set';

describe('agreement with the teacher on a second labelled set, on other subjects', () => {
  it('holds beyond the development set', () => {
    const agreement = measureAgreement(OWN_SET, evaluateInFrench);
    console.info(describeAgreement('Second jeu étiqueté', agreement));
    for (const miss of agreement.misses) console.info(`  ${miss.expected} → ${miss.got} (${miss.score}) : ${miss.answer}`);
    expect(agreement.exact).toBeGreaterThanOrEqual(0.75);
    expect(agreement.withinOne).toBeGreaterThanOrEqual(0.95);
    expect(agreement.goodShownAsPoor).toBe(0);
    expect(agreement.flagged).toBeLessThanOrEqual(0.25);
  });
});
