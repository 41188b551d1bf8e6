import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the package's default algorithm; a test checks the stored hash says so) at OWASP's
 * first recommended setting: 19 MiB, 2 passes, 1 lane. See docs/decisions/0003-passwords-and-sessions.md.
 * The input is the MD5 hex the client sends.
 */
export const ARGON2_OPTIONS = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** MD5 hex in either case is the same password. */
const normalise = (md5Hex: string) => md5Hex.toLowerCase();

/**
 * True when `storedHash` was made with other settings than today's (or is not argon2id), so the
 * next successful login stores it again at today's cost: raising the cost reaches every account
 * that signs in, without a reset.
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

export function hashPassword(md5Hex: string): Promise<string> {
  return hash(normalise(md5Hex), ARGON2_OPTIONS);
}

// Checked when there is no such customer, so an unknown address costs as long as a wrong password.
let decoyHash: Promise<string> | undefined;

/** True when `md5Hex` is the password of `storedHash`; without a stored hash, false after the same work. */
export async function verifyPassword(
  storedHash: string | null | undefined,
  md5Hex: string,
): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashPassword('0'.repeat(32));
    await verify(await decoyHash, normalise(md5Hex));
    return false;
  }
  return verify(storedHash, normalise(md5Hex));
}
