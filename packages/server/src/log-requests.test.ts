import { describe, expect, it } from 'vitest';
import { loggedUrl } from './log-requests';

const request = (url: string, pattern: string | undefined, params: Record<string, string>) =>
  ({ url, params, routeOptions: pattern === undefined ? undefined : { url: pattern } }) as unknown as Parameters<typeof loggedUrl>[0];

describe('the URL written to the access log', () => {
  it('replaces a student id, which holds the name, and keeps the rest', () => {
    expect(
      loggedUrl(request('/api/sessions/abc/student/ABC123_l%C3%A9a_martin/responses?x=1', '/api/sessions/:id/student/:studentId/responses', { id: 'abc', studentId: 'ABC123_léa_martin' })),
    ).toBe('/api/sessions/abc/student/[élève]/responses?x=1');
    expect(
      loggedUrl(request('/api/evaluation/override/q1/ABC123_tom', '/api/evaluation/override/:questionId/:studentId', { questionId: 'q1', studentId: 'ABC123_tom' })),
    ).toBe('/api/evaluation/override/q1/[élève]');
  });

  it('leaves URLs without a student id as they came', () => {
    expect(loggedUrl(request('/api/sessions/abc?x=%20', '/api/sessions/:id', { id: 'abc' }))).toBe('/api/sessions/abc?x=%20');
    expect(loggedUrl(request('/nulle/part', undefined, {}))).toBe('/nulle/part');
  });
});
