import type { Language, PaymentProviderFailure } from '@museum-shop/contract';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { shopIdColumn } from './config.ts';

/** created → pending → paid / failed / canceled / expired (payments/attempt-states.ts). */
export type AttemptStatus = 'created' | 'pending' | 'paid' | 'failed' | 'canceled' | 'expired';

/**
 * One payment start: what was asked of which provider, and the state its payment is in. Its
 * state changes only after a recorded provider event (`provider_events`).
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    /** Checkout's id of the attempt; also the idempotency key sent to the provider. */
    id: text('id').primaryKey(),
    shopId: shopIdColumn(),
    /** The cart it pays (a new cart per start; initPaymentOrder's carts pay an existing order). */
    cartId: text('cart_id').notNull().unique(),
    provider: text('provider').notNull(),
    /** The provider's id of the payment; null until the provider answered. */
    providerRef: text('provider_ref'),
    amount: integer('amount').notNull(),
    payartId: integer('payart_id').notNull(),
    /** The provider's name of the method used, once known. */
    method: text('method'),
    status: text('status').$type<AttemptStatus>().notNull(),
    lang: text('lang').$type<Language>().notNull(),
    /** The spec's payment session ids (§7 execPayment: us, sessionUs, srcURL), kept for support. */
    us: text('us'),
    sessionUs: text('session_us'),
    srcUrl: text('src_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_attempts_provider_ref_idx').on(table.provider, table.providerRef),
    check(
      'payment_attempts_status',
      sql`${table.status} IN ('created', 'pending', 'paid', 'failed', 'canceled', 'expired')`,
    ),
  ],
);

export type RefundStatus = 'requested' | 'pending' | 'succeeded' | 'failed';
/** Why money goes back: a paid cart that could not be booked, or a person's decision. */
export type RefundCause = 'places_gone' | 'cart_canceled' | 'staff';

/**
 * Money given back of a paid attempt: requested → pending → succeeded / failed (refund-states.ts).
 * A failed staff refund is sent again (back to requested) or recorded as paid back by hand.
 */
export const refunds = pgTable(
  'refunds',
  {
    /** Checkout's id of the refund; also the idempotency key sent to the provider. */
    id: text('id').primaryKey(),
    attemptId: text('attempt_id')
      .notNull()
      .references(() => paymentAttempts.id),
    amount: integer('amount').notNull(),
    cause: text('cause').$type<RefundCause>().notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<RefundStatus>().notNull(),
    providerRef: text('provider_ref'),
    /**
     * How often staff sent it again after the provider refused it: each try is a new request at
     * the provider, with its own idempotency key (`refundIdempotencyKey`).
     */
    tries: integer('tries').notNull().default(0),
    /** A failed refund staff paid back another way (a bank transfer): their reference for it. */
    manualReference: text('manual_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A paid attempt nobody can book is refunded once, however often that is found out.
    uniqueIndex('refunds_automatic_once_idx').on(table.attemptId).where(sql`${table.cause} <> 'staff'`),
    check('refunds_status', sql`${table.status} IN ('requested', 'pending', 'succeeded', 'failed')`),
    check('refunds_amount', sql`${table.amount} > 0`),
  ],
);

/**
 * Every notification a provider sent, and every state checkout saw when it asked, as it came:
 * append-only. The unique event id makes a replayed or duplicated notification a no-op.
 */
export const providerEvents = pgTable(
  'provider_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    /** The provider's event id, or for what checkout saw by asking: `seen:<ref>:<status>`. */
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    paymentRef: text('payment_ref').notNull(),
    refundRef: text('refund_ref'),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('provider_events_event_idx').on(table.provider, table.eventId),
    index('provider_events_payment_idx').on(table.provider, table.paymentRef),
  ],
);

/**
 * The payment provider as the shop last met it, one row per provider, shared by every process:
 * whether its last call went through, when one last did, and when one last found the provider
 * unavailable and why (a `ProviderFailure` and what was seen, an HTTP status or a network error
 * code; never a key). Staff read it; checkout never waits for it.
 */
export const paymentProviderHealth = pgTable(
  'payment_provider_health',
  {
    provider: text('provider').primaryKey(),
    /** What the last recorded call found. */
    state: text('state').$type<'reachable' | 'unavailable'>().notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
    lastFailure: text('last_failure').$type<PaymentProviderFailure>(),
    lastFailureDetail: text('last_failure_detail'),
  },
  (table) => [check('payment_provider_health_state', sql`${table.state} IN ('reachable', 'unavailable')`)],
);
