import {
  compactRangeSchema,
  dateSchema,
  errorResponseSchema,
  idSchema,
  LANGUAGES,
} from '@museum-shop/contract';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { loadShopContext } from './lib/shop-context.ts';

/**
 * The `{lang}` path segment. The language plugin has already answered 404 for an unknown one, so
 * this only documents the values in the OpenAPI document.
 */
export const langParamsSchema = z.object({ lang: z.enum(LANGUAGES) });

/** `{lang}` and a numeric `{id}`: a malformed id is a 400 before any feature runs. */
export const langIdParamsSchema = z.object({ lang: z.enum(LANGUAGES), id: idSchema });

/** `{lang}`, `{id}` and a calendar `{start};{end}` range (YYYYMMDD;YYYYMMDD). */
export const langIdRangeParamsSchema = z.object({
  lang: z.enum(LANGUAGES),
  id: idSchema,
  range: compactRangeSchema,
});

/** `{lang}`, `{id}` and a `{date}` (YYYY-MM-DD). */
export const langIdDateParamsSchema = z.object({ lang: z.enum(LANGUAGES), id: idSchema, date: dateSchema });

/** The shop, languages and local time a catalog call works with. */
export function catalogContext(request: FastifyRequest<{ Querystring: { shop?: number | undefined } }>) {
  return loadShopContext(request.server.db, request.query.shop, request.lang, request.server.clock());
}

/** The error answers of a catalog call, for the OpenAPI document: malformed input, unknown id, refused code. */
export const catalogErrorResponses = {
  400: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
} as const;
