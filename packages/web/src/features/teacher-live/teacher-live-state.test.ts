import type { LiveQuestionStats, SessionSnapshot } from '@ciar/shared/events';
import { describe, expect, it } from 'vitest';
import { makeQuestion } from '../../testing/fixtures';
import { initialTeacherLiveState, teacherLiveReducer, type TeacherLiveAction } from './teacher-live-state';

const q1 = makeQuestion({ id: 'q1', isActive: true, activatedAt: '2026-11-21T10:00:00.000Z' });
const q2 = makeQuestion({ id: 'q2' });

function snapshot(current: typeof q1 | null, activationSeq = 1): SessionSnapshot {
  return {
    session: { id: 's1', code: 'ABC234', name: 'Histoire', status: 'active', participantsCount: 2, isAutonomous: false, disableTimer: false },
    current: current && { question: current, response: null, feedback: null },
    serverNow: '2026-11-21T10:00:30.000Z',
    activationSeq,
  };
}

function stats(questionId: string, responsesCount: number, participantsCount = 4): LiveQuestionStats {
  return { questionId, responsesCount, counts: { '1': responsesCount }, openAnswers: [], needsReviewCount: 0, participantsCount };
}

const run = (...actions: TeacherLiveAction[]) => actions.reduce(teacherLiveReducer, initialTeacherLiveState);

describe('teacherLiveReducer', () => {
  it('keeps the counts pushed just before the join acknowledgement, for the same question', () => {
    const state = run(
      { type: 'stats', stats: stats('q1', 3) },
      { type: 'snapshot', snapshot: snapshot(q1), receivedAt: Date.parse('2026-11-21T10:00:29.000Z') },
    );
    expect(state).toMatchObject({ question: { id: 'q1' }, stats: { responsesCount: 3 }, clockOffsetMs: 1_000 });
    expect(run({ type: 'stats', stats: stats('q9', 3) }, { type: 'snapshot', snapshot: snapshot(q1), receivedAt: 0 }).stats).toBeNull();
  });

  it('starts a newly activated question without the previous one’s counts, and ignores stale counts', () => {
    const state = run(
      { type: 'snapshot', snapshot: snapshot(q1), receivedAt: 0 },
      { type: 'stats', stats: stats('q1', 3) },
      { type: 'question-activated', question: q2, activatedAt: '2026-11-21T10:01:00.000Z', serverNow: '2026-11-21T10:01:00.000Z', activationSeq: 2, receivedAt: 0 },
    );
    expect(state.question).toMatchObject({ id: 'q2', isActive: true, activatedAt: '2026-11-21T10:01:00.000Z' });
    expect(state.stats).toBeNull();
    expect(teacherLiveReducer(state, { type: 'stats', stats: stats('q1', 5) })).toBe(state);
    expect(teacherLiveReducer(state, { type: 'stats', stats: stats('q2', 1, 6) })).toMatchObject({
      stats: { responsesCount: 1 },
      session: { participantsCount: 6 },
    });
  });

  it('follows status, settings, participants and a closed question', () => {
    const state = run(
      { type: 'snapshot', snapshot: snapshot(q1), receivedAt: 0 },
      { type: 'status', status: 'paused' },
      { type: 'settings', isAutonomous: false, disableTimer: true },
      { type: 'participants', count: 9 },
      { type: 'question-deactivated', activationSeq: 2 },
    );
    expect(state.session).toMatchObject({ status: 'paused', disableTimer: true, participantsCount: 9 });
    expect(state.question).toBeNull();
  });

  it('never lets an older activation, deactivation or snapshot replace a newer one', () => {
    const activated = (question: typeof q1, activationSeq: number): TeacherLiveAction =>
      ({ type: 'question-activated', question, activatedAt: null, serverNow: '2026-11-21T10:01:00.000Z', activationSeq, receivedAt: 0 });
    const state = run({ type: 'snapshot', snapshot: snapshot(q1), receivedAt: 0 }, activated(q2, 7), activated(q1, 6));
    expect(state).toMatchObject({ question: { id: 'q2' }, activationSeq: 7 });
    expect(teacherLiveReducer(state, { type: 'question-deactivated', activationSeq: 6 })).toBe(state);
    expect(teacherLiveReducer(state, { type: 'snapshot', snapshot: snapshot(q1, 6), receivedAt: 0 }).question?.id).toBe('q2');
    expect(teacherLiveReducer(state, { type: 'snapshot', snapshot: snapshot(q1, 8), receivedAt: 0 }).question?.id).toBe('q1');
  });

  it('takes the saved question and its counts together when a save of the question on screen changed answers', () => {
    const state = run({ type: 'snapshot', snapshot: snapshot(q1), receivedAt: 0 }, { type: 'stats', stats: stats('q1', 3) });
    const saved = { ...q1, options: q1.options.slice(0, 1) };
    const edited = teacherLiveReducer(state, {
      type: 'question-activated',
      question: saved,
      activatedAt: q1.activatedAt,
      serverNow: '2026-11-21T10:00:40.000Z',
      activationSeq: 1,
      receivedAt: 0,
      stats: { ...stats('q1', 1), counts: { '0': 1 } },
    });
    expect(edited).toMatchObject({ question: { options: saved.options }, stats: { responsesCount: 1, counts: { '0': 1 } } });
  });
});
