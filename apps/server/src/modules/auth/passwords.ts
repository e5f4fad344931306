import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with m=19456 KiB, t=2, p=1. */
const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** A hash of a password nobody knows: verified against when the e-mail is unknown, so both paths cost the same. */
let dummyHash: Promise<string> | undefined;

/**
 * Verifies `password` against `passwordHash`, or against a dummy hash when there is none (unknown customer), so the
 * answer takes the same time either way. False for a missing hash.
 */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('taka-dummy-password-for-timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
