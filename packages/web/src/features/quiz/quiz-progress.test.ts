import { describe, expect, it } from 'vitest';
import { answeredCount, firstUnanswered, nextUnanswered } from './quiz-progress';

const questions = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }];

describe('self-paced progress', () => {
  it('starts at the first question the student has not answered', () => {
    expect(firstUnanswered(questions, new Set())).toBe('a');
    expect(firstUnanswered(questions, new Set(['a', 'c']))).toBe('b');
    expect(firstUnanswered(questions, new Set(['a', 'b', 'c', 'd']))).toBeNull();
  });

  it('moves on to the next unanswered question, then back to one left behind', () => {
    expect(nextUnanswered(questions, new Set(['a', 'b']), 'b')).toBe('c');
    expect(nextUnanswered(questions, new Set(['b', 'c', 'd']), 'd')).toBe('a');
    expect(nextUnanswered(questions, new Set(['a', 'b', 'c', 'd']), 'd')).toBeNull();
  });

  it('counts only this quiz’s questions', () => {
    expect(answeredCount(questions, new Set(['a', 'zz']))).toBe(1);
  });
});
