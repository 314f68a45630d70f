import { describe, expect, it } from 'vitest';
import { latestResponsesByQuestion } from './latest-responses';
import type { StatsResponse } from './latest-responses';

const response = (over: Partial<StatsResponse>): StatsResponse => ({
  questionId: 'q1',
  studentId: 's1',
  studentName: 'Alice',
  answer: '0',
  timestamp: '2024-03-01T10:00:00.000Z',
  concordanceScore: null,
  teacherScore: null,
  ...over,
});

describe('latestResponsesByQuestion', () => {
  it('keeps one response per question and student, the latest', () => {
    const grouped = latestResponsesByQuestion([
      response({ answer: '2', timestamp: '2024-03-01T10:00:05.000Z' }),
      response({ answer: '1', timestamp: '2024-03-01T10:00:09.000Z' }),
      response({ answer: '0', timestamp: '2024-03-01T10:00:01.000Z' }),
      response({ studentId: 's2', answer: '3' }),
      response({ questionId: 'q2', answer: '4' }),
    ]);
    expect(grouped.get('q1')?.get('s1')?.answer).toBe('1');
    expect(grouped.get('q1')?.get('s2')?.answer).toBe('3');
    expect(grouped.get('q2')?.get('s1')?.answer).toBe('4');
    expect(grouped.get('q1')?.size).toBe(2);
  });

  it('accepts Date timestamps as well as ISO strings', () => {
    const grouped = latestResponsesByQuestion([
      response({ answer: 'new', timestamp: new Date('2024-03-01T10:00:09.000Z') }),
      response({ answer: 'old', timestamp: '2024-03-01T10:00:01.000Z' }),
    ]);
    expect(grouped.get('q1')?.get('s1')?.answer).toBe('new');
  });

  it('prefers any dated response over one with an unreadable timestamp', () => {
    const grouped = latestResponsesByQuestion([
      response({ answer: 'dated', timestamp: '2024-03-01T10:00:00.000Z' }),
      response({ answer: 'undated', timestamp: 'garbage' }),
    ]);
    expect(grouped.get('q1')?.get('s1')?.answer).toBe('dated');
  });

  it('settles equal timestamps the same way whatever the input order', () => {
    const a = response({ answer: '1' });
    const b = response({ answer: '2' });
    expect(latestResponsesByQuestion([a, b]).get('q1')?.get('s1')).toBe(b);
    expect(latestResponsesByQuestion([b, a]).get('q1')?.get('s1')).toBe(b);
  });
});
