import * as z from 'zod/mini';

/** Shapes shared by the catalog sections (tours, events, merchandise, vouchers). */

/** A calendar date, YYYY-MM-DD (spec §9). */
export const dateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
/** A date and a time joined by a space, YYYY-MM-DD HH:mm (spec §9). */
export const dateTimeSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/));
/** A time of day, HH:mm. */
export const timeSchema = z.string().check(z.regex(/^\d{2}:\d{2}$/));

/** Something with an id and a name in the request's language: a venue, a category, a custom group. */
export const namedRefSchema = z.object({ id: z.int(), name: z.string() }).register(z.globalRegistry, {
  id: 'NamedRef',
});
export type NamedRef = z.infer<typeof namedRefSchema>;

/**
 * What a visitor is told about a time slot, a day or an article:
 * available, few_left (nearly full), sold_out, or expired (its time has passed).
 */
export const AVAILABILITY_STATES = ['available', 'few_left', 'sold_out', 'expired'] as const;
export const availabilityStateSchema = z.enum(AVAILABILITY_STATES);
export type AvailabilityState = z.infer<typeof availabilityStateSchema>;

/** First and last bookable date of a tour or an event; both null means it is not available. */
export const lifetimeSchema = z
  .object({ first: z.nullable(dateSchema), last: z.nullable(dateSchema) })
  .register(z.globalRegistry, { id: 'Lifetime' });
export type Lifetime = z.infer<typeof lifetimeSchema>;
export const lifetimeResponseSchema = z.object({ data: lifetimeSchema });
export type LifetimeResponse = z.infer<typeof lifetimeResponseSchema>;

/** One media-library picture's sizes (issue 37): WebP and AVIF widths for `srcset`, its own size. */
export const catalogPictureSchema = z
  .object({ srcset: z.string(), srcset_avif: z.string(), width: z.int(), height: z.int() })
  .register(z.globalRegistry, { id: 'CatalogPicture' });
export type CatalogPicture = z.infer<typeof catalogPictureSchema>;

/**
 * A catalog answer's pictures (issue 37): the address an item names as its image (`/media/<id>/<file>`)
 * → its responsive sizes. Only media-library addresses are listed, a static one (`/static/…`) never;
 * optional, another back-end may leave it out (the shop then loads the address as it is).
 */
export const catalogPicturesSchema = z.optional(z.record(z.string(), catalogPictureSchema));
export type CatalogPictures = z.infer<typeof catalogPicturesSchema>;

/**
 * The shop whose catalog is meant. The catalog calls of spec §7 send no shop id, so it is
 * optional and defaults to the first shop; a deployment serving several shops sends `shop`.
 */
export const catalogShopSchema = z.optional(
  z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)),
);

/** A database id in a path or query: a positive integer that fits PostgreSQL's integer. */
export const idSchema = z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647));

/** The `{start};{end}` of a calendar call, each YYYYMMDD (spec §7). */
export const compactRangeSchema = z.string().check(z.regex(/^\d{8};\d{8}$/));
/** The longest range a calendar call answers, in days. */
export const MAX_RANGE_DAYS = 366;
