import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { orders } from '../../../db/schema/checkout.ts';

/** Orders with a line on a date (their lines say what and when), with the customer's name. */
export function ordersVisitingOn(db: Db, shopId: number, date: string) {
  return db.execute(sql`
    select o.id, o.order_number, o.lines, o.payment_state, o.cart_id,
           coalesce(c.fname || ' ' || c.lname, '') as customer_name,
           coalesce((select array_agg(l.line_index) from order_refund_lines l where l.order_id = o.id), '{}') as refunded
      from ${orders} o left join customers c on c.id = o.customer_id
      where o.shop_id = ${shopId} and o.payment_state in ('paid', 'refund')
        and exists (select 1 from jsonb_array_elements(o.lines) line where left(line->>'datetime', 10) = ${date})
      order by o.order_number`) as unknown as Promise<{
    rows: {
      id: string;
      order_number: string;
      lines: import('@museum-shop/contract').OrderLine[];
      payment_state: string;
      customer_name: string;
      refunded: number[];
    }[];
  }>;
}
