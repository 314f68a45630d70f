import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUTO_SUBMIT_ANSWER } from './constants';
import type { StatsResponse } from './latest-responses';
import { compareRanking, performanceOf, ranking } from './ranking';
import type { RankedStudent, RankingKey, RankingQuestion } from './ranking';

const mcq = (id: string): RankingQuestion => ({ id, type: 'multiple_choice', correctAnswer: '1' });
const open = (id: string): RankingQuestion => ({ id, type: 'open_ended', correctAnswer: '' });
const rating = (id: string): RankingQuestion => ({ id, type: 'rating', correctAnswer: '' });
const poll = (id: string): RankingQuestion => ({ id, type: 'true_false', correctAnswer: '' });

const at = (second: number) => new Date(Date.UTC(2024, 2, 1, 10) + second * 1000).toISOString();
const answer = (
  questionId: string,
  studentId: string,
  text: string,
  over: Partial<StatsResponse> = {},
): StatsResponse => ({
  questionId,
  studentId,
  studentName: studentId.charAt(0).toUpperCase() + studentId.slice(1),
  answer: text,
  timestamp: at(0),
  concordanceScore: null,
  teacherScore: null,
  ...over,
});

const byId = (rows: RankedStudent[]) => Object.fromEntries(rows.map((r) => [r.studentId, r]));
const sign = (n: number) => (n > 0 ? 1 : n < 0 ? -1 : 0);

describe('ranking — examples', () => {
  it("counts each student's latest answer per question", () => {
    const rows = ranking(
      [mcq('q1')],
      [
        answer('q1', 'alice', '0', { timestamp: at(1) }),
        answer('q1', 'alice', '1', { timestamp: at(5) }),
        answer('q1', 'bob', '1', { timestamp: at(5) }),
        answer('q1', 'bob', '0', { timestamp: at(9) }),
      ],
    );
    expect(byId(rows).alice).toMatchObject({ totalResponses: 1, correctResponses: 1, accuracyRate: 100, rank: 1 });
    expect(byId(rows).bob).toMatchObject({ totalResponses: 1, correctResponses: 0, accuracyRate: 0, rank: 2 });
  });

  it('counts an open answer as correct from 50, with a teacher score overriding', () => {
    const rows = byId(
      ranking(
        [open('q1')],
        [
          answer('q1', 'alice', 'texte', { concordanceScore: 50 }),
          answer('q1', 'bob', 'texte', { concordanceScore: 49 }),
          answer('q1', 'carol', 'texte', { concordanceScore: 49, teacherScore: 50 }),
          answer('q1', 'dan', 'texte'),
        ],
      ),
    );
    expect(rows.alice).toMatchObject({ correctResponses: 1, accuracyRate: 100, openEvaluated: 1, openAverage: 50 });
    expect(rows.bob).toMatchObject({ correctResponses: 0, accuracyRate: 0, openEvaluated: 1, openAverage: 49 });
    expect(rows.carol).toMatchObject({ correctResponses: 1, openAverage: 50 });
    expect(rows.dan).toMatchObject({ correctResponses: 0, accuracyRate: 0, openEvaluated: 0, openAverage: null });
  });

  it('computes participation over all questions and accuracy over gradable answers only', () => {
    const rows = byId(
      ranking(
        [mcq('q1'), mcq('q2'), rating('q3'), poll('q4')],
        [answer('q1', 'alice', '1'), answer('q2', 'alice', '0'), answer('q3', 'alice', '4'), answer('q4', 'alice', '0')],
      ),
    );
    expect(rows.alice).toMatchObject({
      totalResponses: 4,
      correctResponses: 1,
      participationRate: 100,
      accuracyRate: 50,
      performance: 'red',
    });
  });

  it('counts an auto-submitted answer as a wrong response but not as participation', () => {
    const rows = byId(
      ranking(
        [mcq('q1'), open('q2'), mcq('q3')],
        [answer('q1', 'alice', AUTO_SUBMIT_ANSWER), answer('q2', 'alice', AUTO_SUBMIT_ANSWER), answer('q3', 'alice', '1')],
      ),
    );
    expect(rows.alice).toMatchObject({
      totalResponses: 3,
      correctResponses: 1,
      participationRate: 33.3,
      accuracyRate: 33.3,
      openEvaluated: 1,
      openAverage: 0,
    });
  });

  it('ranks by accuracy, then participation, then total responses', () => {
    const questions = [mcq('q1'), mcq('q2'), mcq('q3'), mcq('q4')];
    const rows = ranking(questions, [
      // carol: 1/1 correct, 1 question: accuracy 100, participation 25
      answer('q1', 'carol', '1'),
      // alice: 2/2 correct: accuracy 100, participation 50
      answer('q1', 'alice', '1'),
      answer('q2', 'alice', '1'),
      // bob: 1/2: accuracy 50, participation 50
      answer('q1', 'bob', '1'),
      answer('q2', 'bob', '0'),
      // dan: 1/2 (one timed out): accuracy 50, participation 25, 2 responses
      answer('q1', 'dan', '1'),
      answer('q2', 'dan', AUTO_SUBMIT_ANSWER),
      // eve: accuracy 50, participation 25, 2 responses — same as dan: name decides
      answer('q1', 'eve', AUTO_SUBMIT_ANSWER),
      answer('q3', 'eve', '1'),
    ]);
    expect(rows.map((r) => r.studentId)).toEqual(['alice', 'carol', 'bob', 'dan', 'eve']);
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(rows.map((r) => r.medal)).toEqual(['gold', 'silver', 'bronze', null, null]);
  });

  it('treats accuracies equal to the tenth as tied, and a tenth apart as different', () => {
    const key = (studentId: string, accuracyRate: number, participationRate: number): RankingKey => ({
      studentId,
      studentName: studentId,
      accuracyRate,
      participationRate,
      totalResponses: 1,
    });
    // 66.66 and 66.7 round to the same tenth: participation decides.
    expect(compareRanking(key('a', 66.66, 10), key('b', 66.7, 90))).toBeGreaterThan(0);
    // 66.6 and 66.7 differ by a tenth: accuracy decides.
    expect(compareRanking(key('a', 66.6, 90), key('b', 66.7, 10))).toBeGreaterThan(0);
  });

  it('lists participants who never answered, last, with zeros', () => {
    const rows = ranking(
      [mcq('q1')],
      [answer('q1', 'alice', '0', { studentName: 'alice' })],
      [
        { studentId: 'zoe', studentName: 'Zoé' },
        { studentId: 'alice', studentName: 'Alice' },
      ],
    );
    expect(rows).toEqual([
      {
        rank: 1,
        studentId: 'alice',
        studentName: 'Alice',
        totalResponses: 1,
        correctResponses: 0,
        participationRate: 100,
        accuracyRate: 0,
        openEvaluated: 0,
        openAverage: null,
        medal: 'gold',
        performance: 'red',
      },
      {
        rank: 2,
        studentId: 'zoe',
        studentName: 'Zoé',
        totalResponses: 0,
        correctResponses: 0,
        participationRate: 0,
        accuracyRate: 0,
        openEvaluated: 0,
        openAverage: null,
        medal: 'silver',
        performance: 'red',
      },
    ]);
  });

  it('orders tied names in French alphabetical order', () => {
    const rows = ranking(
      [mcq('q1')],
      ['Zoé', 'émile', 'Éric', 'Eva', 'alain'].map((name) => answer('q1', name.toLowerCase(), '1', { studentName: name })),
    );
    expect(rows.map((r) => r.studentName)).toEqual(['alain', 'émile', 'Éric', 'Eva', 'Zoé']);
  });

  it('ignores responses to questions no longer in the session', () => {
    expect(ranking([mcq('q1')], [answer('gone', 'alice', '1')])).toEqual([]);
  });
});

describe('performanceOf', () => {
  it('is green at 80 or more, yellow at 60 or more, otherwise red', () => {
    expect(performanceOf(100)).toBe('green');
    expect(performanceOf(80)).toBe('green');
    expect(performanceOf(79.9)).toBe('yellow');
    expect(performanceOf(60)).toBe('yellow');
    expect(performanceOf(59.9)).toBe('red');
    expect(performanceOf(0)).toBe('red');
  });
});

// ——— Properties ———

const rate = fc.oneof(
  fc.integer({ min: 0, max: 1000 }).map((tenths) => tenths / 10),
  fc.double({ min: 0, max: 100, noNaN: true }),
  // Clustered values around one tenth, where a "within 0.1" comparator breaks down.
  fc.constantFrom(10, 10.04, 10.05, 10.08, 10.1, 10.16),
);
const name = fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('Émile', 'emile', 'Zoé', 'zoe', 'Ève', 'שרה', '😀'));
const keys = (min: number) =>
  fc.uniqueArray(
    fc.record({
      studentId: fc.string({ maxLength: 4 }),
      studentName: name,
      accuracyRate: rate,
      participationRate: rate,
      totalResponses: fc.integer({ min: 0, max: 5 }),
    }),
    { selector: (k) => k.studentId, minLength: min, maxLength: min + 5 },
  );

describe('compareRanking — a total order', () => {
  it('is antisymmetric and equal only for the same student', () => {
    fc.assert(
      fc.property(keys(2), ([a, b]) => {
        expect(sign(compareRanking(a!, b!))).toBe(-sign(compareRanking(b!, a!)));
        expect(compareRanking(a!, b!)).not.toBe(0);
        expect(compareRanking(a!, a!)).toBe(0);
      }),
    );
  });

  it('is transitive', () => {
    fc.assert(
      fc.property(keys(3), ([a, b, c]) => {
        // Every arrangement of the three, so that a cycle a < b < c < a cannot hide.
        for (const [x, y, z] of [[a!, b!, c!], [a!, c!, b!], [b!, a!, c!], [b!, c!, a!], [c!, a!, b!], [c!, b!, a!]] as const) {
          if (compareRanking(x, y) < 0 && compareRanking(y, z) < 0) expect(compareRanking(x, z)).toBeLessThan(0);
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it('has no cycle where rates within 0.1 of each other chain up', () => {
    // Less than 0.1 apart pairwise but 0.16 apart end to end, participation reversed.
    const a = { studentId: 'a', studentName: 'A', accuracyRate: 10, participationRate: 90, totalResponses: 1 };
    const b = { studentId: 'b', studentName: 'B', accuracyRate: 10.08, participationRate: 50, totalResponses: 1 };
    const c = { studentId: 'c', studentName: 'C', accuracyRate: 10.16, participationRate: 10, totalResponses: 1 };
    const before = (x: RankingKey, y: RankingKey) => compareRanking(x, y) < 0;
    expect(before(a, b) && before(b, c) && before(c, a)).toBe(false);
    expect([a, b, c].sort(compareRanking)).toEqual([c, b, a].sort(compareRanking));
  });

  it('sorts any list to the same order whatever its starting order', () => {
    fc.assert(
      fc.property(
        keys(1).chain((list) => fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length }))),
        ([list, shuffled]) => {
          expect([...shuffled].sort(compareRanking)).toEqual([...list].sort(compareRanking));
        },
      ),
    );
  });
});

const QUESTIONS: RankingQuestion[] = [mcq('q1'), poll('q2'), open('q3'), rating('q4'), mcq('q5')];
const STUDENTS = ['ana', 'bruno', 'chloé', 'dylan', 'éva', 'farid'];
const responseArb = fc.record({
  questionId: fc.constantFrom(...QUESTIONS.map((q) => q.id), 'deleted'),
  studentId: fc.constantFrom(...STUDENTS),
  answer: fc.constantFrom('0', '1', '2', '4', 'texte', AUTO_SUBMIT_ANSWER),
  timestamp: fc.integer({ min: 0, max: 20 }).map(at),
  concordanceScore: fc.option(fc.integer({ min: 0, max: 100 })),
  teacherScore: fc.option(fc.integer({ min: 0, max: 100 }), { freq: 4 }),
}).map((r): StatsResponse => ({ ...r, studentName: r.studentId.toUpperCase() }));

const responsesAndShuffle = fc
  .array(responseArb, { maxLength: 60 })
  .chain((responses) =>
    fc.tuple(fc.constant(responses), fc.shuffledSubarray(responses, { minLength: responses.length })),
  );

describe('ranking — properties', () => {
  it('does not depend on the order of the responses', () => {
    fc.assert(
      fc.property(responsesAndShuffle, ([responses, shuffled]) => {
        expect(ranking(QUESTIONS, shuffled)).toEqual(ranking(QUESTIONS, responses));
      }),
    );
  });

  it('obeys each tie-break between neighbours', () => {
    fc.assert(
      fc.property(fc.array(responseArb, { maxLength: 60 }), (responses) => {
        const rows = ranking(QUESTIONS, responses);
        for (let i = 1; i < rows.length; i++) {
          const [above, below] = [rows[i - 1]!, rows[i]!];
          expect(above.accuracyRate).toBeGreaterThanOrEqual(below.accuracyRate);
          if (above.accuracyRate !== below.accuracyRate) continue;
          expect(above.participationRate).toBeGreaterThanOrEqual(below.participationRate);
          if (above.participationRate !== below.participationRate) continue;
          expect(above.totalResponses).toBeGreaterThanOrEqual(below.totalResponses);
          if (above.totalResponses !== below.totalResponses) continue;
          expect(above.studentName.localeCompare(below.studentName, 'fr')).toBeLessThanOrEqual(0);
        }
      }),
    );
  });

  it('numbers ranks 1 to n and gives medals to ranks 1 to 3 only', () => {
    fc.assert(
      fc.property(fc.array(responseArb, { maxLength: 60 }), (responses) => {
        const rows = ranking(QUESTIONS, responses);
        expect(rows.map((r) => r.rank)).toEqual(rows.map((_, i) => i + 1));
        for (const row of rows) {
          expect(row.medal).toBe(row.rank === 1 ? 'gold' : row.rank === 2 ? 'silver' : row.rank === 3 ? 'bronze' : null);
        }
        const answered = new Set(responses.filter((r) => r.questionId !== 'deleted').map((r) => r.studentId));
        expect(new Set(rows.map((r) => r.studentId))).toEqual(answered);
      }),
    );
  });

  it('keeps every figure within its bounds', () => {
    fc.assert(
      fc.property(fc.array(responseArb, { maxLength: 60 }), (responses) => {
        for (const row of ranking(QUESTIONS, responses)) {
          expect(row.totalResponses).toBeLessThanOrEqual(QUESTIONS.length);
          expect(row.correctResponses).toBeLessThanOrEqual(row.totalResponses);
          expect(row.participationRate).toBeGreaterThanOrEqual(0);
          expect(row.participationRate).toBeLessThanOrEqual(100);
          expect(row.accuracyRate).toBeGreaterThanOrEqual(0);
          expect(row.accuracyRate).toBeLessThanOrEqual(100);
          expect(row.performance).toBe(performanceOf(row.accuracyRate));
        }
      }),
    );
  });
});

describe('ranking with answers flagged for review', () => {
  it('counts a flagged open answer neither correct nor wrong until the teacher grades it', () => {
    const flagged = ranking([open('q1'), mcq('q2')], [
      answer('q1', 'ana', 'Une paraphrase', { concordanceScore: 10, needsReview: true }),
      answer('q2', 'ana', '1'),
    ]);
    expect(flagged[0]).toMatchObject({ accuracyRate: 100, correctResponses: 1, openEvaluated: 0 });
    const graded = ranking([open('q1'), mcq('q2')], [
      answer('q1', 'ana', 'Une paraphrase', { concordanceScore: 10, needsReview: true, teacherScore: 40 }),
      answer('q2', 'ana', '1'),
    ]);
    expect(graded[0]).toMatchObject({ accuracyRate: 50, correctResponses: 1, openEvaluated: 1, openAverage: 40 });
  });
});

