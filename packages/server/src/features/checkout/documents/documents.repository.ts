import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { customers } from '../../../db/schema/account.ts';
import { orders } from '../../../db/schema/checkout.ts';
import { ticketDocuments } from '../../../db/schema/documents.ts';

/** The name and billing address an invoice is made out to. */
export async function findCustomerBilling(db: Db, customerId: string) {
  const [row] = await db
    .select({
      fname: customers.fname,
      lname: customers.lname,
      company: customers.company,
      street: customers.street,
      zip: customers.zip,
      city: customers.city,
      country: customers.country,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row;
}

/** The tickets PDF kept for an order, if it was made. */
export async function findTicketDocument(db: Db, orderId: string) {
  const [row] = await db.select().from(ticketDocuments).where(eq(ticketDocuments.orderId, orderId));
  return row;
}

/** Keeps an order's tickets PDF unless one is kept already (two first downloads at once keep one). */
export async function insertTicketDocumentOnce(db: Db, row: typeof ticketDocuments.$inferInsert) {
  await db.insert(ticketDocuments).values(row).onConflictDoNothing({ target: ticketDocuments.orderId });
}

/** An order by its number, as a ticket code names it: what the entrance checks. */
export async function findOrderByNumber(db: Db, shopId: number, orderNumber: string) {
  const [row] = await db
    .select({ id: orders.id, lines: orders.lines, paymentState: orders.paymentState })
    .from(orders)
    .where(and(eq(orders.shopId, shopId), eq(orders.orderNumber, orderNumber)));
  return row;
}
