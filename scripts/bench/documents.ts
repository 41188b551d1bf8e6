import type { CartItem } from '@museum-shop/contract';
import { eq } from 'drizzle-orm';
import { orders } from '../../packages/server/src/db/schema/checkout.ts';
import { demoToday } from '../../packages/server/src/db/seed/catalog.ts';
import { hotSlot, payForOrder } from '../../packages/server/src/features/checkout/checkout.test-support.ts';
import { writeOrderConfirmation } from '../../packages/server/src/features/checkout/confirmation/order-confirmation.service.ts';
import { keptTicketsPdf } from '../../packages/server/src/features/checkout/documents/documents.service.ts';
import { shopContext } from '../../packages/server/src/lib/shop-context.ts';
import { build } from '../../packages/server/src/test-support/build.ts';

const RUNS = 3;
const LINES = 50;

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
const ms = (value: number) => `${value.toFixed(0)} ms`;

/**
 * An order's documents and confirmation e-mail, in process on an in-memory database with the demo
 * museum: a 50-line order (50 timed tickets over three time slots, a page each), made RUNS times.
 * - the tickets PDF of a new order: rendered (pdfkit, QR codes, signed codes) and kept;
 * - the confirmation e-mail of a new order: tickets PDF, invoice issued and rendered, calendar
 *   entries, HTML and text, written to the outbox with its attachments;
 * - the same e-mail again ("send again"): the kept PDFs read, not rendered.
 */
export async function reportDocuments() {
  const t = await build({ app: { localUrl: 'http://localhost:3000' } });
  try {
    await t.app.ready();
    const now = t.app.clock();
    const today = demoToday(now);
    const order = async () => {
      const slots = await Promise.all([0, 1, 2].map(() => hotSlot(t.db, 100, today)));
      const items: CartItem[] = Array.from(
        { length: LINES },
        (_, line) => slots[line % 3]?.item(1) as CartItem,
      );
      const publicId = await payForOrder(t, items, { cart: { request_invoice: true } });
      const [row] = await t.db.select().from(orders).where(eq(orders.publicId, publicId));
      if (!row) throw new Error('the order was not booked');
      return row;
    };
    const deps = {
      db: t.db,
      jobs: t.app.jobs,
      mailer: t.app.mailer,
      clock: () => t.app.clock(),
      shopUrl: 'http://localhost:3000',
      log: t.app.log,
    };
    const ticketTimes: number[] = [];
    const mailTimes: number[] = [];
    const againTimes: number[] = [];
    let pdfBytes = 0;
    for (let run = 0; run < RUNS; run += 1) {
      // Each run on orders of its own: a kept PDF is read, not made.
      const first = await order();
      const shop = shopContext(
        { shopId: first.shopId, defaultLanguage: 'en', timeZone: null },
        first.lang,
        now,
      );
      let started = performance.now();
      const tickets = await keptTicketsPdf(t.db, shop, first.publicId);
      ticketTimes.push(performance.now() - started);
      pdfBytes = tickets?.bytes.length ?? 0;

      const second = await order();
      started = performance.now();
      await writeOrderConfirmation(deps, second.id, true);
      mailTimes.push(performance.now() - started);
      started = performance.now();
      await writeOrderConfirmation(deps, second.id, true);
      againTimes.push(performance.now() - started);
    }
    console.log(
      `Tickets PDF of a new ${LINES}-line order (rendered and kept): ${ms(median(ticketTimes))} median of ${RUNS} (${(pdfBytes / 1024).toFixed(0)} KB)`,
    );
    console.log(
      `Confirmation e-mail of a new ${LINES}-line order with tickets, invoice and calendar: ${ms(median(mailTimes))} median of ${RUNS}`,
    );
    console.log(`The same e-mail again, its PDFs kept: ${ms(median(againTimes))} median of ${RUNS}`);
  } finally {
    await t.close();
  }
}
