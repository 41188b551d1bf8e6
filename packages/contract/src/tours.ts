import * as z from 'zod/mini';
import {
  availabilityStateSchema,
  catalogPicturesSchema,
  catalogShopSchema,
  compactRangeSchema,
  dateSchema,
  idSchema,
  lifetimeResponseSchema,
  namedRefSchema,
  timeSchema,
} from './catalog.ts';
import { defineEndpoint } from './endpoint.ts';
import { languageSchema } from './languages.ts';
import { contractSchemas } from './schema-ids.ts';
import { catalogPreviewQueryShape } from './shop-preview.ts';
import { TOUR_ATTRIBUTES_PATH, TOUR_LIFETIME_PATH, TOUR_LIST_PATH, TOUR_PATH } from './start-calls.ts';

/**
 * One price of a tour's price list (a place on the tour, or the whole tour). Lists are arrays
 * sorted by sequence_no: an object keyed by numeric id would be reordered by every JSON reader.
 */
export const tourPriceSchema = z.object({
  id: z.int(),
  name: z.string(),
  /** Cents. */
  price: z.int(),
  /** VAT rate in percent. */
  vat_value: z.number(),
  sequence_no: z.int(),
});
export type TourPrice = z.infer<typeof tourPriceSchema>;

export const tourSubticketSchema = z.object({ id: z.int(), name: z.string(), price: z.int() });
export const tourTicketSchema = z.object({
  id: z.int(),
  name: z.string(),
  price: z.int(),
  vat_value: z.number(),
  sequence_no: z.int(),
  subtickets: z.array(tourSubticketSchema),
});
export type TourTicket = z.infer<typeof tourTicketSchema>;

export const TOUR_QUESTION_TYPES = ['radio', 'select', 'checkbox', 'text', 'textarea', 'number'] as const;
export type TourQuestionType = (typeof TOUR_QUESTION_TYPES)[number];
export const tourQuestionSchema = z.object({
  id: z.int(),
  type: z.enum(TOUR_QUESTION_TYPES),
  question: z.string(),
  mandatory: z.boolean(),
  /** The choices of radio, select and checkbox questions; empty for the others. */
  options: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type TourQuestion = z.infer<typeof tourQuestionSchema>;

const flagSchema = z.union([z.literal(0), z.literal(1)]);

/** A guided tour as the list shows it (spec §3 "Guided tour"). */
export const tourSummarySchema = z.object({
  id: z.int(),
  name: z.string(),
  eventName: z.string(),
  description: z.string(),
  image: z.nullable(z.string()),
  /** Minutes. */
  duration: z.int(),
  max_participants: z.int(),
  single_ticketing: flagSchema,
  book_complete_tour: flagSchema,
  booking_without_tickets: flagSchema,
  /** The language the tour is held in. */
  langIdentifier: languageSchema,
  /** That language's name in the request's language. */
  langName: z.string(),
  museumId: z.int(),
  venue: namedRefSchema,
  category: namedRefSchema,
  custom_groups: z.array(namedRefSchema),
  priceList: z.array(tourPriceSchema),
});
export type TourSummary = z.infer<typeof tourSummarySchema>;

/** One start time of a tour on one date, with what is left of it. */
export const tourSlotSchema = z.object({
  timeslotId: z.int(),
  time: timeSchema,
  /** Places (tickets) left. */
  tickets: z.int(),
  /** Whole tours left (a guide each). */
  tours: z.int(),
  /**
   * Every place or every tour of this time is taken while it could still be booked. False once the
   * time has passed: that is state `expired`, not sold out (decision 0013).
   */
  soldout: z.boolean(),
  /** `expired`: the time has passed; `sold_out`: as soldout. */
  state: availabilityStateSchema,
  /**
   * Closed by staff (issue 25): nothing can be booked until it is opened again. It is then also
   * soldout (state sold_out, nothing left), for a client that does not know this field. Missing: open.
   */
  closed: z.optional(z.boolean()),
});
export type TourSlot = z.infer<typeof tourSlotSchema>;

/** A single tour: the list fields plus tickets, questions and, for a given date, its schedule keyed by time. */
export const tourSchema = z
  .extend(tourSummarySchema, {
    tickets: z.array(tourTicketSchema),
    questions: z.array(tourQuestionSchema),
    /** The date the schedule is for; null when the request named none (the schedule is then empty). */
    date: z.nullable(dateSchema),
    schedule: z.record(timeSchema, z.extend(tourSlotSchema, { priceList: z.array(tourPriceSchema) })),
    /**
     * A draft, answered only through the owner's preview link (issue 35): visitors do not see it and
     * it cannot be booked. Missing: published.
     */
    draft: z.optional(z.boolean()),
  })
  .register(contractSchemas, { id: 'Tour' });
export type Tour = z.infer<typeof tourSchema>;

export const tourListResponseSchema = z.object({
  data: z.object({ tours: z.array(tourSummarySchema) }),
  pictures: catalogPicturesSchema,
});
export type TourListResponse = z.infer<typeof tourListResponseSchema>;
export const tourResponseSchema = z.object({ data: tourSchema, pictures: catalogPicturesSchema });
export type TourResponse = z.infer<typeof tourResponseSchema>;

export const tourListQuerySchema = z.object({ shop: catalogShopSchema });
export const tourQuerySchema = z.object({
  shop: catalogShopSchema,
  tour: idSchema,
  date: z.optional(dateSchema),
  ...catalogPreviewQueryShape,
});
/** The query of the other reads of one tour by its id (calendar, sold out, lifetime). */
export const tourByIdQuerySchema = z.object({ shop: catalogShopSchema, ...catalogPreviewQueryShape });

/** The longest look-ahead tour/overview answers, in days. */
export const MAX_LOOKAHEAD_DAYS = 31;
export const tourOverviewQuerySchema = z.object({
  shop: catalogShopSchema,
  date: dateSchema,
  /** Days after `date` (spec §9: today through 3 days ahead). */
  lookahead: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(MAX_LOOKAHEAD_DAYS)), 3),
});
/** Date → ids of the tours with a bookable time on it, for every date of the look-ahead. */
export const tourOverviewResponseSchema = z.object({
  data: z.object({ toursPerDate: z.record(dateSchema, z.array(z.int())) }),
});
export type TourOverviewResponse = z.infer<typeof tourOverviewResponseSchema>;

/** The filters of the tour list (spec §2): categories, languages and venues. */
export const tourAttributesResponseSchema = z.object({
  data: z.object({
    category: z.array(namedRefSchema),
    languages: z.array(z.object({ identifier: languageSchema, name: z.string() })),
    venues: z.array(namedRefSchema),
  }),
});
export type TourAttributesResponse = z.infer<typeof tourAttributesResponseSchema>;

/**
 * Date → the tour's times on it (only dates that have times). `closed_dates`: the dates whose times
 * not yet passed are all closed by staff (issue 25); optional, another back-end may leave it out.
 */
export const tourCalendarResponseSchema = z.object({
  data: z.record(dateSchema, z.array(tourSlotSchema)),
  closed_dates: z.optional(z.array(dateSchema)),
});
export type TourCalendarResponse = z.infer<typeof tourCalendarResponseSchema>;

/**
 * Dates in the range on which every time that has not passed is sold out; a date whose times have
 * all passed is not listed. A closed time counts as sold out here (see tourSlotSchema's `closed`).
 */
export const tourSoldOutResponseSchema = z.object({ data: z.array(dateSchema) });
export type TourSoldOutResponse = z.infer<typeof tourSoldOutResponseSchema>;

/** The sold-out times of one date; closed ones among them (see tourSlotSchema's `closed`). */
export const tourSoldOutTimeslotsResponseSchema = z.object({
  data: z.array(z.object({ timeslotId: z.int(), time: timeSchema })),
});
export type TourSoldOutTimeslotsResponse = z.infer<typeof tourSoldOutTimeslotsResponseSchema>;

const tourRefs = { params: z.object({ id: idSchema }), query: tourByIdQuerySchema } as const;
const tourRangeRefs = {
  params: z.object({ id: idSchema, range: compactRangeSchema }),
  query: tourByIdQuerySchema,
};
const unknownTour = { 404: ['TOUR_NOT_FOUND'] } as const;
const badRange = { 404: ['TOUR_NOT_FOUND'], 422: ['INVALID_DATE_RANGE', 'INVALID_DATE'] } as const;

export const tourListEndpoint = defineEndpoint({
  method: 'GET',
  path: TOUR_LIST_PATH,
  feature: 'tours',
  summary: 'The guided tours',
  query: tourListQuerySchema,
  response: tourListResponseSchema,
});

export const tourOverviewEndpoint = defineEndpoint({
  method: 'GET',
  path: 'tour/overview',
  feature: 'tours',
  summary: 'Which tours can be booked on a date and the days after it',
  query: tourOverviewQuerySchema,
  response: tourOverviewResponseSchema,
  errors: { 422: ['INVALID_DATE'] },
});

export const tourAttributesEndpoint = defineEndpoint({
  method: 'GET',
  path: TOUR_ATTRIBUTES_PATH,
  feature: 'tours',
  summary: 'The filters of the tour list: categories, languages, venues',
  query: tourListQuerySchema,
  response: tourAttributesResponseSchema,
});

export const tourEndpoint = defineEndpoint({
  method: 'GET',
  path: TOUR_PATH,
  feature: 'tours',
  summary: 'One guided tour, with its schedule on a date',
  query: tourQuerySchema,
  response: tourResponseSchema,
  errors: { ...unknownTour, 422: ['INVALID_DATE'] },
});

export const tourCalendarEndpoint = defineEndpoint({
  method: 'GET',
  path: 'tour/calendar/tour/:id/range/:range',
  feature: 'tours',
  summary: 'The times of a tour per date in a range (YYYYMMDD;YYYYMMDD)',
  ...tourRangeRefs,
  response: tourCalendarResponseSchema,
  errors: badRange,
});

export const tourSoldOutEndpoint = defineEndpoint({
  method: 'GET',
  path: 'tour/soldout/tour/:id/range/:range',
  feature: 'tours',
  summary: 'The sold-out dates of a tour in a range (YYYYMMDD;YYYYMMDD)',
  ...tourRangeRefs,
  response: tourSoldOutResponseSchema,
  errors: badRange,
});

export const tourSoldOutTimeslotsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'tour/soldoutTimeslots/tour/:id/date/:date',
  feature: 'tours',
  summary: 'The sold-out times of a tour on a date',
  params: z.object({ id: idSchema, date: dateSchema }),
  query: tourByIdQuerySchema,
  response: tourSoldOutTimeslotsResponseSchema,
  errors: { ...unknownTour, 422: ['INVALID_DATE'] },
});

export const tourLifetimeEndpoint = defineEndpoint({
  method: 'GET',
  path: TOUR_LIFETIME_PATH,
  feature: 'tours',
  summary: 'First and last bookable date of a tour (both null: not available)',
  ...tourRefs,
  response: lifetimeResponseSchema,
  errors: unknownTour,
});
