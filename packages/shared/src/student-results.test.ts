import { describe, expect, it } from 'vitest';
import { quizAvailability } from './student-results';

describe('quizAvailability', () => {
  it('is open only while an autonomous session is active', () => {
    expect(quizAvailability({ status: 'active', isAutonomous: true })).toBe('open');
    expect(quizAvailability({ status: 'created', isAutonomous: true })).toBe('not-started');
    expect(quizAvailability({ status: 'paused', isAutonomous: true })).toBe('paused');
    expect(quizAvailability({ status: 'ended', isAutonomous: true })).toBe('ended');
  });

  it('sends a supervised session to the live page until it ends', () => {
    for (const status of ['created', 'active', 'paused'] as const) {
      expect(quizAvailability({ status, isAutonomous: false })).toBe('supervised');
    }
    expect(quizAvailability({ status: 'ended', isAutonomous: false })).toBe('ended');
  });
});
