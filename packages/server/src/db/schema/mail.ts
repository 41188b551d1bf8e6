import type { Language } from '@museum-shop/contract';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every e-mail is written here first, in the same transaction as what caused it, then sent by the
 * outbox worker. A message is never deleted: it is `pending` until the SMTP server accepted it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    lang: text('lang').$type<Language>().notNull(),
    status: text('status').$type<'pending' | 'sent'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the worker may (re)try; a worker that claims a message moves it forward as a lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt)],
);
