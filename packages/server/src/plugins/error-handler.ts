import type { ErrorResponse, FieldErrors } from '@museum-shop/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';

/** The one place where failures become HTTP answers: 4xx in the contract's shape, 5xx logged and hidden. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { status, body } = toResponse(error);
      if (status >= 500) request.log.error({ err: error }, 'request failed');
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

function toResponse(error: FastifyError): { status: number; body: ErrorResponse } {
  if (error instanceof AppError) {
    const body: ErrorResponse = { code: error.code, message: error.message, ...error.extras };
    if (error.fieldErrors) body.errors = error.fieldErrors;
    return { status: error.status, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: FieldErrors = {};
    for (const issue of error.validation) {
      // The customer form travels as `c` (spec §7), but its 422 names fields as the form does
      // ('fname', 'shipping.street'), whether the schema or the form rules refused them.
      const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const field = (error.validationContext === 'body' ? path.replace(/^c\./, '') : path) || '_';
      errors[field] = [...(errors[field] ?? []), issue.message ?? 'is not valid'];
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
  if (status === 429)
    return { status, body: { code: 'RATE_LIMITED', message: 'Too many requests, try again later' } };
  if (status >= 400 && status < 500) {
    // Fastify's own 4xx (malformed JSON, body too large, wrong content type): say so, change nothing.
    return { status, body: { code: 'INVALID_REQUEST', message: error.message } };
  }
  return { status: 500, body: { code: 'INTERNAL_ERROR', message: 'An unexpected error occurred' } };
}
