import * as z from 'zod/mini';
import { defineEndpoint, type StaffRole } from './endpoint.ts';
import { translationsSchema } from './languages.ts';
import {
  MEMBER_SHARE_HOURS_MAX,
  MEMBER_TICKETS_MAX,
  MEMBERSHIP_BENEFITS_MAX,
  MEMBERSHIP_PERSONS_MAX,
  MEMBERSHIP_VALIDITIES,
} from './rules/membership-limits.ts';
import { PRODUCT_IMAGES_MAX, PRODUCT_PRICE_MAX, PRODUCT_SEQUENCE_MAX } from './rules/product-editing.ts';
import { contractSchemas } from './schema-ids.ts';
import { staffQuerySchema } from './staff.ts';
import { eventStatusSchema } from './staff-catalog.ts';
import { typedText } from './text.ts';

/**
 * Membership types (issue 36): the annual passes, sold as merchandise of product kind 13 (spec §3),
 * made and changed by the owner in the staff app. A type says what a pass costs, how long it is
 * valid, how many persons one card admits, and what its members get when they book timed tickets.
 * The benefit rules that read it are pure functions in rules/member-benefits.ts.
 */

/**
 * How long a pass is valid: twelve months from its purchase, twelve months from its first use at
 * the door (until then it waits), or the calendar year it was bought in.
 */
export const membershipValiditySchema = z.enum(MEMBERSHIP_VALIDITIES);
export type MembershipValidity = z.infer<typeof membershipValiditySchema>;

/**
 * What a member gets for timed tickets: for the listed events (null: every event), a ticket at
 * `discount_percent` off (100: free), at most `per_booking` member tickets in one booking and
 * `per_day` on one day (per card), and `member_share_percent` of each slot's capacity kept for
 * members until `member_share_until_hours` hours before the slot starts.
 */
export const membershipBenefitSchema = z
  .strictObject({
    event_ids: z.nullable(z.array(z.int().check(z.positive())).check(z.minLength(1), z.maxLength(200))),
    discount_percent: z.int().check(z.minimum(1), z.maximum(100)),
    per_booking: z.int().check(z.minimum(1), z.maximum(MEMBER_TICKETS_MAX)),
    per_day: z.int().check(z.minimum(1), z.maximum(MEMBER_TICKETS_MAX)),
    member_share_percent: z.int().check(z.minimum(0), z.maximum(100)),
    member_share_until_hours: z.int().check(z.minimum(0), z.maximum(MEMBER_SHARE_HOURS_MAX)),
  })
  .register(contractSchemas, { id: 'MembershipBenefit' });
export type MembershipBenefit = z.infer<typeof membershipBenefitSchema>;

/** A membership type as the editor saves it. Its price and VAT are the pass product's. */
export const membershipDocumentSchema = z
  .strictObject({
    name: translationsSchema,
    description: translationsSchema,
    images: z.array(typedText(500)).check(z.maxLength(PRODUCT_IMAGES_MAX)),
    /** Cents, gross. */
    price: z.int().check(z.minimum(0), z.maximum(PRODUCT_PRICE_MAX)),
    /** A VAT rate in percent with at most two decimals. */
    vat_value: z.number().check(z.minimum(0), z.maximum(100)),
    sequence_no: z.int().check(z.minimum(0), z.maximum(PRODUCT_SEQUENCE_MAX)),
    validity: membershipValiditySchema,
    /** Persons one card admits at the door on a day, the holder included. */
    persons: z.int().check(z.minimum(1), z.maximum(MEMBERSHIP_PERSONS_MAX)),
    benefits: z.array(membershipBenefitSchema).check(z.maxLength(MEMBERSHIP_BENEFITS_MAX)),
  })
  .register(contractSchemas, { id: 'MembershipDocument' });
export type MembershipDocument = z.infer<typeof membershipDocumentSchema>;

const OWNER: readonly StaffRole[] = ['owner'];

/** Draft: seen only by staff; published: on sale in the passes list; archived: off the shop, its cards kept. */
export const membershipStatusSchema = eventStatusSchema;

/** A membership type as its editor shows it. */
export const staffMembershipSchema = z
  .object({
    /** The pass product's id (merchandise of kind 13): what carts and orders name. */
    id: z.int(),
    status: membershipStatusSchema,
    document: membershipDocumentSchema,
    /** Member cards of this type that are active (paid and not refunded). */
    cards: z.int(),
  })
  .register(contractSchemas, { id: 'StaffMembership' });
export type StaffMembership = z.infer<typeof staffMembershipSchema>;

export const staffMembershipSummarySchema = z.object({
  id: z.int(),
  name: translationsSchema,
  status: membershipStatusSchema,
  image: z.nullable(z.string()),
  price: z.int(),
  validity: membershipValiditySchema,
  persons: z.int(),
  /** How many benefits the type gives. */
  benefits: z.int(),
  sequence_no: z.int(),
  /** Active member cards of this type. */
  cards: z.int(),
});
export type StaffMembershipSummary = z.infer<typeof staffMembershipSummarySchema>;

/** What the membership editor chooses from: the shop's events (for benefits) and its VAT rates. */
export const membershipChoicesSchema = z.object({
  events: z.array(z.object({ id: z.int(), name: translationsSchema })),
  vat_rates: z.array(z.number()),
});
export type MembershipChoices = z.infer<typeof membershipChoicesSchema>;

const membershipAnswer = z.object({ data: staffMembershipSchema });
const membershipParams = z.object({
  id: z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)),
});

export const staffMembershipsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'staff/catalog/memberships',
  feature: 'staff',
  summary: 'The membership types (the annual passes) in every state, and what the editor chooses from',
  query: staffQuerySchema,
  response: z.object({
    data: z.object({
      memberships: z.array(staffMembershipSummarySchema),
      choices: membershipChoicesSchema,
    }),
  }),
  access: 'staff',
  roles: OWNER,
});

export const staffMembershipEndpoint = defineEndpoint({
  method: 'GET',
  path: 'staff/catalog/memberships/:id',
  feature: 'staff',
  summary: 'A membership type as the editor shows it',
  params: membershipParams,
  query: staffQuerySchema,
  response: membershipAnswer,
  access: 'staff',
  roles: OWNER,
});

export const staffMembershipCreateEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/catalog/memberships',
  feature: 'staff',
  summary: 'Create a membership type as a draft: its pass product (kind 13) and its validity and benefits',
  query: staffQuerySchema,
  body: membershipDocumentSchema,
  response: membershipAnswer,
  access: 'staff',
  roles: OWNER,
});

export const staffMembershipSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/catalog/memberships/:id',
  feature: 'staff',
  summary: 'Save a membership type: cards issued keep their validity, new prices apply to new carts',
  params: membershipParams,
  query: staffQuerySchema,
  body: membershipDocumentSchema,
  response: membershipAnswer,
  access: 'staff',
  roles: OWNER,
});

export const staffMembershipStatusEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/catalog/memberships/:id/status',
  feature: 'staff',
  summary: 'Publish, archive or take a membership type back to draft; its cards are kept',
  params: membershipParams,
  query: staffQuerySchema,
  body: z.strictObject({ status: membershipStatusSchema }),
  response: membershipAnswer,
  access: 'staff',
  roles: OWNER,
});

export const STAFF_MEMBERSHIP_ENDPOINTS = [
  staffMembershipsEndpoint,
  staffMembershipEndpoint,
  staffMembershipCreateEndpoint,
  staffMembershipSaveEndpoint,
  staffMembershipStatusEndpoint,
] as const;
