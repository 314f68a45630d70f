import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../testing/databases';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { logAgreement } from './agreement';
import { readLabelledSet } from './labelled-set';
import { OWN_SET } from './own-set';
import { measureThroughApi } from './rest-agreement';

const DEV_SET = fileURLToPath(new URL('./testdata/dev-set.json', import.meta.url));
const TUNING_SET = fileURLToPath(new URL('./testdata/tuning-set.json', import.meta.url));
const ASIDE_SET = fileURLToPath(new URL('./testdata/aside-set.json', import.meta.url));

/**
 * The figures of issue 17's "Done when", measured as a class meets the evaluator: answers
 * posted by students, scores and review flags read back through the REST API. One database is
 * enough: the evaluator's reading does not depend on it.
 */
describe('agreement with the teacher through the REST API', () => {
  // The in-memory database, always there.
  const target = testDatabases[0]!;
  let server: TestApp;

  beforeAll(async () => {
    server = await startTestApp(await target.open());
  });
  afterAll(async () => {
    await server.close();
    await server.database.close();
  });

  it('on the development set', async () => {
    const agreement = await measureThroughApi(server, readLabelledSet(DEV_SET));
    logAgreement('API, jeu de développement', agreement);
    expect(agreement.count).toBe(24);
    expect(agreement.goodShownAsPoor).toBe(0);
    expect(agreement.flagged).toBeLessThanOrEqual(0.25);
    expect(agreement.exact).toBeGreaterThanOrEqual(0.8);
    expect(agreement.maxDistance).toBeLessThanOrEqual(1);
  });

  it('on the second labelled set (own-set.ts), written on other subjects', async () => {
    const agreement = await measureThroughApi(server, OWN_SET);
    logAgreement('API, second jeu étiqueté', agreement);
    expect(agreement.goodShownAsPoor).toBe(0);
    expect(agreement.flagged).toBeLessThanOrEqual(0.25);
    expect(agreement.exact).toBeGreaterThanOrEqual(0.75);
    expect(agreement.withinOne).toBeGreaterThanOrEqual(0.95);
  });

  it('on the tuning set', async () => {
    const agreement = await measureThroughApi(server, readLabelledSet(TUNING_SET));
    logAgreement('API, jeu de réglage', agreement);
    expect(agreement.count).toBe(52);
    expect(agreement.goodShownAsPoor).toBe(0);
    expect(agreement.flagged).toBeLessThanOrEqual(0.25);
    expect(agreement.exact).toBeGreaterThanOrEqual(0.69);
    expect(agreement.withinOne).toBeGreaterThanOrEqual(0.86);
  });

  it('on the set kept aside', async () => {
    const agreement = await measureThroughApi(server, readLabelledSet(ASIDE_SET));
    logAgreement('API, jeu mis de côté', agreement);
    expect(agreement.count).toBe(36);
    expect(agreement.goodShownAsPoor).toBe(0);
    expect(agreement.flagged).toBeLessThanOrEqual(0.25);
    expect(agreement.exact).toBeGreaterThanOrEqual(0.58);
    expect(agreement.withinOne).toBeGreaterThanOrEqual(0.88);
  });
});
