import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { keptSigningKey } from '../db/repositories/signing-keys.repository.ts';

// Tokens that say something of themselves and are signed (HMAC-SHA256, 16 bytes in base64url) with
// a key kept in the database under `keyName`, so every server process checks them and nobody makes
// one: the preview links (lib/preview-token.ts) and the waiting room's passes.

const signatureOf = (key: Uint8Array, signed: string) =>
  createHmac('sha256', key).update(signed).digest().subarray(0, 16).toString('base64url');

/**
 * `parts` joined by dots, then the signature of that text (22 base64url characters):
 * `<part>.<part>….<signature>`.
 */
export async function signedToken(
  db: Db,
  keyName: string,
  parts: readonly (string | number)[],
): Promise<string> {
  const signed = parts.join('.');
  return `${signed}.${signatureOf(await keptSigningKey(db, keyName), signed)}`;
}

/** Whether `signature` is the kept key's signature of `signed`, compared in constant time. */
export async function signatureHolds(
  db: Db,
  keyName: string,
  signed: string,
  signature: string,
): Promise<boolean> {
  const expected = Buffer.from(signatureOf(await keptSigningKey(db, keyName), signed));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
