import * as z from 'zod/mini';
import { contractSchemas } from './schema-ids.ts';

/**
 * Every failure the server can answer with is one of these codes; the web app maps each to a
 * translated message in one place. Later features add their codes here.
 */
export const ERROR_CODES = [
  'INVALID_REQUEST',
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'UNKNOWN_LANGUAGE',
  'SHOP_NOT_FOUND',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
  // accounts
  'UNAUTHORIZED',
  'FORBIDDEN',
  'LOGIN_FAILED',
  'REGISTRATION_DISABLED',
  'GUEST_REGISTRATION_DISABLED',
  'RESET_LINK_INVALID',
  /** An e-mail change's confirmation link that is unknown, used or expired. */
  'CONFIRM_LINK_INVALID',
  // Catalog: unknown ids and malformed dates or ranges.
  'TOUR_NOT_FOUND',
  'EVENT_NOT_FOUND',
  'ARTICLE_NOT_FOUND',
  'VOUCHER_PRODUCT_NOT_FOUND',
  'INVALID_DATE',
  'INVALID_DATE_RANGE',
  // Voucher codes (spec §5 and §8): the lookup answers 422 with one of these.
  'VOUCHER_NOT_FOUND',
  'VOUCHER_NOW_IS_BEFORE_VALID_FROM',
  'VOUCHER_NOW_IS_AFTER_VALID_TO',
  'VOUCHER_NO_AMOUNT_LEFT',
  // Static pages.
  'PAGE_NOT_FOUND',
  // Checkout and orders.
  'NO_SHIPPING_COSTS_FOR_COUNTRY',
  'COUNTRY_MISSING',
  'CART_NOT_BOOKABLE',
  'PAYMENT_TYPE_UNKNOWN',
  'PAYMENT_DETAILS_INVALID',
  'CHECKOUT_BUSY',
  'CART_GONE',
  'PAYMENT_NOT_CONFIRMED',
  'PAYMENT_FAILED',
  'PAYMENT_OPEN',
  'PLACES_GONE_REFUND',
  'ORDER_NOT_AVAILABLE',
  'ORDER_ALREADY_PAID',
  /** A guest token books one order (spec §6); a second order asks for the guest's details again. */
  'GUEST_ALREADY_ORDERED',
  // Staff (issue 25): the staff app's own failures; the visitor's app never meets them.
  /** An invitation or `staff:create` sign-in link that is unknown, used or expired. */
  'STAFF_INVITE_INVALID',
  'STAFF_EMAIL_TAKEN',
  /** The shop would be left without an active owner. */
  'STAFF_LAST_OWNER',
  /** A box office refund above the limit the owner set. */
  'REFUND_OVER_LIMIT',
  /** The order's state does not allow this: refunded already, not paid, or cancelled. */
  'ORDER_STATE_CONFLICT',
  /** A voucher the order bought has been redeemed (or is being paid with): its line stays (decision 0022). */
  'REFUND_VOUCHER_REDEEMED',
  'SLOT_NOT_FOUND',
  /** A slot's capacity below what is sold and held. */
  'CAPACITY_BELOW_TAKEN',
  /** Opening the shop while a blocking step of the setup checklist is not done (issue 34). */
  'SHOP_NOT_READY',
  /** A catalog document is imported only into a shop without events, tours or catalog lists (issue 35). */
  'CATALOG_NOT_EMPTY',
  /**
   * The payment's return addresses are not the shop's: the browser uses another address than the
   * server's PUBLIC_URL (a set-up mistake the visitor cannot fix; issue 34).
   */
  'RETURN_ADDRESS_OUTSIDE_SHOP',
  /** A payment started while the museum has not opened its shop yet (issue 34). */
  'SHOP_CLOSED',
  /**
   * The waiting room is on (issue 38): a payment starts only with the pass a visitor gets once let
   * in from the queue. The shop sends the visitor to the waiting room.
   */
  'WAITING_ROOM',
  /** A waiting room place of an earlier sale, or none: the visitor takes a new place. */
  'WAITING_TICKET_UNKNOWN',
  /**
   * The payment provider could not start the payment: unreachable, too slow, failing, or refusing
   * the shop's key (issue 40). Nothing was charged and nothing is held; a 503 with Retry-After.
   */
  'PAYMENT_PROVIDER_UNAVAILABLE',
  /** No annual pass of this shop has this member number and surname (one answer for both; issue 36). */
  'MEMBER_CARD_NOT_FOUND',
] as const;
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** Field name → messages, as the spec's 422 answers carry them (a single string is wrapped in a list). */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** Why a cart line cannot be booked as it is: a code for the web app's words, with the numbers it names. */
export const LINE_PROBLEMS = [
  'SOLD_OUT',
  /** The time (or its whole day) is closed by the museum's staff: nothing can be booked, not sold out. */
  'CLOSED',
  'NOT_ENOUGH_PLACES',
  'NOT_ENOUGH_TOURS',
  'OUT_OF_STOCK',
  'EXPIRED',
  'NOT_AVAILABLE',
  'UNKNOWN_ITEM',
  'OVER_MAX_PARTICIPANTS',
  'TICKETS_TOURS_MISMATCH',
  'TICKETS_BELOW_TOURS',
  'ANSWERS_MISSING',
  'COMPONENT_QUANTITY_MISSING',
  'OWNERS_MISSING',
  'AMOUNT_MISSING',
  'NOTHING_CHOSEN',
  'VOUCHER_NOT_FOUND',
  'VOUCHER_NOW_IS_BEFORE_VALID_FROM',
  'VOUCHER_NOW_IS_AFTER_VALID_TO',
  'VOUCHER_NO_AMOUNT_LEFT',
  'VOUCHER_TWICE',
  /** A family ticket's own count is not what its sub-counts give (1 when any member is chosen, spec §4). */
  'FAMILY_COUNT_MISMATCH',
  /** An add-on (mode 5) needs as many admission tickets of the same time in the cart. */
  'ADMISSION_REQUIRED',
  /** More places of one time slot than a cart may hold (the shop's limit is `available`). */
  'SLOT_PLACES_LIMIT',
  /** More places in all than a cart may hold (the shop's limit is `available`). */
  'CART_PLACES_LIMIT',
  /** The cart's total is above what one order may cost (the shop's limit is `available`, in cents). */
  'CART_TOTAL_LIMIT',
  /** A voucher code cannot pay for vouchers: it would extend the money's validity. */
  'VOUCHER_NOT_FOR_VOUCHERS',
  /** A voucher code limited to sections or products (issue 36) that no line of the cart is of. */
  'VOUCHER_NOT_FOR_THESE_ITEMS',
  /** Member tickets (issue 36): no pass of this shop has the member number and surname given. */
  'MEMBER_CARD_NOT_FOUND',
  /** The pass has ended before the visit's day. */
  'MEMBER_CARD_EXPIRED',
  /** The pass was refunded. */
  'MEMBER_CARD_REFUNDED',
  /** The pass starts after the visit's day (a renewal not begun yet). */
  'MEMBER_CARD_NOT_YET_VALID',
  /** The pass gives nothing for this event. */
  'MEMBER_NO_BENEFIT',
  /** More member tickets than the pass allows in one booking or on one day; `available` is how many more it takes. */
  'MEMBER_TICKETS_LIMIT',
  /** Only a single admission ticket can be a member ticket: not a family ticket, an add-on or one with sub-tickets. */
  'MEMBER_TICKET_NOT_ELIGIBLE',
] as const;
export type LineProblemCode = (typeof LINE_PROBLEMS)[number];
export const lineProblemSchema = z.object({
  code: z.enum(LINE_PROBLEMS),
  /** What was asked for and what is available, where the message names numbers (spec §5). */
  requested: z.optional(z.int()),
  available: z.optional(z.int()),
});
export type LineProblem = z.infer<typeof lineProblemSchema>;

export const errorResponseSchema = z
  .object({
    code: errorCodeSchema,
    message: z.string(),
    errors: z.optional(fieldErrorsSchema),
    /** execPayment's 422 names its error here too (spec §8). */
    error: z.optional(errorCodeSchema),
    /** initPayment's 422 CART_NOT_BOOKABLE: what is wrong with which line (its index in the cart). */
    problems: z.optional(z.array(z.extend(lineProblemSchema, { index: z.int() }))),
  })
  .register(contractSchemas, { id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** The spec's field-error maps may hold a single string where a list is meant; this wraps it. */
export function normaliseFieldErrors(raw: Record<string, string | string[]>): FieldErrors {
  return Object.fromEntries(Object.entries(raw).map(([field, messages]) => [field, [messages].flat()]));
}
