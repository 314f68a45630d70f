import { afterEach, describe, expect, it, vi } from 'vitest';
import { responses } from '../storage/schema';
import { testDatabases } from '../testing/databases';
import { classWithQuestions } from '../testing/evaluation-harness';
import { OPEN_QUESTION } from '../testing/live-harness';
import { startTestApp } from '../testing/test-app';
import { clusterAnswers, type AnswerTexts } from './answer-groups';
import { createFrenchEvaluator } from './french/french-evaluator';
import { createGroupsWarmer, GROUPS_MADE_AHEAD_FROM } from './groups-warmer';

describe('groups made ahead', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('clusters a question once its scores have stopped for a moment, at most once every few seconds, and no more once stopped', () => {
    vi.useFakeTimers();
    const warmed: Array<[string, number]> = [];
    const warmer = createGroupsWarmer({ warm: async (questionId) => void warmed.push([questionId, Date.now()]), quietMs: 300, everyMs: 5_000 });
    const start = Date.now();
    // A burst of scores for two seconds: nothing until it stops.
    for (let i = 0; i < 200; i++) {
      warmer.touch('q1');
      vi.advanceTimersByTime(10);
    }
    expect(warmed).toEqual([]);
    vi.advanceTimersByTime(300);
    expect(warmed).toEqual([['q1', start + 2_290]]);
    // A few more a second later: clustered again five seconds after the last time, not before.
    vi.advanceTimersByTime(1_000);
    warmer.touch('q1');
    warmer.touch('q2');
    vi.advanceTimersByTime(300);
    expect(warmed).toEqual([
      ['q1', start + 2_290],
      ['q2', start + 3_600],
    ]);
    vi.advanceTimersByTime(4_000);
    expect(warmed.at(-1)).toEqual(['q1', start + 7_290]);
    warmer.touch('q1');
    warmer.stop();
    vi.advanceTimersByTime(10_000);
    expect(warmed).toHaveLength(3);
  });
});

describe.each(testDatabases)('groups made ahead in the app on $name', (target) => {
  it(`has a lecture hall's groups clustered once its answers are scored, before anyone asks`, async () => {
    let clusterings = 0;
    const evaluator = {
      ...createFrenchEvaluator(),
      async clusterAnswers(texts: AnswerTexts) {
        clusterings += 1;
        return clusterAnswers(texts);
      },
    };
    const server = await startTestApp(await target.open(), {}, 50, { evaluator });
    try {
      const { client, session, questionIds } = await classWithQuestions(server.url, [OPEN_QUESTION]);
      const questionId = questionIds[0]!;
      const texts = ['La plante utilise la lumière.', 'Elle respire.', 'Je ne sais pas.'];
      // Written straight to the database, then found by a sweep and scored.
      await server.database.db.insert(responses).values(
        Array.from({ length: GROUPS_MADE_AHEAD_FROM }, (_, i) => ({ questionId, sessionId: session.id, studentId: `s${i}`, studentName: `Élève ${i}`, answer: texts[i % 3]! })),
      );
      server.evaluation.queue.sweep();
      await expect.poll(() => clusterings, { timeout: 10_000 }).toBe(1);
      // The view finds them made.
      const listed = await client.get(`/api/evaluation/groups/${questionId}`);
      expect((listed.json.groups as Array<{ size: number }>).map((g) => g.size)).toEqual([67, 67, 66]);
      expect(clusterings).toBe(1);
    } finally {
      await server.close();
      await server.database.close();
    }
  });
});
