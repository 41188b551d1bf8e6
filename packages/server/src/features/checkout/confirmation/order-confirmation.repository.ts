import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { customers } from '../../../db/schema/account.ts';
import type { orders } from '../../../db/schema/checkout.ts';
import { mailOutbox } from '../../../db/schema/mail.ts';

/** Whether an order's confirmation was written already (a job that runs twice writes one). */
export async function hasConfirmation(db: Db, orderId: string): Promise<boolean> {
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.orderId, orderId), eq(mailOutbox.kind, 'order-confirmation')))
    .limit(1);
  return rows.length > 0;
}

/** Who an order's e-mails go to: its customer's address and name, registered or guest. */
export async function findOrderRecipient(
  db: Db,
  order: Pick<typeof orders.$inferSelect, 'customerId'>,
): Promise<{ email: string; name: string } | undefined> {
  if (!order.customerId) return undefined;
  const [row] = await db
    .select({ email: customers.email, fname: customers.fname, lname: customers.lname })
    .from(customers)
    .where(eq(customers.id, order.customerId));
  if (!row?.email) return undefined;
  return { email: row.email, name: `${row.fname} ${row.lname}`.trim() };
}
