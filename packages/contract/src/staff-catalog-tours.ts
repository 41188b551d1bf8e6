import * as z from 'zod/mini';
import { defineEndpoint, type StaffRole } from './endpoint.ts';
import { languageSchema, translationsSchema } from './languages.ts';
import { contractSchemas } from './schema-ids.ts';
import { staffQuerySchema } from './staff.ts';
import {
  CATALOG_PRICE_MAX,
  CATALOG_SUBTICKETS_MAX,
  CATALOG_TICKETS_MAX,
  eventStatusSchema,
  keptSlotSchema,
  openingScheduleSchema,
} from './staff-catalog.ts';
import { typedText } from './text.ts';
import { TOUR_QUESTION_TYPES } from './tours.ts';

/**
 * The staff build a guided tour (issue 35), saved as one document like an event: what the visitor
 * reads, its price list, the admission tickets booked with it, the group's questions and the
 * opening hours that make its starts. In its schedule a rule's `capacity` is the number of tours
 * (guides) at each start; each takes max_participants people. Refusals are 422 VALIDATION_FAILED
 * with the path of every problem (codes of CATALOG_FIELD_ERRORS).
 */

const OWNER: readonly StaffRole[] = ['owner'];

/** The most people one tour (one guide) takes. */
export const TOUR_PARTICIPANTS_MAX = 500;

const priceSchema = z.int().check(z.minimum(0), z.maximum(CATALOG_PRICE_MAX));
const vatSchema = z.number().check(z.minimum(0), z.maximum(100));
const rowIdSchema = z.nullable(z.int().check(z.positive(), z.maximum(2_147_483_647)));

export const tourDocumentSchema = z
  .strictObject({
    name: translationsSchema,
    description: translationsSchema,
    /** The exhibition or theme the tour belongs to, shown above its name. */
    event_name: translationsSchema,
    image: z.nullable(typedText(500)),
    venue_id: z.int().check(z.positive()),
    category_id: z.int().check(z.positive()),
    /** The language the guide speaks. */
    language: languageSchema,
    custom_group_ids: z.array(z.int()).check(z.maxLength(50)),
    sequence_no: z.int().check(z.minimum(0), z.maximum(1_000_000)),
    duration_minutes: z.int().check(z.minimum(1), z.maximum(24 * 60)),
    max_participants: z.int().check(z.minimum(1), z.maximum(TOUR_PARTICIPANTS_MAX)),
    single_ticketing: z.boolean(),
    book_complete_tour: z.boolean(),
    booking_without_tickets: z.boolean(),
    /** Places on the tour, or the whole tour. */
    prices: z
      .array(
        z.strictObject({
          id: rowIdSchema,
          name: translationsSchema,
          price: priceSchema,
          vat_value: vatSchema,
        }),
      )
      .check(z.maxLength(CATALOG_TICKETS_MAX)),
    /** Admission tickets booked with the tour; a ticket may have sub-tickets. */
    tickets: z
      .array(
        z.strictObject({
          id: rowIdSchema,
          name: translationsSchema,
          price: priceSchema,
          vat_value: vatSchema,
          subtickets: z
            .array(z.strictObject({ id: rowIdSchema, name: translationsSchema, price: priceSchema }))
            .check(z.maxLength(CATALOG_SUBTICKETS_MAX)),
        }),
      )
      .check(z.maxLength(CATALOG_TICKETS_MAX)),
    /** What the group answers when booking, with its choices in each language. */
    questions: z
      .array(
        z.strictObject({
          id: rowIdSchema,
          type: z.enum(TOUR_QUESTION_TYPES),
          question: translationsSchema,
          mandatory: z.boolean(),
          options: z
            .array(z.strictObject({ value: typedText(100), label: translationsSchema }))
            .check(z.maxLength(50)),
        }),
      )
      .check(z.maxLength(30)),
    schedule: openingScheduleSchema,
  })
  .register(contractSchemas, { id: 'TourDocument' });
export type TourDocument = z.infer<typeof tourDocumentSchema>;

export const staffTourSchema = z
  .object({
    id: z.int(),
    status: eventStatusSchema,
    document: tourDocumentSchema,
    kept_slots: z.array(keptSlotSchema),
    slots_ahead: z.int(),
    made_until: z.nullable(z.string()),
  })
  .register(contractSchemas, { id: 'StaffTour' });
export type StaffTour = z.infer<typeof staffTourSchema>;

export const staffTourSummarySchema = z.object({
  id: z.int(),
  name: translationsSchema,
  status: eventStatusSchema,
  image: z.nullable(z.string()),
  language: languageSchema,
  slots_ahead: z.int(),
});
export type StaffTourSummary = z.infer<typeof staffTourSummarySchema>;

export const tourCategoriesSchema = z.array(z.object({ id: z.int(), name: translationsSchema }));

const tourAnswer = z.object({ data: staffTourSchema });
const tourParams = z.object({ id: z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)) });

export const staffToursEndpoint = defineEndpoint({
  method: 'GET',
  path: 'staff/catalog/tours',
  feature: 'staff',
  summary: "The shop's guided tours in every state, and their categories",
  query: staffQuerySchema,
  response: z.object({
    data: z.object({ tours: z.array(staffTourSummarySchema), categories: tourCategoriesSchema }),
  }),
  access: 'staff',
  roles: OWNER,
});

export const staffTourEndpoint = defineEndpoint({
  method: 'GET',
  path: 'staff/catalog/tours/:id',
  feature: 'staff',
  summary: 'A guided tour as the editor shows it, with the starts kept for a person to decide',
  params: tourParams,
  query: staffQuerySchema,
  response: tourAnswer,
  access: 'staff',
  roles: OWNER,
});

export const staffTourCreateEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/catalog/tours',
  feature: 'staff',
  summary: 'Create a guided tour as a draft, with its prices, tickets, questions and opening hours',
  query: staffQuerySchema,
  body: tourDocumentSchema,
  response: tourAnswer,
  access: 'staff',
  roles: OWNER,
});

export const staffTourSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/catalog/tours/:id',
  feature: 'staff',
  summary:
    'Save a guided tour: new prices apply to new carts, starts follow the opening hours, a start with sales is kept',
  params: tourParams,
  query: staffQuerySchema,
  body: tourDocumentSchema,
  response: tourAnswer,
  access: 'staff',
  roles: OWNER,
});

export const staffTourStatusEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/catalog/tours/:id/status',
  feature: 'staff',
  summary: 'Publish, archive or take a guided tour back to draft; orders and tickets are kept',
  params: tourParams,
  query: staffQuerySchema,
  body: z.strictObject({ status: eventStatusSchema }),
  response: tourAnswer,
  access: 'staff',
  roles: OWNER,
});

export const STAFF_TOUR_ENDPOINTS = [
  staffToursEndpoint,
  staffTourEndpoint,
  staffTourCreateEndpoint,
  staffTourSaveEndpoint,
  staffTourStatusEndpoint,
] as const;
