import {
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  endpointErrors,
  errorResponseSchema,
  LANGUAGES,
  PREVIEW_PARAM,
} from '@museum-shop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { carriesPreview } from './lib/catalog-preview.ts';
import type { ShopContext } from './lib/shop-context.ts';
import { type RequestSession, requireSession } from './plugins/session.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's definition of the call this route answers. */
    endpoint?: Endpoint;
  }
}

/**
 * The `{lang}` path segment. The language plugin has already answered 404 for an unknown one, so
 * this only documents the values in the OpenAPI document.
 */
const langParamsShape = { lang: z.enum(LANGUAGES) };

/** What a handler gets: the validated inputs, the request's shop and, where the call needs one, its session. */
export interface EndpointInput<E extends Endpoint> {
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
  shop: ShopContext;
  /** A customer's or guest's session; staff calls have none (theirs is the staff feature's). */
  session: E['access'] extends 'anyone' | 'staff' ? RequestSession | null : RequestSession;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A route's compression (@fastify/compress, registered with `global: false` in plugins/compression.ts). */
const FIRST_LOAD_COMPRESSION = { threshold: 1024 };

export interface EndpointOptions {
  /** Keep this GET's 200 answers in the per-process micro-cache (decision 0004). */
  microCache?: boolean;
  /**
   * Staff calls (access 'staff'): checks the staff session and its role before the handler runs
   * (features/staff). Required for them, so a staff call cannot be registered unguarded.
   */
  authorize?: (request: FastifyRequest, endpoint: Endpoint) => Promise<void>;
  /** The most bytes this call's body may have, where the app's limit is too small (an image upload). */
  bodyLimit?: number;
  /**
   * Send the answer compressed (brotli or gzip, as the client accepts) when it is larger than a
   * kilobyte: for the few calls every visitor's first load makes (plugins/compression.ts).
   */
  compress?: boolean;
}

/**
 * Registers the route of a contract endpoint: method, path, schemas, error answers and access all
 * come from the contract, so a route cannot drift from what the web app calls.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: EndpointInput<E>) => Promise<z.input<E['response']>>,
  options: EndpointOptions = {},
) {
  if (options.microCache && endpoint.noStore)
    throw new Error(`${endpoint.path}: a personal answer (noStore) cannot be micro-cached`);
  if (endpoint.access === 'staff' && !options.authorize)
    throw new Error(`${endpoint.path}: a staff call is registered with its staff check (authorize)`);
  const errorResponses = Object.fromEntries(
    Object.keys(endpointErrors(endpoint)).map((status) => [status, errorResponseSchema]),
  );
  app.route({
    method: endpoint.method,
    url: `/:lang/${endpoint.path}`,
    config: { endpoint, microCache: options.microCache ?? false },
    ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }),
    ...(options.compress ? { compress: FIRST_LOAD_COMPRESSION } : {}),
    // On every answer of the call, failures included (the route's hooks run for them too).
    ...(endpoint.noStore
      ? { onSend: sendNoStore }
      : PREVIEW_PARAM in endpoint.query.shape
        ? { onSend: sendNoStoreToPreview }
        : {}),
    schema: {
      tags: [endpoint.feature],
      summary: endpoint.summary,
      description: errorDescription(endpoint),
      params: endpoint.params ? z.extend(endpoint.params, langParamsShape) : z.object(langParamsShape),
      querystring: endpoint.query,
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: endpoint.response, ...errorResponses, 500: errorResponseSchema },
    },
    handler: async (request, reply) => {
      if (options.authorize) await options.authorize(request, endpoint);
      const session =
        endpoint.access === 'staff'
          ? null
          : endpoint.access === 'anyone'
            ? request.session
            : requireSession(request, endpoint.access, request.shop.shopId);
      return handler({
        params: request.params as EndpointParams<E>,
        query: request.query as EndpointQuery<E>,
        body: request.body as EndpointBody<E>,
        shop: request.shop,
        session: session as EndpointInput<E>['session'],
        request,
        reply,
      });
    },
  });
}

/** Personal data or a token: no browser or proxy cache may keep the answer. */
async function sendNoStore(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
}

/** A read through the owner's preview link may answer a draft (issue 35): no cache may keep it. */
async function sendNoStoreToPreview(request: FastifyRequest, reply: FastifyReply) {
  if (carriesPreview(request.query)) reply.header('cache-control', 'no-store');
}

/** The error codes by status, for readers of the OpenAPI document. */
function errorDescription(endpoint: Endpoint): string {
  const lines = Object.entries(endpointErrors(endpoint)).map(
    ([status, codes]) => `- ${status}: ${codes.map((code) => `\`${code}\``).join(', ')}`,
  );
  return `Error codes:\n${lines.join('\n')}`;
}

/** Whether a failure's status and code are among those the contract lists for the call. */
export function isDeclaredError(endpoint: Endpoint, status: number, code: string): boolean {
  const codes: readonly string[] | undefined =
    endpointErrors(endpoint)[status as keyof ReturnType<typeof endpointErrors>];
  return codes?.includes(code) ?? false;
}
