import * as z from 'zod/mini';
import { dateTimeSchema } from './catalog.ts';
import { memberClaimSchema, memberNumberInputSchema } from './members.ts';
import { MAX_VOUCHER_AMOUNT } from './rules/vouchers.ts';

// What a cart holds (spec §7 "Cart item shapes"), apart from what is done with it (checkout.ts):
// the booking screens keep a cart without evaluating the payment and order schemas (issue 37).

/** The cart format version the spec's client sends (spec §9). */
export const CART_VERSION = 1;
/** The most lines a cart may have; more is a malformed cart, not a big order. */
export const MAX_CART_LINES = 50;
/** The most of one thing a line may ask for. */
export const MAX_LINE_COUNT = 500;

/** A row id of the shop's database (a PostgreSQL integer). */
export const dbId = z.int().check(z.positive(), z.maximum(2_147_483_647));
const count = z.int().check(z.minimum(0), z.maximum(MAX_LINE_COUNT));
/** Text of at most `max` characters without control characters. */
export const shortText = (max: number) => z.string().check(z.maxLength(max), z.regex(/^[^\p{Cc}]*$/u));
const idCount = z.strictObject({ id: dbId, count });
/** ISO 3166 key of a country, e.g. 'DE' (as customer/attr lists them). */
export const countryKeySchema = z.string().check(z.regex(/^[A-Z]{2}$/));

/** A day that exists (not 30 February): YYYY-MM-DD read back as the same date. */
function isRealDate(datetime: string): boolean {
  const date = datetime.slice(0, 10);
  const time = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === date;
}
/** The visit's date and time on a cart line: the pattern of spec §9, on a day that exists, 00:00–23:59. */
const visitDateTimeSchema = dateTimeSchema.check(
  z.refine(
    (value) => isRealDate(value) && Number(value.slice(11, 13)) < 24 && Number(value.slice(14, 16)) < 60,
    {
      error: 'must be a real date and time, YYYY-MM-DD HH:mm',
    },
  ),
);

/**
 * The lines a cart sends (spec §7 "Cart item shapes"). Strict: a line carries what the visitor
 * chose, never a price or a total, which the server takes from its catalog.
 */
export const guidedTourItemSchema = z.strictObject({
  type: z.literal('guidedTour'),
  tourId: dbId,
  datetime: visitDateTimeSchema,
  /** Tour places (the tour's price list) by price id. */
  prices: z.array(idCount).check(z.maxLength(20)),
  /** Admission tickets by ticket id, each with its sub-tickets. */
  tickets: z
    .array(
      z.strictObject({ id: dbId, count, subtickets: z.optional(z.array(idCount).check(z.maxLength(20))) }),
    )
    .check(z.maxLength(20)),
  answers: z
    .array(
      z.strictObject({
        qId: dbId,
        type: z.string().check(z.maxLength(20)),
        value: z.union([shortText(2000), z.array(shortText(200)).check(z.maxLength(50))]),
      }),
    )
    .check(z.maxLength(50)),
  /**
   * Member tickets (issue 36): the line's admission tickets are booked with this annual pass,
   * priced by the benefit it gives for every event (rules/member-benefits.ts, benefitForTour); the
   * tour's own prices are paid as by everyone. Absent: admission for everyone.
   */
  member: z.optional(memberClaimSchema),
});
export const ticketItemSchema = z.strictObject({
  type: z.enum(['ticket', 'dayTicket']),
  /** The ticket type. */
  id: dbId,
  count,
  datetime: visitDateTimeSchema,
  subtickets: z.optional(z.array(idCount).check(z.maxLength(20))),
  /**
   * Member tickets (issue 36): the line's tickets are booked with this annual pass, priced by its
   * benefit and held from the members' share of the slot. Absent: tickets for everyone.
   */
  member: z.optional(memberClaimSchema),
});
export const passOwnerSchema = z.strictObject({
  title: shortText(50),
  fname: shortText(100),
  lname: shortText(100),
  /** Where to send the pass instead of the billing address (send_to_custom_addr). */
  address: z.optional(
    z.nullable(
      z.strictObject({
        street: shortText(200),
        zip: shortText(20),
        city: shortText(100),
        country: shortText(2),
      }),
    ),
  ),
  /**
   * The member number of the pass this one renews (issue 36: the renewal mail's link), as typed:
   * digits with dashes or spaces. The new card then starts the day after the old one ends; a number
   * the shop does not know, or a refunded card's, gives a new pass from the purchase day.
   */
  renews: z.optional(memberNumberInputSchema),
});
export type PassOwner = z.infer<typeof passOwnerSchema>;
export const articleItemSchema = z.strictObject({
  type: z.enum(['merchandise', 'annualPass']),
  id: dbId,
  count,
  /** Annual passes: one owner per pass. */
  owners: z.optional(z.array(passOwnerSchema).check(z.maxLength(MAX_LINE_COUNT))),
});
export const voucherItemSchema = z.strictObject({
  type: z.literal('voucher'),
  /** The voucher product. */
  id: dbId,
  count,
  /** Free-amount vouchers only: the chosen value in cents. */
  amount: z.optional(z.int().check(z.positive(), z.maximum(MAX_VOUCHER_AMOUNT))),
});
export const voucherCodeItemSchema = z.strictObject({
  type: z.literal('voucherCode'),
  barcode: z.string().check(z.minLength(1), z.maxLength(64)),
});

export const cartItemSchema = z.discriminatedUnion('type', [
  guidedTourItemSchema,
  ticketItemSchema,
  articleItemSchema,
  voucherItemSchema,
  voucherCodeItemSchema,
]);
export type CartItem = z.infer<typeof cartItemSchema>;
export type CartItemType = CartItem['type'];

export const cartSchema = z.strictObject({
  ver: z.literal(CART_VERSION),
  items: z.array(cartItemSchema).check(z.minLength(1), z.maxLength(MAX_CART_LINES)),
  external_document_number: z.optional(shortText(64)),
  /** Guests may ask for an invoice (spec §1); the cart's flag, true by default. */
  request_invoice: z.optional(z.boolean()),
  /** Sent as 0 by the spec's client; the server computes the tax. */
  tax: z.optional(z.literal(0)),
});
export type Cart = z.infer<typeof cartSchema>;
