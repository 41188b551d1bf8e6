import type { Language } from '@museum-shop/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { shops } from './config.ts';
import { bytea } from './documents.ts';

export type MailStatus = 'pending' | 'sent' | 'expired';
/** What a message is about: an order's confirmation, or an account's link or notice. */
export type MailKind =
  | 'order-confirmation'
  | 'order-refund'
  | 'order-refund-correction'
  | 'password-reset'
  | 'email-change'
  | 'account';

/**
 * Every e-mail is written here first, in the same transaction as what caused it, then sent by a
 * `send-mail` job. It is `pending` until the SMTP server accepted it (`sent`), or `expired` when
 * the link it carries ran out before it could be sent. Sent messages are deleted, with their
 * attachments, after the museum's retention (`MAIL_RETENTION_DAYS`).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /**
     * The shop it is sent for: its sender name and reply-to are read from the shop's configuration
     * when it is sent. Null on messages queued before it was kept: they go out as MAIL_FROM.
     */
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MailKind>().notNull().default('account'),
    /** The order a confirmation belongs to (for "send again" and the staff's view of an order). */
    orderId: uuid('order_id'),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** The HTML part beside the plain text, where the message has one. */
    html: text('html'),
    lang: text('lang').$type<Language>().notNull(),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the job may (re)try. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** When the link the message carries stops working: after it, the message is not sent. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('mail_outbox_order_idx').on(table.orderId),
    index('mail_outbox_sent_idx').on(table.sentAt),
    check('mail_outbox_status', sql`${table.status} IN ('pending', 'sent', 'expired')`),
  ],
);

/** A file sent with a message (a ticket PDF, an invoice, a calendar entry), deleted with it. */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: serial('id').primaryKey(),
    mailId: integer('mail_id')
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    /** Order of the attachments in the message. */
    position: integer('position').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (table) => [index('mail_attachments_mail_idx').on(table.mailId, table.position)],
);
