/**
 * Every rate limit of the app (login, registration, joins, code look-ups, code guesses over the
 * socket), counted per client address and minute by rate-limiter-flexible. With REDIS_URL the
 * counts live in Redis, so N processes allow what one does, not N times as much. When Redis is
 * not ready (never reached, or gone), each count falls back at once to this process's memory
 * (`rejectIfRedisNotReady` + `insuranceLimiter`): limits keep holding per process, no request
 * waits for Redis, and realtime/redis.ts logs the outage.
 */
import { ARRIVAL_WINDOW_MS, ARRIVALS_PER_WINDOW } from '@ciar/shared/constants';
import type { ErrorCode } from '@ciar/shared/errors';
import { AppError, isAppError } from './domain/app-error';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RedisClient } from './realtime/redis';

export interface Budget {
  /** Spends one attempt; false once this minute's attempts are spent. */
  spend(key: string): Promise<boolean>;
  /** Gives back an attempt spent by a request that turned out not to count. */
  refund(key: string): Promise<void>;
}

export interface RateLimits {
  login: Budget;
  register: Budget;
  /**
   * Rejoin requests to the teacher, whatever their outcome: JOINS_PER_MISS times
   * JOIN_RATE_LIMIT. Joins themselves are paced per session instead (`arrivals`).
   */
  join: Budget;
  /**
   * Unknown session codes tried by REST, at a join or a look-up: JOIN_RATE_LIMIT. Only a miss
   * spends it; once spent, every join and look-up from the address is refused, real codes
   * included, so guessing learns nothing more.
   */
  codeMisses: Budget;
  /** Unknown codes tried over the socket (realtime/code-guesses.ts). */
  codeGuesses: Budget;
  /** Wrong personal rejoin codes (decision 105): a tenth of JOIN_RATE_LIMIT. */
  rejoinCodes: Budget;
  /**
   * New names per session (keyed on its code), whatever their addresses: a session is
   * protected on its own, and a flood of one never touches another class (decision 262).
   */
  arrivals: Budget;
}

/**
 * Runs `attempt` holding one point of `budget` for `key`, and gives it back unless the attempt
 * failed with the error `failure` (an unknown code, a wrong password): only those spend it, and attempts
 * sent all at once cannot outrun it (checking first and counting after let a thousand
 * concurrent guesses through). With no point left it is refused with `rate-limited`, unless
 * `belongs` proves the attempt is no guess; it then runs without a point.
 */
export async function spentOnFailure<T>(
  budget: Budget,
  key: string,
  failure: ErrorCode,
  attempt: () => Promise<T>,
  belongs?: () => Promise<boolean>,
): Promise<T> {
  const held = await budget.spend(key);
  if (!held) {
    // The limiter counts a refused attempt all the same: given back, the budget keeps saying
    // how many guesses failed, and a moment with more attempts in flight than the budget
    // (a lecture hall's burst) does not keep the address refused for the rest of the minute.
    await budget.refund(key);
    if (!(await belongs?.())) throw new AppError('rate-limited');
  }
  let failed = false;
  try {
    return await attempt();
  } catch (error) {
    failed = isAppError(error) && error.code === failure;
    throw error;
  } finally {
    if (held && !failed) await budget.refund(key);
  }
}

/**
 * Joins an address may make for each unknown code it may try. A class shares its school's
 * address: 500 students arriving within 10 s at the start of a lecture (decision 201) spent a
 * budget of 300 joins, and the last 200 waited a minute. Misses, not joins, are what guessing
 * looks like.
 */
const JOINS_PER_MISS = 10;

/**
 * Wrong rejoin codes an address may try per minute: a tenth of JOIN_RATE_LIMIT. A class
 * sharing one address never mistypes that many; a guesser of six digits needs days (decision 105).
 */
export function wrongRejoinCodesPerMinute(joinRateLimit: number): number {
  return Math.max(1, Math.floor(joinRateLimit / 10));
}

export function budget(name: string, points: number, redis?: RedisClient, durationSeconds = 60): Budget {
  const memory = new RateLimiterMemory({ points, duration: durationSeconds, keyPrefix: name });
  const limiter: RateLimiterAbstract = redis
    ? new RateLimiterRedis({
        storeClient: redis,
        useRedisPackage: true,
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
        points,
        duration: durationSeconds,
        keyPrefix: `ciar:rl:${name}`,
      })
    : memory;
  return {
    async spend(key) {
      try {
        await limiter.consume(key);
        return true;
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return false;
        throw refusal;
      }
    },
    async refund(key) {
      // Best effort: an attempt not given back only makes the limit stricter for a minute.
      await limiter.reward(key).catch(() => undefined);
    },
  };
}

export function createRateLimits(options: {
  authRateLimit: number;
  joinRateLimit: number;
  arrivalsPer10s?: number | undefined;
  redis?: RedisClient | undefined;
}): RateLimits {
  const { authRateLimit, joinRateLimit, arrivalsPer10s = ARRIVALS_PER_WINDOW, redis } = options;
  return {
    login: budget('login', authRateLimit, redis),
    register: budget('register', authRateLimit, redis),
    join: budget('join', JOINS_PER_MISS * joinRateLimit, redis),
    codeMisses: budget('code-misses', joinRateLimit, redis),
    codeGuesses: budget('code-guesses', joinRateLimit, redis),
    rejoinCodes: budget('rejoin-codes', wrongRejoinCodesPerMinute(joinRateLimit), redis),
    arrivals: budget('arrivals', arrivalsPer10s, redis, ARRIVAL_WINDOW_MS / 1000),
  };
}
