import { PREVIEW_MINUTES } from '@museum-shop/contract';
import type { Db } from '../db/database.ts';
import { signatureHolds, signedToken } from './signed-token.ts';

/**
 * "View as visitor" (issue 34): a token that opens a shop's screens before the shop opens, for
 * PREVIEW_MINUTES. It names its shop, its end and, showing unsaved edits, its draft, and is signed
 * (HMAC-SHA256, lib/signed-token.ts) with a key kept in the database, so any server process can
 * check it and nobody can make one, move it to another shop or point it at another draft.
 */
/** A draft's id in a token: its UUID's 32 hex digits. */
const draftPart = (draftId: string) => draftId.replaceAll('-', '').toLowerCase();
const draftIdOf = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

/** When a token that would be made now ends (whole seconds, as the token says it). */
export function previewUntil(now: Date): Date {
  return new Date(Math.floor((now.getTime() + PREVIEW_MINUTES * 60_000) / 1000) * 1000);
}

/**
 * A token for the shop, ending at `until`; with a draft's id, one that shows that draft's unsaved
 * edits (preview-drafts.repository.ts).
 */
export async function makePreviewToken(db: Db, shopId: number, until: Date, draftId?: string) {
  return signedToken(db, 'preview', [
    shopId,
    until.getTime() / 1000,
    ...(draftId ? [draftPart(draftId)] : []),
  ]);
}

export interface PreviewTokenGrant {
  /** When the token stops opening the shop. */
  until: Date;
  /** The draft whose unsaved edits it shows, if any. */
  draftId?: string;
}

/** What a token grants; undefined when it is not one of this shop's, or has ended. */
export async function readPreviewToken(
  db: Db,
  shopId: number,
  token: string,
  now: Date,
): Promise<PreviewTokenGrant | undefined> {
  const match = /^(\d{1,10})\.(\d{1,12})(?:\.([0-9a-f]{32}))?\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match || Number(match[1]) !== shopId) return undefined;
  const until = new Date(Number(match[2]) * 1000);
  if (until <= now) return undefined;
  const signed = match[3] ? `${match[1]}.${match[2]}.${match[3]}` : `${match[1]}.${match[2]}`;
  if (!(await signatureHolds(db, 'preview', signed, match[4] ?? ''))) return undefined;
  return match[3] ? { until, draftId: draftIdOf(match[3]) } : { until };
}
