import { hash, verify } from '@node-rs/argon2';
import { ARGON2_OPTIONS } from '../../lib/argon2.ts';

// The argon2id settings are shared with staff passwords (lib/argon2.ts); see decision 0003.
export { ARGON2_OPTIONS, needsRehash } from '../../lib/argon2.ts';

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
