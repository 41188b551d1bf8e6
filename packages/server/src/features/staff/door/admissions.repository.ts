import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { ticketAdmissions } from '../../../db/schema/staff.ts';

/**
 * Records that the ticket `code` came in, unless it came in before: the first admission wins, also
 * against a second scanner at the same moment (the key is the code's). Answers when it came in and
 * whether this call admitted it.
 */
export async function admitOnce(
  db: Db,
  admission: {
    shopId: number;
    code: string;
    orderNumber: string;
    lineIndex: number;
    person: number;
    staffId: string;
    at: Date;
  },
): Promise<{ admittedAt: Date; now: boolean }> {
  const { at, ...ticket } = admission;
  const [inserted] = await db
    .insert(ticketAdmissions)
    .values({ ...ticket, admittedAt: at })
    .onConflictDoNothing()
    .returning({ admittedAt: ticketAdmissions.admittedAt });
  if (inserted) return { admittedAt: inserted.admittedAt, now: true };
  const [earlier] = await db
    .select({ admittedAt: ticketAdmissions.admittedAt })
    .from(ticketAdmissions)
    .where(and(eq(ticketAdmissions.shopId, admission.shopId), eq(ticketAdmissions.code, admission.code)));
  if (!earlier) throw new Error('a ticket admission was neither made nor found');
  return { admittedAt: earlier.admittedAt, now: false };
}

/** When each ticket of an order came in, by its line and person. */
export async function findOrderAdmissions(
  db: Db,
  shopId: number,
  orderNumber: string,
): Promise<{ lineIndex: number; person: number; admittedAt: Date }[]> {
  return db
    .select({
      lineIndex: ticketAdmissions.lineIndex,
      person: ticketAdmissions.person,
      admittedAt: ticketAdmissions.admittedAt,
    })
    .from(ticketAdmissions)
    .where(and(eq(ticketAdmissions.shopId, shopId), eq(ticketAdmissions.orderNumber, orderNumber)));
}

/** Removes the admission of the ticket `code`, in `tx`; answers it, or undefined where it had none. */
export async function removeAdmission(tx: Db, shopId: number, code: string) {
  const [removed] = await tx
    .delete(ticketAdmissions)
    .where(and(eq(ticketAdmissions.shopId, shopId), eq(ticketAdmissions.code, code)))
    .returning({
      orderNumber: ticketAdmissions.orderNumber,
      lineIndex: ticketAdmissions.lineIndex,
      person: ticketAdmissions.person,
      admittedAt: ticketAdmissions.admittedAt,
      staffId: ticketAdmissions.staffId,
    });
  return removed;
}
