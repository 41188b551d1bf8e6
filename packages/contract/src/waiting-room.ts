import * as z from 'zod/mini';
import { shopQuerySchema } from './config.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * The waiting room of a sale (issue 38). While staff have it on, initPayment wants a pass: a
 * visitor joins the queue, asks where they stand until they are let in, and then gets the pass, a
 * signed token for this shop and this sale that ends when unused.
 */

/** How long a pass lets its visitor start payments once they are let in, in minutes. */
export const WAITING_PASS_MINUTES = 20;
/** How often the waiting page asks where the visitor stands, in seconds. */
export const WAITING_POLL_SECONDS = 5;

const ticketSchema = z.string().check(z.minLength(16), z.maxLength(64), z.regex(/^[\w-]+$/));

export const waitingRoomStateSchema = z.object({
  /** The visitor's place in the queue: the browser keeps it, across a reload, to ask again. */
  ticket: z.string(),
  admitted: z.boolean(),
  /** How many are before this visitor. */
  ahead: z.int(),
  /** Seconds until this visitor's turn at the current rate; null while staff pause the queue. */
  wait_seconds: z.nullable(z.int()),
  /** When the sale opens, if that lies ahead (ISO 8601). */
  opens_at: z.nullable(z.string()),
  paused: z.boolean(),
  /** Once let in: the pass initPayment takes (query `waitingPass`), and when it ends. Null: none needed. */
  pass: z.nullable(z.string()),
  pass_expires_at: z.nullable(z.string()),
});
export type WaitingRoomState = z.infer<typeof waitingRoomStateSchema>;

const stateResponse = z.object({ data: waitingRoomStateSchema });

export const waitingRoomJoinEndpoint = defineEndpoint({
  method: 'POST',
  path: 'waitingRoom/join',
  feature: 'checkout',
  summary: "Take a place in the sale's queue",
  query: z.object({ shop: z.optional(shopQuerySchema.shape.shop) }),
  body: z.strictObject({}),
  response: stateResponse,
  errors: { 429: ['RATE_LIMITED'] },
  noStore: true,
});

export const waitingRoomStatusEndpoint = defineEndpoint({
  method: 'POST',
  path: 'waitingRoom/status',
  feature: 'checkout',
  summary: 'Where a place in the queue stands',
  query: z.object({ shop: z.optional(shopQuerySchema.shape.shop) }),
  body: z.strictObject({ ticket: ticketSchema }),
  response: stateResponse,
  // A place of an earlier sale, or none: the browser takes a new one.
  errors: { 410: ['WAITING_TICKET_UNKNOWN'], 429: ['RATE_LIMITED'] },
  noStore: true,
});
