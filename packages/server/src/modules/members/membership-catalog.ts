import type { EventStatus, MembershipDocument } from '@museum-shop/contract';
import type { Db } from '../../db/database.ts';
import { insertMembership, listMemberships } from './membership-types.repository.ts';
import { documentOf } from './membership-types.service.ts';

// The membership types' part of the catalog document (issue 36): each type in its state, with its
// pass's custom groups, in the order the passes were made. The catalog module reads and writes the
// whole document and maps the references (events, custom groups, pictures) between the document's
// ids and the shop's; this is its membership part, written by the membership service's own SQL.

/** A membership type as the shop has it: the database's ids of events, custom groups and pictures. */
export interface ShopMembershipEntry {
  status: EventStatus;
  customGroupIds: number[];
  document: MembershipDocument;
}

/** The shop's membership types (passes made before types read with the defaults), oldest first. */
export async function shopMembershipTypes(db: Db, shopId: number): Promise<ShopMembershipEntry[]> {
  const rows = await listMemberships(db, shopId);
  return rows
    .sort((a, b) => a.pass.id - b.pass.id)
    .map((row) => ({
      status: row.pass.status,
      customGroupIds: row.pass.customGroupIds,
      document: documentOf(row),
    }));
}

/** Whether the shop has annual passes: an import goes only into a shop without. */
export async function hasMembershipTypes(db: Db, shopId: number): Promise<boolean> {
  return (await listMemberships(db, shopId)).length > 0;
}

/**
 * Writes membership types (their references already the shop's) into the shop, in the caller's
 * transaction, as the membership editor creates them: a pass product and its type row each. Gives
 * the passes' ids in the given order.
 */
export async function writeMembershipTypes(
  tx: Db,
  shopId: number,
  entries: readonly ShopMembershipEntry[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const entry of entries)
    ids.push(await insertMembership(tx, shopId, entry.document, entry.status, entry.customGroupIds));
  return ids;
}
