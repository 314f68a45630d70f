/**
 * Session codes: what students type to join, so short, uppercase and free of look-alike
 * characters. Drawn from the operating system's cryptographic generator so that codes
 * cannot be predicted from one another; uniqueness is the database's constraint.
 */
import { randomInt } from 'node:crypto';
import { SESSION_CODE_ALPHABET, SESSION_CODE_LENGTH } from '@ciar/shared/constants';
import { isUniqueViolation } from './db-errors';

export function generateSessionCode(): string {
  let code = '';
  for (let i = 0; i < SESSION_CODE_LENGTH; i++) code += SESSION_CODE_ALPHABET[randomInt(SESSION_CODE_ALPHABET.length)];
  return code;
}

const CODE_PATTERN = new RegExp(`^[${SESSION_CODE_ALPHABET}]{${SESSION_CODE_LENGTH}}$`);

/** Whether a (normalised) code could have been issued; anything else is looked up for nothing. */
export function isWellFormedSessionCode(code: string): boolean {
  return CODE_PATTERN.test(code);
}

/** 31^6 ≈ 887 million codes: a collision is rare, several in a row mean something else is wrong. */
export const SESSION_CODE_ATTEMPTS = 8;

/**
 * Runs `insert` with fresh codes until the unique constraint accepts one. Checking first
 * and inserting after would race with another teacher creating a session at the same time.
 */
export async function withUniqueSessionCode<T>(
  insert: (code: string) => Promise<T>,
  nextCode: () => string = generateSessionCode,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await insert(nextCode());
    } catch (error) {
      if (attempt >= SESSION_CODE_ATTEMPTS || !isUniqueViolation(error, 'sessions_code_unique')) throw error;
    }
  }
}
