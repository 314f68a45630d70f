import { createHash, randomBytes } from 'node:crypto';

/** A random secret for a cookie or a student token (256 bits, URL-safe). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored hashed, so a leaked database does not hand out live sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
