import { createHash, randomFillSync } from 'node:crypto';

/** Bytes of one token: 256 random bits. */
const TOKEN_BYTES = 32;

/**
 * Random bytes drawn from the system 128 tokens at a time, as `crypto.randomUUID` does: each draw
 * is a system call, and a payment start takes three tokens (issue 38's profile: 0.2 ms of a booking
 * went to drawing them one by one). The bytes are as random; each is handed out once.
 */
const pool = Buffer.alloc(TOKEN_BYTES * 128);
let used = pool.length;

/** A new secret token: 256 random bits, base64url (43 characters). */
export function newToken(): string {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const token = pool.toString('base64url', used, used + TOKEN_BYTES);
  // Handed out bytes are wiped, so no later read of the pool can see a token again.
  pool.fill(0, used, used + TOKEN_BYTES);
  used += TOKEN_BYTES;
  return token;
}

/** What the database keeps of a token: a random token needs no slow hash, sha256 is enough. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
