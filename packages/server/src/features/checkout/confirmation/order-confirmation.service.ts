import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../../db/database.ts';
import type { StatementPart } from '../../../db/prepared.ts';
import { findShopBasics, findShopConfig } from '../../../db/repositories/shops.repository.ts';
import { AppError } from '../../../errors.ts';
import type { JobQueue, QueuedJob } from '../../../jobs/queue.ts';
import { DEFAULT_TIME_ZONE, type ShopContext, shopContext } from '../../../lib/shop-context.ts';
import type { Mailer } from '../../../mail/outbox.ts';
import { clientKey, type RateLimitRule, takeRateLimit } from '../../../rate-limits.ts';
import { invoiceIssuer } from '../documents/invoices.service.ts';
import { findOrderById, findOrderByPublicId } from '../orders/orders.repository.ts';
import { reviewOrder } from '../orders/orders.service.ts';
import { findOrderRecipient, hasConfirmation } from './order-confirmation.repository.ts';

/**
 * What makes the e-mail and its files: pdfkit, ical-generator and the texts load with the first
 * confirmation, not at every start.
 */
const makers = async () => {
  const [documents, invoices, calendar, mail, cards] = await Promise.all([
    import('../documents/documents.service.ts'),
    import('../documents/invoice-documents.ts'),
    import('./calendar.ts'),
    import('./order-mail.ts'),
    import('../documents/member-card-documents.ts'),
  ]);
  return {
    memberCardFiles: cards.memberCardFiles,
    keptTicketsPdf: documents.keptTicketsPdf,
    keptInvoicePdf: invoices.keptInvoicePdf,
    calendarEntries: calendar.calendarEntries,
    composeOrderMail: mail.composeOrderMail,
  };
};

/** The job that writes an order's confirmation e-mail (then sent by a `send-mail` job). */
export const ORDER_CONFIRMATION = 'order-confirmation';

export interface OrderConfirmationDeps {
  db: Database;
  jobs: JobQueue;
  mailer: Mailer;
  clock: () => Date;
  /** The shop's address the e-mail links to (PUBLIC_URL, or this machine's address in the quick start). */
  shopUrl: string;
  log: FastifyBaseLogger;
}

/** How checkout asks for a confirmation: queued in the booking's transaction, run after its commit. */
export interface OrderConfirmations {
  /** Queues the confirmation of a newly booked order in `tx`; once per order however often asked. */
  queue(tx: Db, orderId: string): Promise<QueuedJob | null>;
  /**
   * `queue` as a part of a statement of the caller's (a CTE answering the job's `id`, the job
   * queue's `enqueueSql`), and the job of the id the statement answered.
   */
  queueSql(
    orderId: string,
  ): Promise<{ insert: StatementPart; queuedAs(id: string | null): QueuedJob | null }>;
  /** Queues sending the confirmation again (the order review's "send again"). */
  queueAgain(tx: Db, orderId: string): Promise<QueuedJob | null>;
  /** Runs queued confirmations now, after their transaction committed. Never throws. */
  runSoon(queued: readonly (QueuedJob | null)[]): void;
}

/** The link to an order's review in its language: the e-mail's way back to the order. */
export const orderReviewUrl = (shopUrl: string, lang: string, publicId: string) =>
  `${shopUrl.replace(/\/+$/, '')}/${lang}/order-review/${encodeURIComponent(publicId)}`;

/**
 * Writes the confirmation of a paid order to the outbox, with its attachments: the tickets PDF
 * when it has tickets, the invoice when the customer asked for one (issuing it now if it is not
 * yet), a member card per owner of its passes, and the calendar entries of its timed visits. In the order's language, to the order's own
 * address. The first confirmation is written once, however often the job runs; `again` writes
 * another.
 */
export async function writeOrderConfirmation(
  deps: OrderConfirmationDeps,
  orderId: string,
  again: boolean,
): Promise<QueuedJob | null> {
  const { db, log } = deps;
  const row = await findOrderById(db, orderId);
  if (row?.paymentState !== 'paid') return null;
  if (!again && (await hasConfirmation(db, orderId))) return null;
  const recipient = await findOrderRecipient(db, row);
  if (!recipient) {
    log.warn({ orderId }, 'an order without an e-mail address gets no confirmation');
    return null;
  }
  const [basics, config] = await Promise.all([
    findShopBasics(db, row.shopId),
    findShopConfig(db, row.shopId),
  ]);
  if (!basics || !config) return null;
  const now = deps.clock();
  const timeZone = basics.timeZone || DEFAULT_TIME_ZONE;
  const shop = shopContext({ shopId: row.shopId, ...basics }, row.lang, now);
  const order = await reviewOrder(db, shop, row.publicId);
  const reviewUrl = orderReviewUrl(deps.shopUrl, row.lang, row.publicId);
  const issuer = invoiceIssuer(config, row.lang, basics.defaultLanguage);
  const { keptTicketsPdf, keptInvoicePdf, calendarEntries, composeOrderMail, memberCardFiles } =
    await makers();
  const [tickets, invoice, cards] = await Promise.all([
    row.hasTickets ? keptTicketsPdf(db, shop, row.publicId) : null,
    row.requestInvoice ? keptInvoicePdf(db, row.id, now) : null,
    memberCardFiles(db, shop, row),
  ]);
  const calendar = calendarEntries({
    order,
    lang: row.lang,
    timeZone,
    reviewUrl,
    museumName: issuer.legalName,
  });
  const mail = composeOrderMail({
    order,
    lang: row.lang,
    timeZone,
    museum: {
      name: shop.t(config.site_name_translations) || config.site_name,
      address: issuer.address,
      supportEmail: config.support_email,
    },
    reviewUrl,
    customerName: recipient.name || null,
    attachments: {
      tickets: tickets !== null,
      invoice: invoice !== null,
      calendar: calendar !== null,
      memberCards: cards.length,
    },
  });
  const attachments = [
    ...(tickets
      ? [{ filename: tickets.filename, contentType: 'application/pdf', content: tickets.bytes }]
      : []),
    ...(invoice
      ? [{ filename: invoice.filename, contentType: 'application/pdf', content: invoice.bytes }]
      : []),
    // The member cards of its passes, one file each (issue 36).
    ...cards.map((card) => ({
      filename: card.filename,
      contentType: 'application/pdf',
      content: card.bytes,
    })),
    ...(calendar
      ? [
          {
            filename: calendar.filename,
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            content: new TextEncoder().encode(calendar.content),
          },
        ]
      : []),
  ];
  return db.transaction((tx) =>
    deps.mailer.queue(
      tx,
      {
        ...mail,
        shopId: row.shopId,
        recipient: recipient.email,
        lang: row.lang,
        kind: 'order-confirmation',
        orderId,
        attachments,
      },
      now,
    ),
  );
}

/**
 * Queues an order's confirmation once more, in `tx` (the order review's "send again", and staff's).
 * One "send again" waits at a time per order; the caller's limits say how often.
 */
export function queueConfirmationAgain(jobs: Pick<JobQueue, 'enqueue'>, tx: Db, orderId: string) {
  return jobs.enqueue(tx, {
    kind: ORDER_CONFIRMATION,
    payload: { orderId, again: true },
    dedupeKey: `confirmation-again:${orderId}`,
  });
}

/** Registers the confirmation job; answers how checkout queues it. */
export function orderConfirmations(deps: OrderConfirmationDeps): OrderConfirmations {
  deps.jobs.handle(ORDER_CONFIRMATION, async (payload) => {
    const queued = await writeOrderConfirmation(deps, String(payload.orderId), payload.again === true);
    deps.mailer.sendSoon([queued]);
  });
  const confirmationOf = (orderId: string) => ({
    kind: ORDER_CONFIRMATION,
    payload: { orderId, again: false },
    dedupeKey: `confirmation:${orderId}`,
    runAtOnce: true,
  });
  return {
    queue: (tx, orderId) => deps.jobs.enqueue(tx, confirmationOf(orderId)),
    queueSql: async (orderId) => {
      const job = confirmationOf(orderId);
      const parts = await deps.jobs.enqueueParts(job);
      return {
        insert: {
          key: `enqueue(${parts.text})`,
          sql: () => parts.insert(sql`${sql.placeholder('confirmationRows')}::jsonb`),
          values: { confirmationRows: parts.rows },
        },
        queuedAs: (id) => deps.jobs.queuedAs(job, id),
      };
    },
    queueAgain: (tx, orderId) => queueConfirmationAgain(deps.jobs, tx, orderId),
    runSoon: (queued) => {
      void deps.jobs.runNow(queued);
    },
  };
}

/** How often a confirmation may be sent again: per order, and per client asking. */
export interface ResendLimits {
  perOrder: RateLimitRule;
  perClient: RateLimitRule;
}

/**
 * A few tries an hour per order, so a mailbox is never flooded from the review page; and per
 * client: review ids are unguessable, but a client trying many gets nowhere fast.
 */
export const DEFAULT_RESEND_LIMITS: ResendLimits = {
  perOrder: { limit: 3, windowMs: 60 * 60_000 },
  perClient: { limit: 10, windowMs: 60 * 60_000 },
};

/**
 * order/resendConfirmation: queues the confirmation of a paid order once more, to the order's own
 * address. 406 for an id that is not a paid order (as order/review), 429 past either limit.
 */
export async function resendConfirmation(
  deps: { db: Database; confirmations: OrderConfirmations; limits: ResendLimits },
  shop: ShopContext,
  publicId: string,
  clientIp: string,
): Promise<void> {
  await takeRateLimit(
    deps.db,
    'confirmation-resend-client',
    clientKey(clientIp),
    deps.limits.perClient,
    shop.now,
  );
  const order = await findOrderByPublicId(deps.db, shop.shopId, publicId);
  if (order?.paymentState !== 'paid')
    throw new AppError(406, 'ORDER_NOT_AVAILABLE', 'This order is not available');
  await takeRateLimit(deps.db, 'confirmation-resend-order', order.id, deps.limits.perOrder, shop.now);
  const queued = await deps.db.transaction((tx) => deps.confirmations.queueAgain(tx, order.id));
  deps.confirmations.runSoon([queued]);
}
