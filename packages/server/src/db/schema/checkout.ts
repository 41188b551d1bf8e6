import type {
  AppliedVoucher,
  Cart,
  CartTotals,
  Language,
  OrderLine,
  PaymentAux,
  PaymentKind,
  ShippingAddress,
  Suggestion,
  Translations,
} from '@museum-shop/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './account.ts';
import { shopIdColumn } from './config.ts';

/** The payment types a shop offers (GET checkout/payments). */
export const paymentTypes = pgTable(
  'payment_types',
  {
    shopId: shopIdColumn(),
    payartId: integer('payart_id').notNull(),
    kind: text('kind').$type<PaymentKind>().notNull(),
    names: jsonb('names').$type<Translations>().notNull(),
    sequenceNo: integer('sequence_no').notNull().default(0),
    /**
     * Whether visitors may choose it (GET checkout/payments, initPayment). A type is never deleted:
     * orders, invoices and reports name it by its payart id; one no longer offered is kept, hidden.
     */
    offered: boolean('offered').notNull().default(true),
  },
  (table) => [primaryKey({ columns: [table.shopId, table.payartId] })],
);

/** Shipping cost steps: to a country, from a total weight (grams) on, this cost (cents). */
export const shippingCosts = pgTable(
  'shipping_costs',
  {
    id: serial('id').primaryKey(),
    shopId: shopIdColumn(),
    country: text('country').notNull(),
    weightFrom: integer('weight_from').notNull(),
    cost: integer('cost').notNull(),
  },
  (table) => [index('shipping_costs_shop_country_idx').on(table.shopId, table.country, table.weightFrom)],
);

export type CartStatus = 'held' | 'booked' | 'canceled' | 'expired' | 'refund';

/** What booking a cart takes from the inventory: checked and held in one transaction. */
export type InventoryNeed =
  | { kind: 'tourSlot'; id: number; places: number; tours: number }
  | {
      kind: 'eventSlot';
      id: number;
      places: number;
      /** The places of the slot kept for members at pricing time, before members took any (issue 36). */
      memberShare?: number;
      /** Of `places`, those of member tickets: they may take from the members' share. */
      memberPlaces?: number;
    }
  | { kind: 'article'; id: number; pieces: number }
  | { kind: 'voucherCode'; id: number; amount: number }
  /**
   * Member tickets of one card for one event slot (`id`; a tour slot with `slot: 'tour'`), within
   * the card's tickets of the museum day `day` (at most `perDay`); the places themselves are in the
   * slot's need.
   */
  | {
      kind: 'memberCard';
      id: number;
      slot?: 'tour';
      card: string;
      places: number;
      perDay: number;
      day: string;
    };

/** What an order line shows besides its price: where, and the group's answers (by cart line index). */
export interface LineDetails {
  venue: string | null;
  answers: { question: string; answer: string }[];
  /** The venue's postal address (absent in carts priced before it was kept). */
  venueAddress?: string | null;
  /** The end of the entry window, YYYY-MM-DD HH:mm: an event slot's end, a tour's start plus its length. */
  ends?: string | null;
  /** The tour or event slot the line takes places of (absent in carts priced before it was kept). */
  slotId?: number | null;
}

/**
 * A cart sent to payment: what was asked, how the server priced it, and the payment it waits for.
 * Its places are held by the reservation with the same cart id until `expires_at`.
 */
export const carts = pgTable(
  'carts',
  {
    /** The `cartId` the client holds: random, 128 bits or more. */
    id: text('id').primaryKey(),
    shopId: shopIdColumn(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    lang: text('lang').$type<Language>().notNull(),
    status: text('status').$type<CartStatus>().notNull(),
    payartId: integer('payart_id').notNull(),
    aux: jsonb('aux').$type<PaymentAux>().notNull(),
    cart: jsonb('cart').$type<Cart>().notNull(),
    priced: jsonb('priced').$type<Suggestion>().notNull(),
    /** What the hold took; booking counts it again when the hold has lapsed. */
    needs: jsonb('needs').$type<InventoryNeed[]>().notNull(),
    lineDetails: jsonb('line_details').$type<LineDetails[]>().notNull(),
    shipping: integer('shipping').notNull().default(0),
    /** The shipping address given at checkout; null: the customer's own address. */
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>(),
    /** What the payment must bring: the priced total plus shipping. */
    amount: integer('amount').notNull(),
    /** The provider that takes the payment and its id for it. */
    provider: text('provider').notNull(),
    paymentRef: text('payment_ref'),
    /** The order of a cart that is not new: paying it books nothing more (initPaymentOrder). */
    orderId: uuid('order_id'),
    /** Why a paid cart could not be booked (status refund). */
    refundReason: text('refund_reason'),
    /**
     * Whose live cart this is: a session or, without one, a client address keeps one held cart at
     * a time, and a new payment start releases the one before (`cartOwnerKey`). A hash, never a
     * token or an address; null for a cart that holds nothing of its own (initPaymentOrder).
     */
    ownerKey: text('owner_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('carts_status_expires_idx').on(table.status, table.expiresAt),
    index('carts_payment_ref_idx').on(table.paymentRef),
    index('carts_owner_held_idx').on(table.ownerKey).where(sql`${table.status} = 'held'`),
    check('carts_status', sql`${table.status} IN ('held', 'booked', 'canceled', 'expired', 'refund')`),
  ],
);

export type PaymentState = 'paid' | 'open' | 'refund';

/** A booked order. Exactly one per paid cart (the unique cart id). */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The id an order is reviewed by (order-review/{id}): random, unguessable. */
    publicId: text('public_id').notNull().unique(),
    shopId: shopIdColumn(),
    /**
     * The number the visitor, the documents, the e-mails and the staff quote: per shop and year,
     * sequential, never reused (`2026-00042`; `order_counters`).
     */
    orderNumber: text('order_number').notNull(),
    cartId: text('cart_id')
      .notNull()
      .unique()
      .references(() => carts.id),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    lang: text('lang').$type<Language>().notNull(),
    lines: jsonb('lines').$type<OrderLine[]>().notNull(),
    vouchers: jsonb('vouchers').$type<Pick<AppliedVoucher, 'barcode' | 'applied'>[]>().notNull(),
    totals: jsonb('totals').$type<CartTotals>().notNull(),
    shipping: integer('shipping').notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>(),
    payartId: integer('payart_id').notNull(),
    paymentState: text('payment_state').$type<PaymentState>().notNull(),
    externalDocumentNumber: text('external_document_number'),
    requestInvoice: boolean('request_invoice').notNull(),
    hasTickets: boolean('has_tickets').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('orders_payment_state', sql`${table.paymentState} IN ('paid', 'open', 'refund')`),
    uniqueIndex('orders_shop_number_idx').on(table.shopId, table.orderNumber),
    // A guest's second payment start asks whether the guest has an order (spec §6: once).
    index('orders_customer_idx').on(table.customerId),
  ],
);

/** The last order number given out per shop and year: the row is taken in the booking's transaction. */
export const orderCounters = pgTable(
  'order_counters',
  {
    shopId: shopIdColumn(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.shopId, table.year] })],
);

export type SandboxPaymentStatus = 'open' | 'paid' | 'failed' | 'canceled';

/** The built-in payment sandbox's own book of payments: what a real provider keeps on its side. */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    shopId: shopIdColumn(),
    /** One payment per attempt: the same key gives the same payment back. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amount: integer('amount').notNull(),
    kind: text('kind').$type<PaymentKind>().notNull(),
    description: text('description').notNull(),
    details: jsonb('details').$type<Record<string, string>>().notNull(),
    status: text('status').$type<SandboxPaymentStatus>().notNull(),
    returnUrl: text('return_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    /** Cents given back (refunds go through at once in the sandbox). */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('sandbox_payments_status', sql`${table.status} IN ('open', 'paid', 'failed', 'canceled')`),
  ],
);
