import * as z from 'zod/mini';
import { MAX_TOKEN_LENGTH } from './account.ts';
import { cartSchema, countryKeySchema, dbId, passOwnerSchema, shortText } from './cart.ts';
import { dateTimeSchema } from './catalog.ts';
import { shopQuerySchema } from './config.ts';
import { defineEndpoint } from './endpoint.ts';
import { lineProblemSchema } from './errors.ts';
import { translationsSchema } from './languages.ts';
import { PART_KINDS } from './rules/money.ts';
import { contractSchemas } from './schema-ids.ts';

/** Direct-debit payment types (spec §9): they need an account holder and an IBAN. */
export const DIRECT_DEBIT_PAYARTS = [74, 164] as const;
/** The wallets of an express wallet payment (spec §7: aux.wallets). */
export const WALLETS = ['APPLEPAY', 'GOOGLEPAY'] as const;
export type Wallet = (typeof WALLETS)[number];
export const PAYMENT_KINDS = ['card', 'direct_debit', 'wallet', 'express'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const vatAmountSchema = z.object({ rate: z.number(), amount: z.int() });
export type VatAmount = z.infer<typeof vatAmountSchema>;

/** A line as the server prices it. Money in cents, gross (VAT included). */
export const pricedLineSchema = z.object({
  /** The line's position in the cart sent. */
  index: z.int(),
  type: z.enum(['guidedTour', 'ticket', 'dayTicket', 'merchandise', 'annualPass', 'voucher', 'voucherCode']),
  name: z.string(),
  /** The visit's date and time, where there is one. */
  datetime: z.nullable(dateTimeSchema),
  count: z.int(),
  /** Each part of the line: a price of a tour, a ticket, a sub-ticket, an article. */
  parts: z.array(
    z.object({
      name: z.string(),
      count: z.int(),
      unit_price: z.int(),
      vat_rate: z.number(),
      /** What is priced (the sale rules' part kinds); absent in orders booked before it was kept. */
      kind: z.optional(z.enum(PART_KINDS)),
    }),
  ),
  total: z.int(),
  problems: z.array(lineProblemSchema),
});
export type PricedLine = z.infer<typeof pricedLineSchema>;

/** A voucher code of the cart as it is spread over the total (spec §5): applied part and what remains on it. */
export const appliedVoucherSchema = z.object({
  barcode: z.string(),
  /** What is on the code now. */
  available: z.int(),
  /** What this cart uses of it (the negative discount line). */
  applied: z.int(),
  /** What stays on the code after this order. */
  remaining: z.int(),
});
export type AppliedVoucher = z.infer<typeof appliedVoucherSchema>;

export const cartTotalsSchema = z.object({
  /** Sum of the lines before voucher codes. */
  subtotal: z.int(),
  /** What the voucher codes cover (≥ 0). */
  discount: z.int(),
  /** What is left to pay, never below 0. */
  total: z.int(),
  /** VAT included in the lines, per rate. */
  vat: z.array(vatAmountSchema),
});
export type CartTotals = z.infer<typeof cartTotalsSchema>;

export const suggestionSchema = z
  .object({
    lines: z.array(pricedLineSchema),
    vouchers: z.array(appliedVoucherSchema),
    totals: cartTotalsSchema,
    /** True when no line has a problem: initPayment would accept this cart. */
    bookable: z.boolean(),
  })
  .register(contractSchemas, { id: 'CartSuggestion' });
export type Suggestion = z.infer<typeof suggestionSchema>;

const optionalShop = z.optional(shopQuerySchema.shape.shop);
/** The token `_` is optional: an express payment needs no sign-in (spec §6). */
const tokenQuery = z.object({
  shop: optionalShop,
  _: z.optional(z.string().check(z.maxLength(MAX_TOKEN_LENGTH))),
});

export const paymentTypeSchema = z.object({
  payartId: z.int(),
  kind: z.enum(PAYMENT_KINDS),
  /** The name in every language the shop has. */
  names: translationsSchema,
  /** The name in the request's language. */
  name: z.string(),
});
export type PaymentType = z.infer<typeof paymentTypeSchema>;

export const paymentsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'checkout/payments',
  feature: 'checkout',
  summary: 'The payment types of the shop',
  query: z.object({ shop: shopQuerySchema.shape.shop }),
  response: z.object({ data: z.object({ payments: z.array(paymentTypeSchema) }) }),
});

export const suggestEndpoint = defineEndpoint({
  method: 'POST',
  path: 'checkout/suggest',
  feature: 'checkout',
  summary: 'Price a cart from the catalog and say what can be booked, line by line',
  query: tokenQuery,
  body: z.strictObject({ cart: cartSchema }),
  response: z.object({ data: suggestionSchema }),
  // A cart with member claims checks cards: its wrong guesses count as the card check's (issue 36).
  errors: { 429: ['RATE_LIMITED'] },
});

export const shippingCostsEndpoint = defineEndpoint({
  method: 'POST',
  path: 'checkout/shippingCosts',
  feature: 'checkout',
  summary:
    "Shipping costs of a cart's merchandise: to the signed-in customer's country (token `_`) or to `country`",
  query: tokenQuery,
  body: z.strictObject({ cart: cartSchema, country: z.optional(countryKeySchema) }),
  /** Cents; 0 when the cart has no merchandise. */
  response: z.object({ data: z.int() }),
  errors: { 422: ['NO_SHIPPING_COSTS_FOR_COUNTRY', 'COUNTRY_MISSING'] },
});

export const paymentAuxSchema = z.strictObject({
  accountHolder: z.optional(shortText(70)),
  iban: z.optional(z.string().check(z.maxLength(42))),
  wallets: z.optional(z.array(z.enum(WALLETS)).check(z.maxLength(2))),
  partner: z.optional(shortText(100)),
});
export type PaymentAux = z.infer<typeof paymentAuxSchema>;

/** A line of an address as a person types it: trimmed, not empty, no control characters. */
const addressText = (max: number) =>
  z.string().check(z.trim(), z.minLength(1), z.maxLength(max), z.regex(/^[^\p{Cc}]*$/u));

/**
 * Where the merchandise goes when it is not the billing address: the checkout's shipping address
 * form (spec §3 "Shipping form", §5: every field needed). Strict, so a typo in a field name is a 422.
 */
export const shippingAddressSchema = z
  .strictObject({
    name: addressText(200),
    street: addressText(200),
    zip: addressText(20),
    city: addressText(100),
    country: countryKeySchema,
  })
  .register(contractSchemas, { id: 'ShippingAddress' });
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

const returnUrlSchema = z.strictObject({
  continue: z.url().check(z.maxLength(2000)),
  cancel: z.url().check(z.maxLength(2000)),
});

export const paymentStartSchema = z.object({
  cartId: z.string(),
  /** Where to send the browser: the provider's payment page. */
  redirect: z.string(),
  /** Until when the places are held, ISO 8601. */
  expires_at: z.string(),
  total: z.int(),
});
export type PaymentStart = z.infer<typeof paymentStartSchema>;

const cartErrors = {
  422: [
    'CART_NOT_BOOKABLE',
    'PAYMENT_TYPE_UNKNOWN',
    'PAYMENT_DETAILS_INVALID',
    'RETURN_ADDRESS_OUTSIDE_SHOP',
  ],
  409: ['CHECKOUT_BUSY'],
  429: ['RATE_LIMITED'],
} as const;

export const initPaymentEndpoint = defineEndpoint({
  method: 'POST',
  path: 'checkout/initPayment',
  feature: 'checkout',
  summary:
    'Price and check the cart, hold its places, stock and voucher amounts for a while, and start a payment',
  query: z.extend(tokenQuery, {
    /**
     * The browser session's id (spec §9, as execPayment's `sessionUs`): without a customer's or
     * guest's token it names whose live cart this is, so buyers behind one address (a museum's
     * Wi-Fi, a carrier's NAT) do not release each other's (issue 38).
     */
    sessionUs: z.optional(shortText(64)),
    /** The pass of the waiting room (issue 38), while it is on: waitingRoom/status gives it. */
    waitingPass: z.optional(shortText(200)),
  }),
  body: z.strictObject({
    payart: dbId,
    aux: z.optional(paymentAuxSchema),
    cart: cartSchema,
    url: returnUrlSchema,
    /**
     * A shipping address other than the customer's: its country prices the shipping of the
     * merchandise, and the order keeps it. Absent: the customer's own address.
     */
    shipping_address: z.optional(shippingAddressSchema),
  }),
  response: z.object({ data: paymentStartSchema }),
  errors: {
    ...cartErrors,
    401: ['UNAUTHORIZED'],
    403: ['FORBIDDEN'],
    // A guest token books once (spec §6): the client asks the guest's details again.
    409: [...cartErrors[409], 'GUEST_ALREADY_ORDERED', 'SHOP_CLOSED', 'WAITING_ROOM'],
    // The provider is down or refuses the shop's key: nothing charged, nothing held, Retry-After.
    503: ['PAYMENT_PROVIDER_UNAVAILABLE'],
  },
});

export const initPaymentOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: 'checkout/initPaymentOrder',
  feature: 'checkout',
  summary: 'Start a payment for an order that is not paid yet',
  query: tokenQuery,
  body: z.strictObject({
    payart: dbId,
    aux: z.optional(paymentAuxSchema),
    id: shortText(64),
    url: returnUrlSchema,
  }),
  response: z.object({ data: paymentStartSchema }),
  errors: {
    406: ['ORDER_NOT_AVAILABLE'],
    422: ['ORDER_ALREADY_PAID', 'PAYMENT_TYPE_UNKNOWN', 'PAYMENT_DETAILS_INVALID'],
    429: ['RATE_LIMITED'],
    503: ['PAYMENT_PROVIDER_UNAVAILABLE'],
  },
});

export const bookingSchema = z.object({
  booking_id: z.string(),
  has_tickets: z.boolean(),
  /**
   * The order's number, short and per shop (e.g. 2026-00042): what the visitor quotes and staff
   * look up. booking_id is the unguessable review id and is never shown. Back-ends that have no
   * such number leave it out.
   */
  order_number: z.optional(z.string()),
});
export type Booking = z.infer<typeof bookingSchema>;

export const execPaymentEndpoint = defineEndpoint({
  method: 'POST',
  path: 'checkout/execPayment',
  feature: 'checkout',
  summary: 'Confirm the payment of a cart with its provider and book it (idempotent)',
  query: z.object({
    shop: optionalShop,
    us: z.optional(shortText(64)),
    sessionUs: z.optional(shortText(64)),
    srcURL: z.optional(z.string().check(z.maxLength(2000))),
  }),
  body: z.strictObject({ cartId: shortText(64) }),
  response: z.object({ data: bookingSchema }),
  errors: {
    400: ['PAYMENT_NOT_CONFIRMED'],
    409: ['CHECKOUT_BUSY'],
    410: ['CART_GONE'],
    422: ['PAYMENT_FAILED', 'PAYMENT_OPEN', 'PLACES_GONE_REFUND'],
  },
});

export const cancelEndpoint = defineEndpoint({
  method: 'POST',
  path: 'checkout/cancel',
  feature: 'checkout',
  summary: 'Cancel the payment of a cart and release what it holds',
  query: z.object({ shop: optionalShop, noRedirect: z.optional(z.enum(['1'])) }),
  body: z.strictObject({ cartId: shortText(64) }),
  response: z.object({ data: z.object({ ok: z.literal(true) }) }),
  errors: { 410: ['CART_GONE'] },
});

export const PAYMENT_STATES = ['paid', 'open', 'refund'] as const;

export const orderLineSchema = z.object({
  type: pricedLineSchema.shape.type,
  name: z.string(),
  datetime: z.nullable(dateTimeSchema),
  venue: z.nullable(z.string()),
  /** The venue's postal address, printed on tickets; absent or null when the museum gives none. */
  venue_address: z.optional(z.nullable(z.string())),
  /** The end of the visit's entry window (the slot's end); absent or null when it has none. */
  ends: z.optional(z.nullable(dateTimeSchema)),
  /** The tour or event slot of the visit (tours: a tour slot, tickets: an event slot); absent in older orders. */
  slot_id: z.optional(z.nullable(z.int())),
  count: z.int(),
  parts: pricedLineSchema.shape.parts,
  total: z.int(),
  /** Annual passes: their owners. */
  owners: z.array(passOwnerSchema),
  /** Guided tours: the group's answers, question and answer as text. */
  answers: z.array(z.object({ question: z.string(), answer: z.string() })),
  /** Vouchers bought: their codes. */
  codes: z.array(z.string()),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** A member card an annual pass of the order gave (issue 36): one per owner of a paid pass. */
export const memberCardSummarySchema = z.object({
  /** The member number, with its check digit. */
  number: z.string(),
  /** The holder as the pass owner was given. */
  name: z.string(),
  /** The membership type (the pass's name in the order). */
  type: z.string(),
  /** First and last valid day (YYYY-MM-DD); null until the first admission when it counts from there. */
  valid_from: z.nullable(z.string()),
  valid_until: z.nullable(z.string()),
  status: z.enum(['active', 'refunded']),
});
export type MemberCardSummary = z.infer<typeof memberCardSummarySchema>;

export const orderSchema = z
  .object({
    /** The unguessable id it is reviewed by: the booking_id execPayment answered. */
    id: z.string(),
    /** The number a visitor quotes when asking about the order (e.g. 2026-00042), on every screen and document. */
    order_number: z.string(),
    created_at: z.string(),
    lines: z.array(orderLineSchema),
    vouchers: z.array(z.object({ barcode: z.string(), applied: z.int() })),
    shipping: z.int(),
    totals: cartTotalsSchema,
    payment: z.object({ payartId: z.int(), name: z.string(), state: z.enum(PAYMENT_STATES) }),
    external_document_number: z.nullable(z.string()),
    /** The shipping address given at checkout; null: the goods go to the customer's own address. */
    shipping_address: z.nullable(shippingAddressSchema),
    has_tickets: z.boolean(),
    /** Whether the customer asked for an invoice (the cart's request-invoice flag). */
    request_invoice: z.boolean(),
    /** The member cards its annual passes gave (order/memberCards downloads them); absent from back-ends without memberships. */
    member_cards: z.optional(z.array(memberCardSummarySchema)),
  })
  .register(contractSchemas, { id: 'Order' });
export type Order = z.infer<typeof orderSchema>;

export const orderReviewEndpoint = defineEndpoint({
  method: 'GET',
  path: 'order/review',
  feature: 'orders',
  summary: 'A booked order by its unguessable id',
  query: z.object({ shop: optionalShop, id: shortText(64) }),
  response: z.object({ data: orderSchema }),
  errors: { 406: ['ORDER_NOT_AVAILABLE'] },
  // The buyer's name and address: for whoever holds the id only.
  noStore: true,
});

/** A PDF file answered as an attachment (`Content-Disposition: attachment; filename=…`). */
export const PDF_MEDIA_TYPE = 'application/pdf';
/** The bytes of a file answered as an attachment (a PDF, a wallet pass). */
const pdfFileSchema = z.custom<Uint8Array>((value) => value instanceof Uint8Array);

/**
 * The order's documents (spec §2 order review: "the ticket and invoice downloads"), by the same
 * unguessable id as order/review and with the same 406 for an unknown id.
 */
const orderDocumentEndpoint = <const Path extends string>(path: Path, summary: string) =>
  defineEndpoint({
    method: 'GET',
    path,
    feature: 'orders',
    summary,
    query: orderReviewEndpoint.query,
    response: pdfFileSchema,
    errors: { 406: ['ORDER_NOT_AVAILABLE'] },
    noStore: true,
  });
export const orderTicketsEndpoint = orderDocumentEndpoint(
  'order/tickets',
  'The tickets of a paid order as one PDF, a page per ticket or tour line (406 without tickets)',
);
export const orderMemberCardsEndpoint = orderDocumentEndpoint(
  'order/memberCards',
  'The member cards of a paid order as one PDF, a page per active card with its signed code (406 without cards)',
);
/** An Apple Wallet pass (a signed zip), answered as an attachment. */
export const PKPASS_MEDIA_TYPE = 'application/vnd.apple.pkpass';

/**
 * One member card of an order (issue 36), by the order's unguessable id and the card's number; a
 * card that is not an active card of a paid order is 406, as order/memberCards answers. The wallet
 * calls answer 404 NOT_FOUND while the museum has not set that wallet's certificates (the config's
 * `apple_wallet` / `google_wallet` say which are on).
 */
const memberCardQuery = z.object({
  shop: optionalShop,
  id: shortText(64),
  /** The member number as printed (`1234-5678-90`). */
  number: shortText(16),
});
export const orderMemberCardApplePassEndpoint = defineEndpoint({
  method: 'GET',
  path: 'order/memberCardApplePass',
  feature: 'orders',
  summary: 'One member card of a paid order as an Apple Wallet pass (.pkpass); 404 when Apple Wallet is off',
  query: memberCardQuery,
  response: pdfFileSchema,
  errors: { 404: ['NOT_FOUND'], 406: ['ORDER_NOT_AVAILABLE'] },
  noStore: true,
});
export const orderMemberCardGooglePassEndpoint = defineEndpoint({
  method: 'GET',
  path: 'order/memberCardGooglePass',
  feature: 'orders',
  summary:
    'The "Save to Google Wallet" link of one member card of a paid order (a signed JWT); 404 when Google Wallet is off',
  query: memberCardQuery,
  response: z.object({ data: z.object({ url: z.string() }) }),
  errors: { 404: ['NOT_FOUND'], 406: ['ORDER_NOT_AVAILABLE'] },
  noStore: true,
});
export const orderInvoiceEndpoint = orderDocumentEndpoint(
  'order/invoice',
  'The invoice of a paid order as a PDF (issued at the first download, then kept as issued)',
);

/**
 * The order review's "send again": the confirmation e-mail once more, with its attachments, to
 * the order's own address only (never to one the caller names), rate-limited per order and client.
 */
export const orderResendConfirmationEndpoint = defineEndpoint({
  method: 'POST',
  path: 'order/resendConfirmation',
  feature: 'orders',
  summary: "Send a paid order's confirmation e-mail again, to the order's own address",
  query: z.object({ shop: optionalShop }),
  body: z.strictObject({ id: shortText(64) }),
  response: z.object({ data: z.object({ ok: z.literal(true) }) }),
  errors: { 406: ['ORDER_NOT_AVAILABLE'], 429: ['RATE_LIMITED'] },
});
