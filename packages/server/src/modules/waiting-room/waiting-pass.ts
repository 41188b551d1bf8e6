import type { Db } from '../../db/database.ts';
import { signatureHolds, signedToken } from '../../lib/signed-token.ts';

/**
 * The pass a visitor gets once let in from the queue (issue 38): it names its shop, its sale (the
 * room switched on again is another sale), the place it was got for and its end, and is signed
 * (lib/signed-token.ts) with a key kept in the database, so every process checks it and nobody makes one:
 * a bot cannot skip the queue, carry a pass to another shop or into the next sale.
 */
export interface WaitingPass {
  shopId: number;
  sale: number;
  placeId: number;
  until: Date;
}

const KEY = 'waiting-room';

export async function makeWaitingPass(db: Db, pass: WaitingPass): Promise<string> {
  return signedToken(db, KEY, [
    pass.shopId,
    pass.sale,
    pass.placeId,
    Math.floor(pass.until.getTime() / 1000),
  ]);
}

/** What a pass says, when it is this shop's, signed and not ended at `now`; else undefined. */
export async function readWaitingPass(
  db: Db,
  shopId: number,
  token: string,
  now: Date,
): Promise<WaitingPass | undefined> {
  const match = /^(\d{1,10})\.(\d{1,10})\.(\d{1,18})\.(\d{1,12})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match || Number(match[1]) !== shopId) return undefined;
  const until = new Date(Number(match[4]) * 1000);
  if (until <= now) return undefined;
  if (!(await signatureHolds(db, KEY, match.slice(1, 5).join('.'), match[5] ?? ''))) return undefined;
  return { shopId, sale: Number(match[2]), placeId: Number(match[3]), until };
}
