import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the package's default algorithm) at OWASP's first recommended setting: 19 MiB,
 * 2 passes, 1 lane (decision 0003). Shared by customers' and staff's passwords, which each decide
 * what they hash (customers: the MD5 hex the client sends; staff: the password as typed).
 */
export const ARGON2_OPTIONS = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * True when `storedHash` was made with other settings than today's (or is not argon2id), so the
 * next successful login stores it again at today's cost.
 */
export function needsRehash(storedHash: string): boolean {
  const settings = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(storedHash);
  if (!settings) return true;
  const [, memoryCost, timeCost, parallelism] = settings.map(Number);
  return (
    memoryCost !== ARGON2_OPTIONS.memoryCost ||
    timeCost !== ARGON2_OPTIONS.timeCost ||
    parallelism !== ARGON2_OPTIONS.parallelism
  );
}

export function hashSecret(secret: string): Promise<string> {
  return hash(secret, ARGON2_OPTIONS);
}

let decoyHash: Promise<string> | undefined;

/** True when `secret` matches `storedHash`; without a stored hash, false after the same work. */
export async function verifySecret(storedHash: string | null | undefined, secret: string): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashSecret('decoy password of nobody');
    await verify(await decoyHash, secret);
    return false;
  }
  return verify(storedHash, secret);
}
