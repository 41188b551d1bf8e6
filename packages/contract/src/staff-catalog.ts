import * as z from 'zod/mini';
import { dateSchema, dateTimeSchema } from './catalog.ts';
import { defineEndpoint, type StaffRole } from './endpoint.ts';
import { TICKET_MODES } from './events.ts';
import { translationsSchema } from './languages.ts';
import { SCHEDULE_LIMITS, WEEKDAYS } from './rules/opening-hours.ts';
import { SALE_UNTIL_MINUTES_MAX } from './rules/sale-window.ts';
import { contractSchemas } from './schema-ids.ts';
import { staffQuerySchema } from './staff.ts';
import { typedText } from './text.ts';

/**
 * The staff build the timed catalog (issue 35): an exhibition or event with its ticket types and
 * the opening hours that make its time slots, saved as one document. A document the contract's
 * rules refuse (rules/event-editing.ts) is a 422 VALIDATION_FAILED whose field map names the path
 * of every problem (`tickets.2.subtickets`) with codes of CATALOG_FIELD_ERRORS; nothing is changed.
 */

const OWNER: readonly StaffRole[] = ['owner'];

/** The most a price may be: an integer of cents far inside PostgreSQL's integer. */
export const CATALOG_PRICE_MAX = 100_000_00;
/** Ticket types of one event, sub-tickets of one family ticket. */
export const CATALOG_TICKETS_MAX = 50;
export const CATALOG_SUBTICKETS_MAX = 10;
/** The most tickets of one type one booking may hold (a sub-ticket's maximum). */
export const CATALOG_QUANTITY_MAX = 99;

export const EVENT_STATUSES = ['draft', 'published', 'archived'] as const;
export const eventStatusSchema = z.enum(EVENT_STATUSES);
/** Draft: seen only in the staff preview; published: on sale; archived: off the shop, orders kept. */
export type EventStatus = z.infer<typeof eventStatusSchema>;

const timeOfDaySchema = z.string().check(z.regex(/^\d{2}:\d{2}$/));
const weekdaySchema = z.union(WEEKDAYS.map((day) => z.literal(day)));
const slotTimesSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('every'),
    first: timeOfDaySchema,
    last: timeOfDaySchema,
    minutes: z.int().check(z.minimum(1), z.maximum(24 * 60)),
  }),
  z.strictObject({
    kind: z.literal('list'),
    times: z.array(timeOfDaySchema).check(z.maxLength(SCHEDULE_LIMITS.maxStartsPerDay)),
  }),
]);
const slotSizeShape = {
  duration: z.int().check(z.minimum(1), z.maximum(24 * 60)),
  capacity: z.int().check(z.minimum(1), z.maximum(SCHEDULE_LIMITS.maxCapacity)),
};

export const openingScheduleSchema = z
  .strictObject({
    rules: z.array(
      z.strictObject({
        weekdays: z.array(weekdaySchema).check(z.maxLength(7)),
        from: dateSchema,
        until: z.nullable(dateSchema),
        times: slotTimesSchema,
        ...slotSizeShape,
      }),
    ),
    closed: z
      .array(z.strictObject({ date: dateSchema, holiday: z.boolean(), name: typedText(200) }))
      .check(z.maxLength(SCHEDULE_LIMITS.maxDays)),
    specials: z
      .array(z.strictObject({ date: dateSchema, times: slotTimesSchema, ...slotSizeShape }))
      .check(z.maxLength(SCHEDULE_LIMITS.maxDays)),
  })
  .register(contractSchemas, { id: 'OpeningSchedule' });

const priceSchema = z.int().check(z.minimum(0), z.maximum(CATALOG_PRICE_MAX));
/** A VAT rate in percent with at most two decimals. */
const vatSchema = z.number().check(z.minimum(0), z.maximum(100));
const quantitySchema = z.int().check(z.minimum(0), z.maximum(CATALOG_QUANTITY_MAX));
const rowIdSchema = z.nullable(z.int().check(z.positive(), z.maximum(2_147_483_647)));

export const subticketDraftSchema = z.strictObject({
  /** Null: a new sub-ticket. */
  id: rowIdSchema,
  name: translationsSchema,
  price: priceSchema,
  vat_value: vatSchema,
  min_quantity: quantitySchema,
  /** Equal to min_quantity: a fixed count (spec §9). */
  max_quantity: quantitySchema,
});

export const ticketTypeDraftSchema = z.strictObject({
  /** Null: a new ticket type. */
  id: rowIdSchema,
  name: translationsSchema,
  mode: z.union(TICKET_MODES.map((mode) => z.literal(mode))),
  price: priceSchema,
  vat_value: vatSchema,
  group_id: z.nullable(z.int()),
  family: z.boolean(),
  subtickets: z.array(subticketDraftSchema).check(z.maxLength(CATALOG_SUBTICKETS_MAX)),
  book_with_cost: z.boolean(),
  book_with_cost_warn: z.boolean(),
  print_separately: z.boolean(),
  unique_barcode: z.boolean(),
  scan_separately: z.boolean(),
  /** The museum's first day of sale; null: as soon as the event is published. */
  sale_from: z.nullable(dateSchema),
  /** Sale stops this many minutes before a slot starts; null: until the slot's own end of sale. */
  sale_until_minutes_before: z.nullable(z.int().check(z.minimum(0), z.maximum(SALE_UNTIL_MINUTES_MAX))),
});
export type TicketTypeDraft = z.infer<typeof ticketTypeDraftSchema>;

/** An event as the editor saves it: what the visitor reads, its ticket types and its opening hours. */
export const eventDocumentSchema = z
  .strictObject({
    name: translationsSchema,
    description: translationsSchema,
    /** A media library address (/media/…) or a static one; null: no picture. */
    image: z.nullable(typedText(500)),
    venue_id: z.int().check(z.positive()),
    custom_group_ids: z.array(z.int()).check(z.maxLength(50)),
    /** 0 sorts after all others (spec §9). */
    sequence_no: z.int().check(z.minimum(0), z.maximum(1_000_000)),
    sorting_datetime: dateTimeSchema,
    /** The last day of the event. */
    end: dateSchema,
    tickets: z.array(ticketTypeDraftSchema).check(z.maxLength(CATALOG_TICKETS_MAX)),
    schedule: openingScheduleSchema,
  })
  .register(contractSchemas, { id: 'EventDocument' });
export type EventDocument = z.infer<typeof eventDocumentSchema>;

/**
 * A slot the schedule no longer makes but that has sales or holds: it is kept as it was, for a
 * person to decide (close it, move its buyers). Opening hours that would make a slot with fewer
 * places than it has sold are refused instead (capacity_below_taken).
 */
export const keptSlotSchema = z.object({
  id: z.int(),
  date: dateSchema,
  time: z.string(),
  end_time: z.string(),
  capacity: z.int(),
  /** Places sold or held. */
  taken: z.int(),
  closed: z.boolean(),
  /** Why it is kept: the opening hours (or the event's run) no longer make it. */
  reason: z.enum(['not_in_schedule']),
});
export type KeptSlot = z.infer<typeof keptSlotSchema>;

export const staffEventSchema = z
  .object({
    id: z.int(),
    status: eventStatusSchema,
    document: eventDocumentSchema,
    kept_slots: z.array(keptSlotSchema),
    /** Slots made from today on, and the last day they reach. */
    slots_ahead: z.int(),
    made_until: z.nullable(dateSchema),
  })
  .register(contractSchemas, { id: 'StaffEvent' });
export type StaffEvent = z.infer<typeof staffEventSchema>;

export const staffEventSummarySchema = z.object({
  id: z.int(),
  name: translationsSchema,
  status: eventStatusSchema,
  image: z.nullable(z.string()),
  sorting_datetime: dateTimeSchema,
  end: dateSchema,
  ticket_types: z.int(),
  slots_ahead: z.int(),
  kept_slots: z.int(),
});
export type StaffEventSummary = z.infer<typeof staffEventSummarySchema>;

/** What the editor chooses from: venues, custom groups, ticket groups, the VAT rates in use. */
export const catalogChoicesSchema = z.object({
  venues: z.array(z.object({ id: z.int(), name: translationsSchema })),
  custom_groups: z.array(z.object({ id: z.int(), name: translationsSchema })),
  ticket_groups: z.array(z.object({ id: z.int(), name: translationsSchema })),
  vat_rates: z.array(z.number()),
});
export type CatalogChoices = z.infer<typeof catalogChoicesSchema>;

export const staffEventsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'staff/catalog/events',
  feature: 'staff',
  summary: "The shop's events and exhibitions in every state, and what the editor chooses from",
  query: staffQuerySchema,
  response: z.object({
    data: z.object({ events: z.array(staffEventSummarySchema), choices: catalogChoicesSchema }),
  }),
  access: 'staff',
  roles: OWNER,
});

const eventAnswer = z.object({ data: staffEventSchema });
const eventParams = z.object({
  id: z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)),
});

export const staffEventEndpoint = defineEndpoint({
  method: 'GET',
  path: 'staff/catalog/events/:id',
  feature: 'staff',
  summary: 'An event as the editor shows it, with the slots kept for a person to decide',
  params: eventParams,
  query: staffQuerySchema,
  response: eventAnswer,
  access: 'staff',
  roles: OWNER,
});

export const staffEventCreateEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/catalog/events',
  feature: 'staff',
  summary: 'Create an event as a draft, with its ticket types and opening hours; its slots are made',
  query: staffQuerySchema,
  body: eventDocumentSchema,
  response: eventAnswer,
  access: 'staff',
  roles: OWNER,
});

export const staffEventSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/catalog/events/:id',
  feature: 'staff',
  summary:
    'Save an event: new prices apply to new carts, slots follow the opening hours, a slot with sales is kept',
  params: eventParams,
  query: staffQuerySchema,
  body: eventDocumentSchema,
  response: eventAnswer,
  access: 'staff',
  roles: OWNER,
});

export const staffEventStatusEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/catalog/events/:id/status',
  feature: 'staff',
  summary: 'Publish, archive or take an event back to draft; orders and tickets are kept',
  params: eventParams,
  query: staffQuerySchema,
  body: z.strictObject({ status: eventStatusSchema }),
  response: eventAnswer,
  access: 'staff',
  roles: OWNER,
});

export const staffEventDuplicateEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/catalog/events/:id/duplicate',
  feature: 'staff',
  summary: 'Copy an event with its ticket types and opening hours as a new draft',
  params: eventParams,
  query: staffQuerySchema,
  response: eventAnswer,
  access: 'staff',
  roles: OWNER,
});

export const STAFF_CATALOG_ENDPOINTS = [
  staffEventsEndpoint,
  staffEventEndpoint,
  staffEventCreateEndpoint,
  staffEventSaveEndpoint,
  staffEventStatusEndpoint,
  staffEventDuplicateEndpoint,
] as const;
