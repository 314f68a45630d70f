import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { logAgreement, measureAgreement } from './agreement';
import { evaluateInFrench } from './french-evaluator';
import { readLabelledSet } from './labelled-set';

// A byte-identical copy of the published set kept in the repository, so a fresh clone passes.
const DEV_SET = fileURLToPath(new URL('./testdata/dev-set.json', import.meta.url));

describe('agreement with the teacher on the published development set', () => {
  it('puts at least 91 % of the answers in the teacher’s band and none more than one band off', () => {
    const agreement = measureAgreement(readLabelledSet(DEV_SET), evaluateInFrench);
    logAgreement('Jeu de développement', agreement);
    expect(agreement.exact).toBeGreaterThanOrEqual(0.91);
    expect(agreement.maxDistance).toBeLessThanOrEqual(1);
    expect(agreement.goodShownAsPoor).toBe(0);
    expect(agreement.flagged).toBeLessThanOrEqual(0.25);
  });
});
