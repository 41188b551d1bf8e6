import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { customers, sessions } from '../schema/account.ts';

// Read by the session plugin on every API request, and by no feature: plugins may not import
// features, so the lookup lives with the other shared repositories.

/** Whose session a token's hash opens: its customer, shop and kind, while it has not expired. */
export async function findActiveSession(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ customerId: string; shopId: number; isGuest: boolean } | undefined> {
  const [row] = await db
    .select({ customerId: customers.id, shopId: customers.shopId, isGuest: customers.isGuest })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
  return row;
}
