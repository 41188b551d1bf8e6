import type { Order } from '@museum-shop/contract';
import type { orders } from '../db/schema/checkout.ts';

/**
 * An order as its visitor sees it (order/review, spec §8), with its payment method named in the
 * reader's language. The staff's order page shows the order the same way.
 */
export function orderView(order: typeof orders.$inferSelect, paymentName: string): Order {
  return {
    id: order.publicId,
    order_number: order.orderNumber,
    created_at: order.createdAt.toISOString(),
    lines: order.lines,
    vouchers: order.vouchers,
    shipping: order.shipping,
    totals: order.totals,
    payment: { payartId: order.payartId, name: paymentName, state: order.paymentState },
    external_document_number: order.externalDocumentNumber,
    shipping_address: order.shippingAddress,
    has_tickets: order.hasTickets,
    request_invoice: order.requestInvoice,
  };
}
