import type { StaffAction, StaffAuditEntry } from '@museum-shop/contract';
import type { Db } from '../../../db/database.ts';
import { type AuditFilter, insertAudit, listAudit } from './audit.repository.ts';

export interface AuditRecord {
  shopId: number;
  /** Null for the `staff:create` command. */
  staffId: string | null;
  action: StaffAction;
  /** `call`: a refused call about nothing more particular, named by its method and path. */
  subjectKind:
    | 'order'
    | 'slot'
    | 'day'
    | 'staff'
    | 'settings'
    | 'report'
    | 'call'
    | 'event'
    | 'tour'
    | 'catalog'
    | 'product'
    | 'voucher'
    | 'voucher_code'
    | 'membership'
    | 'member_card';
  subjectId: string;
  orderId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** The client's address (`request.ip`), where the entry is about who called from where. */
  clientAddress?: string | null;
}

/** Writes who did what, before and after, in `tx`: the action's own transaction. */
export function audit(tx: Db, record: AuditRecord, now: Date) {
  return insertAudit(tx, {
    shopId: record.shopId,
    staffId: record.staffId,
    action: record.action,
    subjectKind: record.subjectKind,
    subjectId: record.subjectId,
    orderId: record.orderId ?? null,
    before: record.before ?? null,
    after: record.after ?? null,
    at: now,
    clientAddress: record.clientAddress ?? null,
  });
}

/** A page of the audit log, and whether there is another. */
export async function auditPage(
  db: Db,
  filter: AuditFilter,
  limit: number,
  offset: number,
): Promise<{ items: StaffAuditEntry[]; more: boolean }> {
  const rows = await listAudit(db, filter, limit + 1, offset);
  return {
    items: rows.slice(0, limit).map((row) => ({
      id: String(row.id),
      at: row.at.toISOString(),
      staff:
        row.staffId && row.staffName !== null && row.staffEmail !== null
          ? { id: row.staffId, name: row.staffName, email: row.staffEmail }
          : null,
      action: row.action,
      subject_kind: row.subjectKind,
      subject_id: row.subjectId,
      order_number: row.orderNumber,
      before: row.before,
      after: row.after,
      client_address: row.clientAddress,
    })),
    more: rows.length > limit,
  };
}
