import type { Booking, CartItem, Order, OrderLine } from '@museum-shop/contract';
import type { Db } from '../../../db/database.ts';
import type { carts, LineDetails, orders } from '../../../db/schema/checkout.ts';
import { AppError } from '../../../errors.ts';
import { orderView } from '../../../lib/order-view.ts';
import type { ShopContext } from '../../../lib/shop-context.ts';
import { type Translate, translator } from '../../../lib/translate.ts';
import { randomVoucherCode } from '../../../lib/voucher-code-text.ts';
import { memberCardsOfOrder } from '../../../modules/members/index.ts';
import { newToken } from '../../../tokens.ts';
import type { CartRow } from '../checkout.repository.ts';
import { findPaymentType } from '../payment-types/payment-types.service.ts';
import { type CatalogSnapshot, slotKey } from '../pricing/pricing.ts';
import {
  findOrderByPublicId,
  insertOrder,
  insertVoucherCodes,
  nextOrderNumber,
} from './orders.repository.ts';

/** The booking answer of an order (spec §7: booking_id and has_tickets). */
export const bookingOf = (
  order: Pick<typeof orders.$inferSelect, 'publicId' | 'hasTickets' | 'orderNumber'>,
): Booking => ({
  booking_id: order.publicId,
  has_tickets: order.hasTickets,
  order_number: order.orderNumber,
});

/**
 * The order of a cart whose places are sold, with a code for each voucher bought; `orderNumber`
 * when the booking took it already (`bookValidHold`).
 */
export async function insertBookedOrder(tx: Db, cart: CartRow, now: Date, orderNumber?: string) {
  const { order: draft, codes } = bookedOrderDraft(cart, now);
  const order = await insertOrder(tx, {
    ...draft,
    orderNumber: orderNumber ?? (await nextOrderNumber(tx, cart.shopId, now)),
  });
  await insertVoucherCodes(tx, codes);
  return order;
}

/**
 * The order of a cart whose places are sold, but its number, and a code for each voucher bought,
 * as `insertBookedOrder` writes them (a booking in one statement writes them itself).
 */
export function bookedOrderDraft(cart: CartRow, now: Date) {
  const order = {
    ...orderFromCart(cart),
    // The app's one clock, as the order number's year: its documents date the order by it.
    createdAt: now,
  };
  const codes = boughtVoucherCodes(cart, now);
  order.lines = attachCodes(order.lines ?? [], codes);
  return { order, codes: codes.map(({ row }) => row) };
}

/** `YYYY-MM-DD HH:mm` plus minutes, on the wall clock (the museum's local times, no zone). */
function addMinutes(dateTime: string, minutes: number): string {
  const time = Date.parse(`${dateTime.replace(' ', 'T')}:00Z`) + minutes * 60_000;
  return new Date(time).toISOString().slice(0, 16).replace('T', ' ');
}

/** Where each line takes place (venue, its address), until when it admits, and the group's answers in words, kept for the order. */
export function lineDetails(
  items: readonly CartItem[],
  catalog: CatalogSnapshot,
  t: Translate,
): LineDetails[] {
  return items.map((item) => {
    if (item.type === 'guidedTour') {
      const tour = catalog.tours.get(item.tourId);
      if (!tour) return { venue: null, answers: [] };
      const slot = catalog.tourSlots.get(slotKey(tour.id, item.datetime));
      const answers = new Map(item.answers.map((answer) => [answer.qId, answer.value]));
      const duration = tour.durationMinutes ?? 0;
      return {
        venue: t(tour.venue),
        venueAddress: tour.venueAddress ?? null,
        ends: duration > 0 ? addMinutes(item.datetime, duration) : null,
        slotId: slot?.id ?? null,
        answers: tour.questions.flatMap((question) => {
          const value = answers.get(question.id);
          if (value === undefined) return [];
          const label = (choice: string) => {
            const option = question.options.find((o) => o.value === choice);
            return option ? t(option.label) : choice;
          };
          const answer = Array.isArray(value) ? value.map(label).join(', ') : label(value);
          return answer.trim() === '' ? [] : [{ question: t(question.question), answer }];
        }),
      };
    }
    if (item.type === 'ticket' || item.type === 'dayTicket') {
      const ticket = catalog.tickets.get(item.id);
      if (!ticket) return { venue: null, answers: [] };
      // An event slot closes for booking at its end: the end of its entry window.
      const slot = catalog.eventSlots.get(slotKey(ticket.eventId, item.datetime));
      return {
        venue: t(ticket.venue),
        venueAddress: ticket.venueAddress ?? null,
        ends: slot?.closesAt ?? null,
        slotId: slot?.id ?? null,
        answers: [],
      };
    }
    return { venue: null, answers: [] };
  });
}

/** Fields the order keeps of a booked cart. */
function orderFromCart(cart: typeof carts.$inferSelect): Omit<typeof orders.$inferInsert, 'orderNumber'> {
  const lines: OrderLine[] = cart.priced.lines
    .filter((line) => line.type !== 'voucherCode')
    .map((line) => {
      const item = cart.cart.items[line.index];
      const details = cart.lineDetails[line.index];
      return {
        type: line.type,
        name: line.name,
        datetime: line.datetime,
        venue: details?.venue ?? null,
        venue_address: details?.venueAddress ?? null,
        ends: details?.ends ?? null,
        slot_id: details?.slotId ?? null,
        count: line.count,
        parts: line.parts,
        total: line.total,
        owners: item?.type === 'annualPass' ? (item.owners ?? []) : [],
        answers: details?.answers ?? [],
        codes: [],
      };
    });
  return {
    publicId: newToken(),
    shopId: cart.shopId,
    cartId: cart.id,
    customerId: cart.customerId,
    lang: cart.lang,
    lines,
    vouchers: cart.priced.vouchers
      .filter((v) => v.applied > 0)
      .map(({ barcode, applied }) => ({ barcode, applied })),
    totals: cart.priced.totals,
    shipping: cart.shipping,
    shippingAddress: cart.shippingAddress,
    payartId: cart.payartId,
    paymentState: 'paid',
    externalDocumentNumber: cart.cart.external_document_number ?? null,
    requestInvoice: cart.cart.request_invoice ?? true,
    hasTickets: lines.some(
      (line) => line.type === 'guidedTour' || line.type === 'ticket' || line.type === 'dayTicket',
    ),
  };
}

/** How long a bought voucher can be redeemed: three years, the statutory limitation period in Germany. */
const VOUCHER_VALIDITY_MS = 3 * 365 * 24 * 60 * 60_000;

/** A new code for each voucher bought: worth what was paid for it, valid from now. */
function boughtVoucherCodes(cart: typeof carts.$inferSelect, now: Date) {
  return cart.priced.lines.flatMap((line) => {
    const item = cart.cart.items[line.index];
    const unit = line.parts[0];
    if (line.type !== 'voucher' || item?.type !== 'voucher' || !unit) return [];
    return Array.from({ length: line.count }, () => ({
      lineIndex: line.index,
      row: {
        shopId: cart.shopId,
        productId: item.id,
        code: randomVoucherCode(),
        name: { [cart.lang]: line.name },
        amount: unit.unit_price,
        validFrom: now,
        validTo: new Date(now.getTime() + VOUCHER_VALIDITY_MS),
      },
    }));
  });
}

function attachCodes(lines: OrderLine[], codes: ReturnType<typeof boughtVoucherCodes>): OrderLine[] {
  let next = 0;
  return lines.map((line) => {
    if (line.type !== 'voucher') return line;
    const mine = codes.slice(next, next + line.count).map(({ row }) => row.code);
    next += line.count;
    return { ...line, codes: mine };
  });
}

/** order/review: a booked order by its unguessable id; 406 for any other id (spec §8). */
export async function reviewOrder(db: Db, shop: ShopContext, publicId: string): Promise<Order> {
  const order = await findOrderByPublicId(db, shop.shopId, publicId);
  if (!order) throw new AppError(406, 'ORDER_NOT_AVAILABLE', 'This order is not available');
  const t = translator(shop.lang, shop.defaultLanguage);
  const [paymentType, cards] = await Promise.all([
    findPaymentType(db, shop.shopId, order.payartId),
    order.lines.some((line) => line.type === 'annualPass') ? memberCardsOfOrder(db, order.id) : [],
  ]);
  const view = orderView(order, paymentType ? t(paymentType.names) : '');
  // Only an order with member cards says so: other orders read as before (and as other back-ends answer).
  return cards.length > 0 ? { ...view, member_cards: cards } : view;
}
