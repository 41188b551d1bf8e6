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
