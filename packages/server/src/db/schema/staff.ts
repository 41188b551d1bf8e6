import type { Language, RefundLineState, StaffRole } from '@museum-shop/contract';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './checkout.ts';
import { shopIdColumn, shops } from './config.ts';

/**
 * Museum staff (issue 25): accounts of their own, never customers. A member without a password
 * has an invitation waiting (or the `staff:create` link); `active` false locks the account.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: shopIdColumn(),
    /** Lower case, as typed otherwise. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    /** argon2id of the password as typed; null until the invitation is accepted. */
    passwordHash: text('password_hash'),
    active: boolean('active').notNull().default(true),
    lang: text('lang').$type<Language>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('staff_members_shop_email_idx').on(table.shopId, table.email),
    check('staff_members_role', sql`${table.role} IN ('owner', 'box_office', 'viewer')`),
  ],
);

/** A staff session: the hash of its token only. It ends at `expires_at`, after `idle` unused, or at logout. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('staff_sessions_staff_idx').on(table.staffId),
    index('staff_sessions_expires_idx').on(table.expiresAt),
  ],
);

/** A one-time link that sets a member's password: an invitation, or the first owner's (`staff:create`). */
export const staffInvites = pgTable(
  'staff_invites',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('staff_invites_staff_idx').on(table.staffId)],
);

/** A shop's staff settings; a shop without a row has the defaults. */
export const staffSettings = pgTable('staff_settings', {
  shopId: integer('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  /** The most the box office may refund at once, cents. */
  boxOfficeRefundLimit: integer('box_office_refund_limit').notNull(),
});

/**
 * Every staff action: who, when, what, before and after. Written in the transaction of the action
 * itself, so an action and its entry exist together or not at all; a failed sign-in or a refused
 * action, which changed nothing, in a transaction of its own after the refusal. Append-only.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopId: shopIdColumn(),
    /** Null for the `staff:create` command. */
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    subjectKind: text('subject_kind').notNull(),
    subjectId: text('subject_id').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /**
     * The client's address as the server saw it (behind the trusted proxies): on sign-ins, failed
     * ones too, and on refused actions (issue 40); null on the other entries.
     */
    clientAddress: text('client_address'),
  },
  (table) => [
    index('staff_audit_shop_idx').on(table.shopId, table.id),
    index('staff_audit_order_idx').on(table.orderId),
    index('staff_audit_client_idx').on(table.shopId, table.clientAddress, table.id),
  ],
);

/** Internal notes on an order, by staff; the customer never sees them. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('order_notes_order_idx').on(table.orderId)],
);

/*
 * A refunded line's state (the contract's REFUND_LINE_STATES): its refund is at the provider
 * (`pending`), the provider confirmed it or nothing was paid (`refunded`), or the provider refused
 * it and a person must act (`failed`). In each state the line is out of the order: its places are
 * given back and the door refuses it.
 */

/**
 * The lines of an order given back by a person's refund (checkout's `refundOrder`), once each:
 * what they cost, the refund (or, for an order that cost nothing, `order:<id>`) that gives them
 * back, and how far that refund has come (decision 0024).
 */
export const orderRefundLines = pgTable(
  'order_refund_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineIndex: integer('line_index').notNull(),
    refundKey: text('refund_key').notNull(),
    amount: integer('amount').notNull(),
    state: text('state').$type<RefundLineState>().notNull().default('refunded'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.lineIndex] }),
    index('order_refund_lines_refund_idx').on(table.refundKey),
    check('order_refund_lines_state', sql`${table.state} IN ('pending', 'refunded', 'failed')`),
  ],
);

/** An unpaid order staff cancelled: it can no longer be paid, and its places were given back. */
export const orderCancellations = pgTable('order_cancellations', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Tickets the door admitted (issue 25's door): a ticket's code admits once, so a copy of it (a
 * forwarded PDF, a photo of the QR code) is told apart from the first holder. Keyed by the code
 * in its one spelling; who admitted it and when stay with it.
 */
export const ticketAdmissions = pgTable(
  'ticket_admissions',
  {
    shopId: shopIdColumn(),
    code: text('code').notNull(),
    /** What the signed code names: the order, its line (from 0) and the person, for the order's page. */
    orderNumber: text('order_number').notNull(),
    lineIndex: integer('line_index').notNull(),
    person: integer('person').notNull(),
    admittedAt: timestamp('admitted_at', { withTimezone: true }).notNull(),
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.code] }),
    index('ticket_admissions_order_idx').on(table.shopId, table.orderNumber),
  ],
);
