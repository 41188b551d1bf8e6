import { createHash, randomBytes } from 'node:crypto';

/** A new secret token: 256 random bits, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: a random token needs no slow hash, sha256 is enough. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
