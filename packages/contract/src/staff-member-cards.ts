import * as z from 'zod/mini';
import { dateSchema, dateTimeSchema } from './catalog.ts';
import { defineEndpoint, type StaffRole } from './endpoint.ts';
import { contractSchemas } from './schema-ids.ts';
import { staffQuerySchema } from './staff.ts';

/**
 * Member cards at the door and at the desk (issue 36). The door reads a card's QR code (or the
 * member number typed from it) and admits each of the persons the card admits once a day; a
 * refunded, expired or not yet valid card is refused, as is a card already used today by all its
 * persons. A card that counts from its first use starts on the day it first comes in.
 */

const BOX_OFFICE: readonly StaffRole[] = ['owner', 'box_office'];

/** A card's QR code (`M1.…`) or its member number as a person types it (`1234-5678-90`). */
const memberCardCode = z.string().check(z.minLength(1), z.maxLength(200));

/** Whether a code read at the door is a member card's rather than a ticket's: the door asks the card check. */
export function isMemberCardCode(code: string): boolean {
  const text = code.trim().toUpperCase();
  return text.startsWith('M1.') || /^\d{4}[\s-]?\d{4}[\s-]?\d{2}$/.test(text);
}

/**
 * What the door answers for a card:
 * - `admitted`: this check let one person in (`admitted_today` counts them, this one included);
 * - `used_today`: every person the card admits came in today already;
 * - `not_yet_valid`, `expired`, `refunded`: the card's state on the museum's day;
 * - `invalid`: no card code of this shop (`reason`: malformed, forged, another shop's, or a typed
 *   number whose check digit fails);
 * - `unknown`: a well-formed number no card of this shop has.
 */
export const MEMBER_CARD_CHECK_STATES = [
  'admitted',
  'used_today',
  'not_yet_valid',
  'expired',
  'refunded',
  'invalid',
  'unknown',
] as const;
export type MemberCardCheckState = (typeof MEMBER_CARD_CHECK_STATES)[number];

export const memberCardCheckSchema = z
  .object({
    state: z.enum(MEMBER_CARD_CHECK_STATES),
    reason: z.nullable(z.enum(['malformed', 'forged', 'other-shop', 'check-digit'])),
    /** The card, when the code named one of this shop's: whom to compare with the person at the door. */
    number: z.nullable(z.string()),
    holder: z.nullable(z.string()),
    type: z.nullable(z.string()),
    valid_from: z.nullable(dateSchema),
    valid_until: z.nullable(dateSchema),
    /** Persons the card admits a day, and how many of them came in today. */
    persons: z.nullable(z.int()),
    admitted_today: z.nullable(z.int()),
    /** When this check admitted someone (YYYY-MM-DD HH:mm, museum time); else the last admission today. */
    admitted_at: z.nullable(dateTimeSchema),
  })
  .register(contractSchemas, { id: 'MemberCardCheck' });
export type MemberCardCheck = z.infer<typeof memberCardCheckSchema>;

export const staffMemberCardCheckEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/member-cards/check',
  feature: 'staff',
  summary:
    "Check a member card's code or number at the door and admit one of its persons: once a day each, never a refunded or expired card",
  query: staffQuerySchema,
  body: z.strictObject({ code: memberCardCode }),
  response: z.object({ data: memberCardCheckSchema }),
  access: 'staff',
  roles: BOX_OFFICE,
});

// ---------------------------------------------------------------- the desk: find, read, resend, extend

/** A member number as it appears in a path: ten digits with or without its dashes. */
const numberParams = z.object({ number: z.string().check(z.regex(/^\d{4}-?\d{4}-?\d{2}$/)) });

/** A card as the desk finds it. */
export const staffMemberCardSchema = z
  .object({
    number: z.string(),
    holder: z.string(),
    type: z.string(),
    /** The pass product (membership type) it was bought as. */
    pass_id: z.int(),
    valid_from: z.nullable(dateSchema),
    valid_until: z.nullable(dateSchema),
    persons: z.int(),
    status: z.enum(['active', 'refunded']),
    /** The order it came with, and who bought it (the reminders and the card go there). */
    order_number: z.string(),
    email: z.nullable(z.string()),
  })
  .register(contractSchemas, { id: 'StaffMemberCard' });
export type StaffMemberCard = z.infer<typeof staffMemberCardSchema>;

/** The most cards one search answers: a name shared by more people is searched more exactly. */
export const MEMBER_SEARCH_MAX = 50;

export const staffMemberCardsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'staff/member-cards',
  feature: 'staff',
  summary: "Find member cards by member number, the holder's name or the buyer's e-mail address",
  query: z.extend(staffQuerySchema, { q: z.string().check(z.minLength(2), z.maxLength(100)) }),
  response: z.object({ data: z.object({ cards: z.array(staffMemberCardSchema), more: z.boolean() }) }),
  access: 'staff',
  roles: BOX_OFFICE,
});

export const memberVisitSchema = z.object({
  day: dateSchema,
  /** Which of the card's persons that day, from 1. */
  person: z.int(),
  /** YYYY-MM-DD HH:mm, museum time. */
  admitted_at: dateTimeSchema,
});

/** Member tickets booked with a card (issue 36): one per order and time. */
export const memberBookingSchema = z.object({
  order_number: z.string(),
  /** The event's or guided tour's name, in the staff member's language. */
  event: z.string(),
  /** The time booked, YYYY-MM-DD HH:mm. */
  datetime: dateTimeSchema,
  /** Member tickets of the card in that order for that time. */
  tickets: z.int(),
});
export type MemberBooking = z.infer<typeof memberBookingSchema>;

export const staffMemberCardEndpoint = defineEndpoint({
  method: 'GET',
  path: 'staff/member-cards/:number',
  feature: 'staff',
  summary: 'A member card with its visits and its member bookings, the newest first',
  params: numberParams,
  query: staffQuerySchema,
  response: z.object({
    data: z.object({
      card: staffMemberCardSchema,
      visits: z.array(memberVisitSchema),
      bookings: z.array(memberBookingSchema),
    }),
  }),
  errors: { 404: ['NOT_FOUND'] },
  access: 'staff',
  roles: BOX_OFFICE,
});

export const staffMemberCardResendEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/member-cards/:number/resend',
  feature: 'staff',
  summary: "Send the card's order confirmation, with the member cards, to the buyer once more",
  params: numberParams,
  query: staffQuerySchema,
  response: z.object({ data: z.object({ email: z.string() }) }),
  errors: { 404: ['NOT_FOUND'], 409: ['ORDER_STATE_CONFLICT'] },
  access: 'staff',
  roles: BOX_OFFICE,
});

/** The furthest a pass may be extended: five years after the museum's today. */
export const MEMBER_EXTEND_MAX_DAYS = 5 * 366;

export const staffMemberCardExtendEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/member-cards/:number/extend',
  feature: 'staff',
  summary: "Extend a card's validity to a later last day; audited, and its renewal reminders start again",
  params: numberParams,
  query: staffQuerySchema,
  body: z.strictObject({
    valid_until: dateSchema,
    reason: z.string().check(z.minLength(1), z.maxLength(500)),
  }),
  response: z.object({ data: z.object({ card: staffMemberCardSchema }) }),
  errors: { 404: ['NOT_FOUND'], 409: ['ORDER_STATE_CONFLICT'] },
  access: 'staff',
  // Extending gives something away: the owner's.
  roles: ['owner'],
});

export const STAFF_MEMBER_CARD_ENDPOINTS = [
  staffMemberCardCheckEndpoint,
  staffMemberCardsEndpoint,
  staffMemberCardEndpoint,
  staffMemberCardResendEndpoint,
  staffMemberCardExtendEndpoint,
] as const;
