import { canonicalTicketCode } from '@museum-shop/contract';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../errors.ts';
import { localDateTime } from '../../../lib/dates.ts';
import type { ShopContext } from '../../../lib/shop-context.ts';
import { findOrderIdByNumber } from '../audit/audit.repository.ts';
import { audit } from '../audit/audit.service.ts';
import { findMember } from '../auth/auth.repository.ts';
import type { StaffPrincipal } from '../staff-access.ts';
import { removeAdmission } from './admissions.repository.ts';

/**
 * Takes back the admission of the ticket `code`, so that it admits once more, and writes to the
 * audit log who did it and which admission it was, in one transaction. 404 where the code has no
 * admission (never admitted, taken back already, or not a ticket at all).
 */
export async function takeBackAdmission(db: Db, shop: ShopContext, staff: StaffPrincipal, code: string) {
  return db.transaction(async (tx) => {
    const removed = await removeAdmission(tx, shop.shopId, canonicalTicketCode(code));
    if (!removed) throw new AppError(404, 'NOT_FOUND', 'This ticket has no admission to take back');
    const admittedAt = localDateTime(removed.admittedAt, shop.timeZone);
    // Who let the ticket in, as the log shows people: by name and address (an account may be gone).
    const admitter = removed.staffId ? await findMember(tx, shop.shopId, removed.staffId) : undefined;
    await audit(
      tx,
      {
        shopId: shop.shopId,
        staffId: staff.staffId,
        action: 'ticket.unadmit',
        subjectKind: 'order',
        subjectId: removed.orderNumber,
        orderId: (await findOrderIdByNumber(tx, shop.shopId, removed.orderNumber)) ?? null,
        before: {
          line: removed.lineIndex,
          person: removed.person,
          admitted_at: admittedAt,
          admitted_by: admitter ? `${admitter.name} <${admitter.email}>` : null,
        },
        after: null,
      },
      shop.now,
    );
    return {
      order_number: removed.orderNumber,
      line: removed.lineIndex,
      person: removed.person,
      admitted_at: admittedAt,
    };
  });
}
