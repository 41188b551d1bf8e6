import type { ErrorResponse, FieldErrors } from '@museum-shop/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/faults.ts';
import { AppError, RetryLaterError } from '../errors.ts';
import { type SchemaIssue, validationMessage } from '../lib/validation-messages.ts';

/** How long a client should wait before it repeats a call the database could not serve (s). */
export const DATABASE_RETRY_AFTER_SECONDS = 1;

const databaseUnavailable = () =>
  new RetryLaterError(
    503,
    'SERVICE_UNAVAILABLE',
    'The shop is briefly unavailable, please try again',
    DATABASE_RETRY_AFTER_SECONDS,
  ) as RetryLaterError & FastifyError;

/** The one place where failures become HTTP answers: 4xx in the contract's shape, 5xx logged and hidden. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((caught: FastifyError, request, reply) => {
      // A timeout or a lost connection: nothing was kept, and the same call may work in a moment.
      const unavailable = isDatabaseUnavailable(caught);
      if (unavailable) request.log.warn({ err: caught }, 'the database could not serve the request');
      const error = unavailable ? databaseUnavailable() : caught;
      const { status, body } = toResponse(error, request);
      // A 503 answered on purpose (RetryLaterError: a provider that is down) was logged where it was found.
      if (status >= 500 && !unavailable && !(error instanceof RetryLaterError))
        request.log.error({ err: error }, 'request failed');
      if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(status).send(body);
    });
  },
  { name: 'error-handler' },
);

/**
 * Fastify's router answers a malformed address (bad percent-encoding, an over-long path segment)
 * before any hook or error handler runs; `frameworkErrors` sends those here, into the same shape.
 * The message does not echo the address: it may carry a token `_`.
 */
export function answerFrameworkError(error: FastifyError, _request: unknown, reply: FastifyReply) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const body: ErrorResponse = { code: 'INVALID_REQUEST', message: 'The address is not valid' };
  return reply.status(status).send(body);
}

/** The part of the request a schema checked, to read the refused values from. */
function checkedPart(request: FastifyRequest, context: string | undefined): unknown {
  if (context === 'body') return request.body;
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return undefined;
}

function valueAt(root: unknown, path: readonly string[]): unknown {
  let value = root;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function toResponse(error: FastifyError, request: FastifyRequest): { status: number; body: ErrorResponse } {
  if (error instanceof AppError) {
    const body: ErrorResponse = { code: error.code, message: error.message, ...error.extras };
    if (error.fieldErrors) body.errors = error.fieldErrors;
    return { status: error.status, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: FieldErrors = {};
    // The plugin hands over each zod issue without the refused value (zod drops it): it is read
    // back from the request, so "missing" can be told from "wrong", and the message is rendered
    // in the request's language (request.lang is unset outside /api: English).
    const part = checkedPart(request, error.validationContext);
    const lang = request.lang ?? 'en';
    for (const entry of error.validation) {
      const segments = entry.instancePath
        .split('/')
        .slice(1)
        .filter((segment) => segment !== '');
      const issue = {
        ...entry.params,
        code: entry.keyword,
        path: segments,
        input: valueAt(part, segments),
      } as SchemaIssue;
      // The customer form travels as `c` (spec §7), but its 422 names fields as the form does
      // ('fname', 'shipping.street'), whether the schema or the form rules refused them.
      const path = segments.join('.');
      const field = (error.validationContext === 'body' ? path.replace(/^c\./, '') : path) || '_';
      errors[field] = [...(errors[field] ?? []), validationMessage(issue, lang)];
    }
    // A form's body gets the spec's 422 with a field map; a bad path or query is a plain 400.
    return error.validationContext === 'body'
      ? {
          status: 422,
          body: { code: 'VALIDATION_FAILED', message: 'Please correct the errors in the form', errors },
        }
      : { status: 400, body: { code: 'INVALID_REQUEST', message: 'The request is not valid', errors } };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own 4xx (malformed JSON, body too large, wrong content type): say so, change nothing.
    return { status, body: { code: 'INVALID_REQUEST', message: error.message } };
  }
  return { status: 500, body: { code: 'INTERNAL_ERROR', message: 'An unexpected error occurred' } };
}
