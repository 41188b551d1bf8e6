import type { StaffRole } from '@museum-shop/contract';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { orders } from '../../../db/schema/checkout.ts';
import { staffAudit, staffMembers } from '../../../db/schema/staff.ts';

export type AuditInsert = typeof staffAudit.$inferInsert;

export async function insertAudit(tx: Db, entry: AuditInsert) {
  await tx.insert(staffAudit).values(entry);
}

export interface AuditFilter {
  shopId: number;
  orderId?: string | undefined;
  staffId?: string | undefined;
  action?: string | undefined;
  /** Only entries from this client address. */
  clientAddress?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/** Entries newest first, `limit` of them after `offset`. */
export function listAudit(db: Db, filter: AuditFilter, limit: number, offset: number) {
  return db
    .select({
      id: staffAudit.id,
      at: staffAudit.at,
      staffId: staffAudit.staffId,
      staffName: staffMembers.name,
      staffEmail: staffMembers.email,
      action: staffAudit.action,
      subjectKind: staffAudit.subjectKind,
      subjectId: staffAudit.subjectId,
      orderNumber: orders.orderNumber,
      before: staffAudit.before,
      after: staffAudit.after,
      clientAddress: staffAudit.clientAddress,
    })
    .from(staffAudit)
    .leftJoin(staffMembers, eq(staffMembers.id, staffAudit.staffId))
    .leftJoin(orders, eq(orders.id, staffAudit.orderId))
    .where(
      and(
        eq(staffAudit.shopId, filter.shopId),
        filter.orderId ? eq(staffAudit.orderId, filter.orderId) : undefined,
        filter.staffId ? eq(staffAudit.staffId, filter.staffId) : undefined,
        filter.action ? eq(staffAudit.action, filter.action) : undefined,
        filter.clientAddress ? eq(staffAudit.clientAddress, filter.clientAddress) : undefined,
        filter.from ? gte(staffAudit.at, filter.from) : undefined,
        filter.to ? lt(staffAudit.at, filter.to) : undefined,
      ),
    )
    .orderBy(desc(staffAudit.id))
    .limit(limit)
    .offset(offset);
}

export async function findOrderIdByNumber(db: Db, shopId: number, orderNumber: string) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.shopId, shopId), sql`${orders.orderNumber} = ${orderNumber}`));
  return row?.id;
}

/**
 * What members of `role` refunded of an order since `since` (cents), as their audit entries say:
 * the refund's amount, who gave it and when are recorded there together.
 */
export async function refundedByRoleSince(
  db: Db,
  orderId: string,
  role: StaffRole,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum((${staffAudit.after} ->> 'amount')::int), 0)::int` })
    .from(staffAudit)
    .innerJoin(staffMembers, eq(staffMembers.id, staffAudit.staffId))
    .where(
      and(
        eq(staffAudit.orderId, orderId),
        eq(staffAudit.action, 'order.refund'),
        eq(staffMembers.role, role),
        gte(staffAudit.at, since),
      ),
    );
  return row?.total ?? 0;
}
