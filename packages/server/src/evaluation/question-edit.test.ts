import { ACCEPTED_IDEAS_MAX } from '@ciar/shared/accepted-ideas';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { useLiveApp } from '../testing/live-app';
import { nextEvent } from '../testing/live-harness';
import { eventually, metaphorClass, METAPHOR, PARAPHRASE, SAME_IDEA, scoresOf, WRONG } from '../testing/metaphor-class';
import { evaluatorReadsItDifferently } from './rescore';

/** What the form sends for the question (PATCH /api/questions/{id}, decision 157). */
const ACCEPTED = 'compare deux éléments / assimile\nsans outil de comparaison / directement';

describe('what the evaluator reads of a saved question', () => {
  const open = { type: 'open_ended' as const, title: 'La métaphore', content: 'Qu’est-ce ?', proposition: 'Une figure de style.', acceptedIdeas: 'assimile / rapproche' };

  it('changes with its wording, model answer or accepted ideas', () => {
    expect(evaluatorReadsItDifferently(open, { ...open, acceptedIdeas: 'assimile / rapproche\ndirectement' })).toBe(true);
    expect(evaluatorReadsItDifferently(open, { ...open, proposition: 'Une image.' })).toBe(true);
    expect(evaluatorReadsItDifferently(open, { ...open, content: 'Qu’est-ce qu’une métaphore ?' })).toBe(true);
  });

  it('does not change with spacing or with another type than open', () => {
    expect(evaluatorReadsItDifferently(open, { ...open, acceptedIdeas: ' assimile/rapproche \n\n', proposition: ' Une figure de style. ' })).toBe(false);
    expect(evaluatorReadsItDifferently(open, { ...open, type: 'multiple_choice', proposition: null, acceptedIdeas: '' })).toBe(false);
  });
});

describe.each(testDatabases)('saving an open question, on $name', (target) => {
  const live = useLiveApp(target);

  it('with new accepted ideas scores every answer the teacher has not graded again, live', async () => {
    const { client, questionId, second, third } = await metaphorClass(live);
    const before = await scoresOf(live, questionId);
    const sameIdeaScore = before.get(SAME_IDEA)!.concordanceScore!;
    expect(before.get(PARAPHRASE)!.concordanceScore!).toBeLessThan(70);
    // Graded at the evaluator's own score: teaches nothing, and is the teacher's from now on.
    const wrong = before.get(WRONG)!;
    expect((await client.patch(`/api/evaluation/override/${questionId}/${third.id}`, { score: wrong.concordanceScore })).status).toBe(200);

    const toStudent = nextEvent<{ response: { concordanceScore: number } }>(second.socket, 'answer-evaluated', (d) => d.response.concordanceScore > sameIdeaScore);
    const saved = await client.patch(`/api/questions/${questionId}`, { ...METAPHOR, acceptedIdeas: ACCEPTED, acceptedIdeasBase: '' });
    expect(saved.status).toBe(200);
    expect(saved.json.question.acceptedIdeas).toBe(ACCEPTED);

    expect((await toStudent).response.concordanceScore).toBeGreaterThan(sameIdeaScore);
    const after = await eventually(live, questionId, (rows) => rows.get(PARAPHRASE)!.concordanceScore! >= 90 && rows.get(SAME_IDEA)!.concordanceScore! > sameIdeaScore);
    // The teacher's answer was not even evaluated again.
    expect(after.get(WRONG)!.evaluationTimestamp).toEqual(wrong.evaluationTimestamp);
    expect(after.get(WRONG)!.teacherScore).toBe(wrong.concordanceScore);
  });

  it('with a new model answer scores the answers again against it', async () => {
    const { client, questionId } = await metaphorClass(live);
    const before = (await scoresOf(live, questionId)).get(PARAPHRASE)!.concordanceScore!;
    const proposition = 'Une image qui assimile une chose à une autre directement, sans outil de comparaison.';
    expect((await client.patch(`/api/questions/${questionId}`, { ...METAPHOR, proposition })).status).toBe(200);
    const after = await eventually(live, questionId, (rows) => rows.get(PARAPHRASE)!.concordanceScore! > before);
    expect(after.get(PARAPHRASE)!.concordanceScore).toBeGreaterThanOrEqual(90);
  });

  it('keeps a line a grade taught while the form was open, and the lines the teacher deleted stay deleted', async () => {
    const { client, questionId, first } = await metaphorClass(live, { ...METAPHOR, acceptedIdeas: 'rapproche\ncompare' });
    // The form loads the question…
    const loaded = (await client.get(`/api/questions/${questionId}`)).json.question.acceptedIdeas as string;
    expect(loaded).toBe('rapproche\ncompare');
    // …a grade above the evaluator teaches a line meanwhile…
    expect((await client.patch(`/api/evaluation/override/${questionId}/${first.id}`, { score: 90 })).status).toBe(200);
    const learned = ((await client.get(`/api/questions/${questionId}`)).json.question.acceptedIdeas as string).split('\n').slice(2);
    expect(learned.join(' ')).toMatch(/assimile/);
    // …and the form is saved with one line deleted and one added.
    const saved = await client.patch(`/api/questions/${questionId}`, { ...METAPHOR, acceptedIdeas: 'rapproche\nidentifie', acceptedIdeasBase: loaded });
    expect(saved.status).toBe(200);
    expect(saved.json.question.acceptedIdeas).toBe(['rapproche', 'identifie', ...learned].join('\n'));
    // Without what the form loaded (another client of the API), the text is replaced as sent.
    const replaced = await client.patch(`/api/questions/${questionId}`, { ...METAPHOR, acceptedIdeas: 'rapproche' });
    expect(replaced.json.question.acceptedIdeas).toBe('rapproche');
    await live.server.evaluation.service.rescoreQuestion(questionId);
  });

  it('refuses, saving nothing, a save that with the lines learned meanwhile would be too long', async () => {
    const { client, questionId, first } = await metaphorClass(live);
    expect((await client.patch(`/api/evaluation/override/${questionId}/${first.id}`, { score: 90 })).status).toBe(200);
    const learned = (await client.get(`/api/questions/${questionId}`)).json.question.acceptedIdeas as string;
    expect(learned).not.toBe('');
    // Alone within the limit; with the learned line after it, one character beyond.
    const long = 'x'.repeat(ACCEPTED_IDEAS_MAX - learned.length);
    const saved = await client.patch(`/api/questions/${questionId}`, { ...METAPHOR, title: 'Autre titre', acceptedIdeas: long, acceptedIdeasBase: '' });
    expect(saved.status).toBe(409);
    expect(saved.json.code).toBe('accepted-ideas-too-long');
    const kept = (await client.get(`/api/questions/${questionId}`)).json.question;
    expect(kept.title).toBe(METAPHOR.title);
    expect(kept.acceptedIdeas).toBe(learned);
    await live.server.evaluation.service.rescoreQuestion(questionId);
  });
});
