import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { customers } from '../../../db/schema/account.ts';

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
