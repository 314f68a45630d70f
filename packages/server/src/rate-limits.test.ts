import { describe, expect, it } from 'vitest';
import { AppError } from './domain/app-error';
import { budget, spentOnFailure } from './rate-limits';

const miss = () => Promise.reject(new AppError('session-not-found'));
const outcome = (attempt: Promise<unknown>) =>
  attempt.then(
    () => 'joined',
    (error: AppError) => error.code,
  );

describe('a budget only failures spend (code guesses, wrong passwords)', () => {
  it('is spent by misses, not by successes, per address, and opens again the next window', async () => {
    const guesses = budget('code-guesses-test', 2, undefined, 1);
    const tryAs = (address: string, attempt: () => Promise<unknown>) => outcome(spentOnFailure(guesses, address, 'session-not-found', attempt));
    for (let i = 0; i < 5; i++) expect(await tryAs('10.0.0.1', async () => 'ok')).toBe('joined');
    expect([await tryAs('10.0.0.1', miss), await tryAs('10.0.0.1', miss)]).toEqual(['session-not-found', 'session-not-found']);
    expect(await tryAs('10.0.0.1', async () => 'ok')).toBe('rate-limited');
    expect(await tryAs('10.0.0.2', async () => 'ok')).toBe('joined');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await tryAs('10.0.0.1', async () => 'ok')).toBe('joined');
  });

  it('lets no more guesses through than the budget when they arrive all at once', async () => {
    const guesses = budget('code-guesses-burst-test', 2);
    const slowMiss = () => new Promise((_, reject) => setTimeout(() => reject(new AppError('session-not-found')), 20));
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => outcome(spentOnFailure(guesses, '10.0.0.3', 'session-not-found', slowMiss))));
    expect(outcomes.filter((o) => o === 'session-not-found')).toHaveLength(2);
    expect(outcomes.filter((o) => o === 'rate-limited')).toHaveLength(8);
  });

  it('forgets the attempts it refused while others were in flight, once those succeed', async () => {
    const guesses = budget('code-guesses-in-flight-test', 2);
    let finish = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const slowJoin = () => finished.then(() => 'ok');
    const inFlight = [spentOnFailure(guesses, '10.0.0.5', 'session-not-found', slowJoin), spentOnFailure(guesses, '10.0.0.5', 'session-not-found', slowJoin)];
    for (let i = 0; i < 3; i++) expect(await outcome(spentOnFailure(guesses, '10.0.0.5', 'session-not-found', async () => 'ok'))).toBe('rate-limited');
    finish();
    await Promise.all(inFlight);
    expect(await outcome(spentOnFailure(guesses, '10.0.0.5', 'session-not-found', async () => 'ok'))).toBe('joined');
  });

  it('still runs, once spent, an attempt that proves it belongs, and a failure of another kind spends nothing', async () => {
    const guesses = budget('code-guesses-belongs-test', 1);
    expect(await outcome(spentOnFailure(guesses, '10.0.0.4', 'session-not-found', () => Promise.reject(new AppError('student-unauthenticated'))))).toBe('student-unauthenticated');
    expect(await outcome(spentOnFailure(guesses, '10.0.0.4', 'session-not-found', miss))).toBe('session-not-found');
    expect(await outcome(spentOnFailure(guesses, '10.0.0.4', 'session-not-found', async () => 'ok', async () => false))).toBe('rate-limited');
    expect(await outcome(spentOnFailure(guesses, '10.0.0.4', 'session-not-found', async () => 'ok', async () => true))).toBe('joined');
  });
});
