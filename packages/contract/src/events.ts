import * as z from 'zod/mini';
import {
  availabilityStateSchema,
  catalogPicturesSchema,
  catalogShopSchema,
  compactRangeSchema,
  dateSchema,
  dateTimeSchema,
  idSchema,
  lifetimeResponseSchema,
  namedRefSchema,
} from './catalog.ts';
import { defineEndpoint } from './endpoint.ts';
import { contractSchemas } from './schema-ids.ts';
import { catalogPreviewQueryShape } from './shop-preview.ts';
import { EVENT_LIST_PATH, TICKET_COLLECT_PATH, TICKET_LIFETIME_PATH } from './start-calls.ts';

/** An event or exhibition (spec §3 "Event"). */
export const eventSchema = z
  .object({
    id: z.int(),
    name: z.string(),
    description: z.string(),
    image: z.nullable(z.string()),
    venue: namedRefSchema,
    custom_groups: z.array(namedRefSchema),
    /** 0 sorts after all others (spec §9). */
    sequence_no: z.int(),
    sorting_datetime: dateTimeSchema,
    /** The last day of the event. */
    end: dateSchema,
    /** The event has ended: nothing can be booked any more. */
    expired: z.boolean(),
    /**
     * A draft, answered only through the owner's preview link (issue 35): visitors do not see it and
     * nothing of it can be bought. Missing: published.
     */
    draft: z.optional(z.boolean()),
  })
  .register(contractSchemas, { id: 'Event' });
export type Event = z.infer<typeof eventSchema>;

export const eventListQuerySchema = z.object({ shop: catalogShopSchema });
export const eventListResponseSchema = z.object({
  data: z.object({ events: z.array(eventSchema) }),
  pictures: catalogPicturesSchema,
});
export type EventListResponse = z.infer<typeof eventListResponseSchema>;

/**
 * Ticket modes: 1 a timed ticket (entry at the chosen time), 3 a day ticket (entry at any time of
 * the chosen day), 5 a timed ticket that is booked only together with another (a combination).
 * Modes 1 and 5 without any time that has places are hidden by the web app (spec §5).
 */
export const TICKET_MODES = [1, 3, 5] as const;
export type TicketMode = (typeof TICKET_MODES)[number];

export const subticketSchema = z.object({
  id: z.int(),
  name: z.string(),
  price: z.int(),
  vat_value: z.number(),
  min_quantity: z.int(),
  /** A fixed count when equal to min_quantity (spec §9). */
  max_quantity: z.int(),
});
export type Subticket = z.infer<typeof subticketSchema>;

/** One time of a ticket on the requested date; max_tickets is what is left of it. */
export const ticketScheduleEntrySchema = z.object({
  datetime: dateTimeSchema,
  datetime_end: dateTimeSchema,
  max_tickets: z.int(),
  /**
   * Closed by staff (issue 25): nothing can be booked until it is opened again. It is then also
   * sold_out with nothing left, for a client that does not know this field. Missing: open.
   */
  closed: z.optional(z.boolean()),
});

export const ticketTypeSchema = z
  .object({
    id: z.int(),
    name: z.string(),
    mode: z.union([z.literal(1), z.literal(3), z.literal(5)]),
    price: z.int(),
    vat_value: z.number(),
    /** A family ticket: its price covers the sub-tickets, each needs a quantity. */
    family: z.boolean(),
    subtickets: z.array(subticketSchema),
    schedule: z.array(ticketScheduleEntrySchema),
    group_id: z.nullable(z.int()),
    group_name: z.nullable(z.string()),
    book_with_cost: z.boolean(),
    book_with_cost_warn: z.boolean(),
    print_separately: z.boolean(),
    unique_barcode: z.boolean(),
    scan_separately: z.boolean(),
    eventId: z.int(),
  })
  .register(contractSchemas, { id: 'TicketType' });
export type TicketType = z.infer<typeof ticketTypeSchema>;

export const timeslotSchema = z.object({
  timeslotId: z.int(),
  datetime: dateTimeSchema,
  datetime_end: dateTimeSchema,
  capacity: z.int(),
  /** Places left. */
  left: z.int(),
  /**
   * Places left to members booking with an annual pass (issue 36): `left` and the share of the slot
   * kept for members until some hours before it. Absent: as `left` (no share kept).
   */
  member_left: z.optional(z.int()),
  state: availabilityStateSchema,
  /**
   * Closed by staff (issue 25): nothing can be booked until it is opened again. It is then also
   * sold_out with nothing left, for a client that does not know this field. Missing: open.
   */
  closed: z.optional(z.boolean()),
});
export type Timeslot = z.infer<typeof timeslotSchema>;

export const ticketCollectQuerySchema = z.object({ shop: catalogShopSchema, ...catalogPreviewQueryShape });
export const ticketCollectResponseSchema = z.object({
  data: z.object({
    event: eventSchema,
    /** The date the schedule is for: the requested one, else the first date from today that has times. */
    date: z.nullable(dateSchema),
    tickets: z.array(ticketTypeSchema),
    /** Datetime (YYYY-MM-DD HH:mm) → the time slot starting then. */
    timeslots: z.record(dateTimeSchema, timeslotSchema),
  }),
  pictures: catalogPicturesSchema,
});
export type TicketCollectResponse = z.infer<typeof ticketCollectResponseSchema>;

export const ticketCalendarQuerySchema = z.object({
  shop: catalogShopSchema,
  /**
   * 1: places left per date; 0 or missing: 1 for a date with places, 0 for a sold-out one. Either way
   * a date whose times have all passed is NO_MORE_TIMES.
   */
  deep: z.optional(z.enum(['0', '1'])),
  /** 1: count the places kept for members too (issue 36), for a visitor booking with an annual pass. */
  members: z.optional(z.enum(['0', '1'])),
  ...catalogPreviewQueryShape,
});

/**
 * The calendar's value for a date whose times have all passed: today after its last time (or a day
 * gone by). Not 0, which spec §7 keeps for "sold out": the places may be free, the day is over.
 * A client that only asks "more than 0?" still reads it as not bookable. Decision 0013.
 */
export const NO_MORE_TIMES = -1;

/**
 * Date → places left, only for dates with times: above 0 bookable (deep=1: the places left of the
 * times still open; else 1), 0 sold out (times are still open but have no place), NO_MORE_TIMES (-1)
 * every time of the date has passed. `closed_dates`: the dates of `data` whose times not yet passed
 * are all closed by staff (issue 25), so the 0 there means closed, not sold out; optional, another
 * back-end may leave it out.
 */
export const ticketCalendarResponseSchema = z.object({
  data: z.record(dateSchema, z.int().check(z.minimum(NO_MORE_TIMES))),
  closed_dates: z.optional(z.array(dateSchema)),
});
export type TicketCalendarResponse = z.infer<typeof ticketCalendarResponseSchema>;

export const ticketLifetimeQuerySchema = z.object({
  shop: catalogShopSchema,
  event: idSchema,
  ...catalogPreviewQueryShape,
});

const unknownEvent = { 404: ['EVENT_NOT_FOUND'] } as const;

export const eventListEndpoint = defineEndpoint({
  method: 'GET',
  path: EVENT_LIST_PATH,
  feature: 'events',
  summary: 'The events and exhibitions, in the order of spec §9',
  query: eventListQuerySchema,
  response: eventListResponseSchema,
});

export const ticketCollectEndpoint = defineEndpoint({
  method: 'GET',
  path: TICKET_COLLECT_PATH,
  feature: 'events',
  summary: 'The ticket types of an event and its time slots from today on',
  params: z.object({ id: idSchema }),
  query: ticketCollectQuerySchema,
  response: ticketCollectResponseSchema,
  errors: unknownEvent,
});

export const ticketCollectOnDateEndpoint = defineEndpoint({
  method: 'GET',
  path: 'ticket/collect/event/:id/date/:date',
  feature: 'events',
  summary: 'The ticket types of an event and its time slots on a date',
  params: z.object({ id: idSchema, date: dateSchema }),
  query: ticketCollectQuerySchema,
  response: ticketCollectResponseSchema,
  errors: { ...unknownEvent, 422: ['INVALID_DATE'] },
});

export const ticketCalendarEndpoint = defineEndpoint({
  method: 'GET',
  path: 'ticket/calendar/event/:id/range/:range',
  feature: 'events',
  summary:
    'Places left per date of an event in a range (YYYYMMDD;YYYYMMDD); 0 means sold out, -1 that every time of the date has passed',
  params: z.object({ id: idSchema, range: compactRangeSchema }),
  query: ticketCalendarQuerySchema,
  response: ticketCalendarResponseSchema,
  errors: { ...unknownEvent, 422: ['INVALID_DATE_RANGE', 'INVALID_DATE'] },
});

export const ticketLifetimeEndpoint = defineEndpoint({
  method: 'GET',
  path: TICKET_LIFETIME_PATH,
  feature: 'events',
  summary: 'First and last bookable date of an event (both null: not available)',
  query: ticketLifetimeQuerySchema,
  response: lifetimeResponseSchema,
  errors: unknownEvent,
});
