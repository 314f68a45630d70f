import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random secret for a cookie or a student token (256 bits, URL-safe). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored hashed, so a leaked database does not hand out live sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Whether `token` is the one whose hash was stored, compared in constant time. */
export function tokenMatches(tokenHash: string, token: string): boolean {
  const stored = Buffer.from(tokenHash);
  const given = Buffer.from(hashToken(token));
  return stored.length === given.length && timingSafeEqual(stored, given);
}
