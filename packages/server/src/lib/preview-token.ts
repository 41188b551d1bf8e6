import { createHmac, timingSafeEqual } from 'node:crypto';
import { PREVIEW_MINUTES } from '@museum-shop/contract';
import type { Db } from '../db/database.ts';
import { keptSigningKey } from '../db/repositories/signing-keys.repository.ts';

/**
 * "View as visitor" (issue 34): a token that opens a shop's screens before the shop opens, for
 * PREVIEW_MINUTES. It names its shop and its end and is signed (HMAC-SHA256) with a key kept in the
 * database, so any server process can check it and nobody can make one or move it to another shop.
 */
const signatureOf = (key: Uint8Array, signed: string) =>
  createHmac('sha256', key).update(signed).digest().subarray(0, 16).toString('base64url');

export async function makePreviewToken(db: Db, shopId: number, now: Date) {
  const until = new Date(now.getTime() + PREVIEW_MINUTES * 60_000);
  const signed = `${shopId}.${Math.floor(until.getTime() / 1000)}`;
  const token = `${signed}.${signatureOf(await keptSigningKey(db, 'preview'), signed)}`;
  return { token, until: new Date(Math.floor(until.getTime() / 1000) * 1000) };
}

/** When the token stops opening the shop; undefined when it is not one of this shop's, or has ended. */
export async function previewTokenUntil(
  db: Db,
  shopId: number,
  token: string,
  now: Date,
): Promise<Date | undefined> {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match || Number(match[1]) !== shopId) return undefined;
  const until = new Date(Number(match[2]) * 1000);
  if (until <= now) return undefined;
  const expected = Buffer.from(signatureOf(await keptSigningKey(db, 'preview'), `${match[1]}.${match[2]}`));
  const given = Buffer.from(match[3] ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected) ? until : undefined;
}
