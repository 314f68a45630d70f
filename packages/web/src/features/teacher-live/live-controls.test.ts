import { describe, expect, it } from 'vitest';
import { liveControls } from './live-controls';

const questions = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

describe('liveControls', () => {
  it('offers start only before the session starts, and next only while it is active', () => {
    expect(liveControls('created', questions, null)).toEqual({
      start: true,
      next: { enabled: false, questionId: 'a', message: null },
      pause: false,
      resume: false,
      stop: false,
    });
    expect(liveControls('active', questions, null).next).toEqual({ enabled: true, questionId: 'a', message: null });
    expect(liveControls('paused', questions, 'a').next.enabled).toBe(false);
    expect(liveControls('ended', questions, 'a').next.enabled).toBe(false);
  });

  it('moves to the question after the active one, and says when there is none', () => {
    expect(liveControls('active', questions, 'a').next.questionId).toBe('b');
    expect(liveControls('active', questions, 'c').next).toEqual({
      enabled: false,
      questionId: null,
      message: 'Aucune question suivante disponible',
    });
    expect(liveControls('active', [], null).next).toEqual({ enabled: false, questionId: null, message: 'Aucune question disponible' });
  });

  it('shows pause and stop only once the last question is on screen while active; resume while paused', () => {
    expect(liveControls('active', questions, 'b')).toMatchObject({ pause: false, stop: false, resume: false });
    expect(liveControls('active', questions, 'c')).toMatchObject({ pause: true, stop: true, resume: false });
    expect(liveControls('paused', questions, 'c')).toMatchObject({ pause: false, stop: false, resume: true });
    expect(liveControls('ended', questions, 'c')).toMatchObject({ start: false, pause: false, stop: false, resume: false });
  });
});
