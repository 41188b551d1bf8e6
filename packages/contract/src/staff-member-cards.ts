import * as z from 'zod/mini';
import { dateSchema, dateTimeSchema } from './catalog.ts';
import { defineEndpoint, type StaffRole } from './endpoint.ts';
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
  .register(z.globalRegistry, { id: 'MemberCardCheck' });
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

export const STAFF_MEMBER_CARD_ENDPOINTS = [staffMemberCardCheckEndpoint] as const;
