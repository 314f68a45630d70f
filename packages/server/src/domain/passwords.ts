import { hash, verify } from '@node-rs/argon2';

/**
 * Passwords refused beside the 6-character minimum: the most common ones, which a guesser
 * tries first (decision 262). The list is zxcvbn-ts's, ordered by frequency; it is loaded at
 * the first registration, not at start, so that an idle server does not hold it.
 */
const COMMON_PASSWORDS = 10_000;
let commonPasswords: Promise<Set<string>> | null = null;

export async function isCommonPassword(password: string): Promise<boolean> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORDS)),
  );
  return (await commonPasswords).has(password.toLowerCase());
}

// @node-rs/argon2 hashes with argon2id by default (its hashes start with $argon2id$;
// a test checks it), with the memory and time costs its authors recommend.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Verifying against a fixed hash when the email is unknown keeps the response time the same
 * as for a wrong password, so timing does not tell which emails have an account.
 */
let dummyHash: Promise<string> | null = null;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('ciar-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}
