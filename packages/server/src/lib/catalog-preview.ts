import { type EventStatus, PREVIEW_PARAM } from '@museum-shop/contract';
import type { Db } from '../db/database.ts';
import { readPreviewToken } from './preview-token.ts';
import type { ShopContext } from './shop-context.ts';

/**
 * A draft seen in the owner's preview (issue 35): the visitor's reads of one event or tour take the
 * preview token of "View as visitor" (lib/preview-token.ts) and, with a valid one, answer a draft as
 * if it were published. Lists never show drafts, and checkout never sells one (it reads published
 * events and tours only, whatever the request carries).
 */

/** The statuses of the events and tours a visitor's read may answer. */
export type VisibleStatuses = readonly EventStatus[];

/** What every visitor sees: drafts and archived events and tours are staff only. */
export const PUBLISHED_ONLY: VisibleStatuses = ['published'];
/** Through the owner's preview link a draft shows too; an archived one still does not. */
const WITH_DRAFTS: VisibleStatuses = ['published', 'draft'];

/**
 * What a read of one event or tour may answer: drafts too with a valid preview token of the
 * request's shop that has not ended by the server's clock; else published ones only, so a draft is
 * as unknown as a missing id, whatever is wrong with the token.
 */
export async function visibleStatuses(
  db: Db,
  shop: ShopContext,
  token: string | undefined,
): Promise<VisibleStatuses> {
  if (token === undefined) return PUBLISHED_ONLY;
  const grant = await readPreviewToken(db, shop.shopId, token, shop.now);
  return grant ? WITH_DRAFTS : PUBLISHED_ONLY;
}

/**
 * Whether a request's query carries a preview token, valid or not: its answer may hold a draft, so
 * no cache keeps it, neither the micro-cache (plugins/micro-cache.ts) nor a browser or a proxy.
 */
export function carriesPreview(query: unknown): boolean {
  return typeof query === 'object' && query !== null && PREVIEW_PARAM in query;
}
