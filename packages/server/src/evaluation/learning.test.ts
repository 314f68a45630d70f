import { describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { useLiveApp } from '../testing/live-app';
import { nextEvent } from '../testing/live-harness';
import { eventually as eventuallyOn, metaphorClass, METAPHOR, PARAPHRASE, SAME_IDEA, scoresOf as scoresOn, WRONG } from '../testing/metaphor-class';

describe.each(testDatabases)('the teacher’s grades teach the evaluator, on $name', (target) => {
  const live = useLiveApp(target);
  const scoresOf = (questionId: string) => scoresOn(live, questionId);
  const eventually = (questionId: string, done: Parameters<typeof eventuallyOn>[2]) => eventuallyOn(live, questionId, done);
  const openClass = (question: object = METAPHOR) => metaphorClass(live, question);

  it('a grade above the evaluator adds the answer’s new words to the accepted ideas, and the other answers are scored again live', async () => {
    const { client, questionId, first, second } = await openClass();
    const before = await scoresOf(questionId);
    const paraphraseScore = before.get(PARAPHRASE)!.concordanceScore!;
    const sameIdeaScore = before.get(SAME_IDEA)!.concordanceScore!;
    const wrongScore = before.get(WRONG)!.concordanceScore!;
    expect(paraphraseScore).toBeLessThan(70);

    const toStudent = nextEvent<{ response: { concordanceScore: number } }>(second.socket, 'answer-evaluated', (d) => d.response.concordanceScore > sameIdeaScore);
    const graded = await client.patch(`/api/evaluation/override/${questionId}/${first.id}`, { score: 85 });
    expect(graded.status).toBe(200);

    const question = await client.get(`/api/questions/${questionId}`);
    expect(question.json.question.acceptedIdeas).toMatch(/assimile/);
    expect(question.json.question.acceptedIdeas).toMatch(/directement/);

    expect((await toStudent).response.concordanceScore).toBeGreaterThan(sameIdeaScore);
    const after = await eventually(questionId, (rows) => rows.get(SAME_IDEA)!.concordanceScore! > sameIdeaScore);
    // The graded answer keeps the teacher's score; an answer without the words is unchanged.
    expect(after.get(PARAPHRASE)!.teacherScore).toBe(85);
    expect(after.get(WRONG)!.concordanceScore).toBe(wrongScore);
  });

  it('a grade at or below the evaluator teaches nothing', async () => {
    const { client, questionId, first, third } = await openClass();
    const before = await scoresOf(questionId);
    expect((await client.patch(`/api/evaluation/override/${questionId}/${first.id}`, { score: before.get(PARAPHRASE)!.concordanceScore! })).status).toBe(200);
    expect((await client.patch(`/api/evaluation/override/${questionId}/${third.id}`, { score: 0 })).status).toBe(200);
    expect((await client.get(`/api/questions/${questionId}`)).json.question.acceptedIdeas).toBe('');
  });

  it('a group graded above the evaluator teaches it too, and never overwrites another teacher grade', async () => {
    const { client, questionId, first, second } = await openClass();
    expect((await client.patch(`/api/evaluation/override/${questionId}/${second.id}`, { score: 40 })).status).toBe(200);
    const sameIdeaScore = (await scoresOf(questionId)).get(SAME_IDEA)!.concordanceScore!;
    const graded = await client.post(`/api/evaluation/groups/${questionId}`, { studentIds: [first.id], score: 90 });
    expect(graded.status).toBe(200);
    expect((await client.get(`/api/questions/${questionId}`)).json.question.acceptedIdeas).toMatch(/assimile/);
    // Joins the re-scoring the grade started (one evaluation per answer at a time), or runs it again.
    await live.server.evaluation.service.rescoreQuestion(questionId);
    const after = await scoresOf(questionId);
    expect(after.get(SAME_IDEA)!.teacherScore).toBe(40);
    expect(after.get(SAME_IDEA)!.concordanceScore).toBe(sameIdeaScore);
    expect(after.get(PARAPHRASE)!.teacherScore).toBe(90);
  });

  it('accepted ideas written in the question form are used by the evaluator', async () => {
    const { questionId } = await openClass({ ...METAPHOR, acceptedIdeas: 'compare deux éléments / assimile\nsans outil de comparaison / directement' });
    const scores = await scoresOf(questionId);
    expect(scores.get(PARAPHRASE)!.concordanceScore).toBeGreaterThanOrEqual(90);
    expect(scores.get(WRONG)!.concordanceScore).toBeLessThan(50);
  });
});
