import * as z from 'zod/mini';
import { dateSchema } from './catalog.ts';
import { shopQuerySchema } from './config.ts';
import { defineEndpoint } from './endpoint.ts';
import { MEMBER_CARD_STATES } from './rules/member-benefits.ts';
import { contractSchemas } from './schema-ids.ts';
import { typedText } from './text.ts';

/**
 * Members book with their annual pass (issue 36). On an event screen a visitor says "I have an
 * annual pass" and gives the member number and surname printed on the card (a signed-in customer
 * picks one of the passes of the orders they bought); the shop checks them here, then sends the
 * claim on each member ticket line of the cart (checkout.ts, `member` of a ticket line). The server
 * prices those lines by the pass's benefit and holds them from the members' share of the slot.
 */

/** A member number as a person types it: ten digits with spaces or dashes (`1234-5678-90`). */
export const memberNumberInputSchema = z
  .string()
  .check(z.minLength(10), z.maxLength(20), z.regex(/^[0-9][0-9 -]*$/));

/** What a visitor gives to book as a member: the card's number and its holder's surname. */
export const memberClaimSchema = z.strictObject({
  number: memberNumberInputSchema,
  lname: typedText(100),
});
export type MemberClaim = z.infer<typeof memberClaimSchema>;

/** What a member gets for the event asked about, from the pass's type (contract rules/member-benefits.ts). */
export const memberEventBenefitSchema = z.object({
  /** 100: free. */
  discount_percent: z.int(),
  per_booking: z.int(),
  per_day: z.int(),
});

export const memberCardViewSchema = z
  .object({
    /** Written form, `1234-5678-90`. */
    number: z.string(),
    /** The holder's name as printed on the card. */
    holder: z.string(),
    /** The pass's name as the card prints it. */
    membership: z.string(),
    valid_from: z.nullable(dateSchema),
    valid_until: z.nullable(dateSchema),
    /** The card's state on the museum's day. */
    state: z.enum(MEMBER_CARD_STATES),
    /** The benefit for `event` (or `tour`) when one was asked about; null: the pass gives nothing for it. */
    benefit: z.nullable(memberEventBenefitSchema),
  })
  .register(contractSchemas, { id: 'MemberCardView' });
export type MemberCardView = z.infer<typeof memberCardViewSchema>;

export const memberCardCheckEndpoint = defineEndpoint({
  method: 'POST',
  path: 'member/card',
  feature: 'events',
  summary:
    "Check an annual pass's member number and surname before booking as a member; with `event`, what the pass gives for it",
  noStore: true,
  query: shopQuerySchema,
  body: z.strictObject({
    number: memberNumberInputSchema,
    lname: typedText(100),
    event: z.optional(z.int().check(z.positive(), z.maximum(2_147_483_647))),
    /** A guided tour instead: the benefit for its admission tickets (benefitForTour). */
    tour: z.optional(z.int().check(z.positive(), z.maximum(2_147_483_647))),
  }),
  response: z.object({ data: memberCardViewSchema }),
  errors: {
    // One answer for an unknown number and a wrong surname: a guess learns nothing.
    404: ['MEMBER_CARD_NOT_FOUND'],
    // Numbers are guessable: checks are limited per client, as voucher codes (Retry-After).
    429: ['RATE_LIMITED'],
  },
});

export const customerMemberCardsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'member/cards',
  feature: 'account',
  summary:
    "The member cards of the signed-in customer's orders that are not refunded, to book with one of them (with `event`, each card's benefit for it)",
  query: z.object({
    _: z.optional(typedText(200)),
    shop: z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647))),
    event: z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647))),
    tour: z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647))),
  }),
  response: z.object({ data: z.object({ cards: z.array(memberCardViewSchema) }) }),
  access: 'registered',
});

export const MEMBER_ENDPOINTS = [memberCardCheckEndpoint, customerMemberCardsEndpoint] as const;
