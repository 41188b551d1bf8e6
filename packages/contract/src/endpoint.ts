import type * as z from 'zod/mini';
import type { ErrorCode } from './errors.ts';

/**
 * One call of the shop API, defined once: the server registers its route from it and the web app
 * builds its requests from it (decision 0006). The path is what follows `{apiBase}/{lang}/`, with
 * `:name` for each path parameter; the language segment belongs to every call and is not repeated.
 */
export interface Endpoint<
  Method extends 'GET' | 'POST' = 'GET' | 'POST',
  Path extends string = string,
  Params extends z.ZodMiniObject | undefined = z.ZodMiniObject | undefined,
  Query extends z.ZodMiniObject = z.ZodMiniObject,
  Body extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  Response extends z.ZodMiniType = z.ZodMiniType,
> {
  method: Method;
  path: Path;
  /** The feature it belongs to: its OpenAPI tag. */
  feature: EndpointFeature;
  summary: string;
  /** The `:name` parameters of the path, each with its schema. */
  params: Params;
  /** Every call takes the shop as `shop` (optional unless the spec sends it) and, where signed in, the token `_`. */
  query: Query;
  /** POST only: the JSON body. */
  body: Body;
  response: Response;
  /**
   * Who may call: anyone, a registered customer, or a registered customer or a guest (token `_`);
   * or museum staff (a staff token `_`, never a customer's) of one of `roles`.
   */
  access: EndpointAccess;
  /** Staff calls only: the roles that may call it (empty for every other call). */
  roles: readonly StaffRole[];
  /** The failures particular to this call, by status; the failures every call may give are in COMMON_ERRORS. */
  errors: EndpointErrors;
  /**
   * Its answers carry personal data or a token, so no browser or proxy may keep them: the server
   * sends `Cache-Control: no-store` with every answer of the call, failures included.
   */
  noStore: boolean;
}

export type EndpointFeature =
  | 'config'
  | 'content'
  | 'tours'
  | 'events'
  | 'merchandise'
  | 'vouchers'
  | 'account'
  | 'checkout'
  | 'orders'
  | 'staff';

export type EndpointAccess = 'anyone' | 'registered' | 'registered-or-guest' | 'staff';

/**
 * The roles of museum staff (issue 25): the owner may do everything and manages staff accounts;
 * the box office works with orders (refunds up to the owner's limit) and the day sheet; a viewer
 * reads reports.
 */
export const STAFF_ROLES = ['owner', 'box_office', 'viewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export type ErrorStatus = 400 | 401 | 403 | 404 | 406 | 409 | 410 | 413 | 415 | 422 | 429 | 503;
export type EndpointErrors = Partial<Record<ErrorStatus, readonly ErrorCode[]>>;

/** What any call may answer: a malformed address or query, an unknown language or shop, an overloaded database. */
export const COMMON_ERRORS = {
  400: ['INVALID_REQUEST'],
  404: ['UNKNOWN_LANGUAGE', 'SHOP_NOT_FOUND'],
  503: ['SERVICE_UNAVAILABLE'],
} as const satisfies EndpointErrors;

/** What a call with a body may answer besides: a body too large, not JSON, or refused by its schema. */
export const BODY_ERRORS = {
  413: ['INVALID_REQUEST'],
  415: ['INVALID_REQUEST'],
  422: ['VALIDATION_FAILED'],
} as const satisfies EndpointErrors;

/** What a call that needs a session may answer besides. */
export const SESSION_ERRORS = {
  401: ['UNAUTHORIZED'],
  403: ['FORBIDDEN'],
} as const satisfies EndpointErrors;

/** The names of the `:name` segments of a path, as a type. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsFor<Path extends string> = [PathParamNames<Path>] extends [never]
  ? undefined
  : z.ZodMiniObject<Record<PathParamNames<Path>, z.ZodMiniType>>;

interface EndpointInput<
  Method extends 'GET' | 'POST',
  Path extends string,
  Params extends ParamsFor<Path>,
  Query extends z.ZodMiniObject,
  Body extends z.ZodMiniType | undefined,
  Response extends z.ZodMiniType,
> {
  method: Method;
  path: Path;
  feature: EndpointFeature;
  summary: string;
  params?: Params;
  query: Query;
  body?: Method extends 'POST' ? Body : undefined;
  response: Response;
  access?: EndpointAccess;
  /** Staff calls (access 'staff'): the roles that may call it. */
  roles?: readonly StaffRole[];
  errors?: EndpointErrors;
  /**
   * Set only on a GET anybody may call whose answer is personal (an order by its id). Every POST
   * and every call that takes a session is no-store without saying so: it cannot be forgotten.
   */
  noStore?: true;
}

/**
 * Defines a call. The type checks that the params schema names exactly the path's `:name`
 * segments; `endpoints.test.ts` checks the same at run time for every call.
 */
export function defineEndpoint<
  const Method extends 'GET' | 'POST',
  const Path extends string,
  Params extends ParamsFor<Path>,
  Query extends z.ZodMiniObject,
  Response extends z.ZodMiniType,
  Body extends z.ZodMiniType | undefined = undefined,
>(
  input: EndpointInput<Method, Path, Params, Query, Body, Response>,
): Endpoint<Method, Path, Params, Query, Body, Response> {
  const access = input.access ?? 'anyone';
  return {
    ...input,
    params: input.params as Params,
    body: input.body as Body,
    access,
    roles: input.roles ?? [],
    errors: input.errors ?? {},
    noStore: input.noStore ?? (input.method === 'POST' || access !== 'anyone'),
  };
}

/** The parsed inputs of a call, as the server's handler receives them. */
export type EndpointParams<E extends Endpoint> = E['params'] extends z.ZodMiniObject
  ? z.output<E['params']>
  : Record<string, never>;
export type EndpointQuery<E extends Endpoint> = z.output<E['query']>;
export type EndpointBody<E extends Endpoint> = E['body'] extends z.ZodMiniType
  ? z.output<E['body']>
  : undefined;
export type EndpointResponse<E extends Endpoint> = z.output<E['response']>;

/** The status codes and error codes a call may answer, its own and the common ones together. */
export function endpointErrors(endpoint: Endpoint): EndpointErrors {
  const all: Partial<Record<ErrorStatus, ErrorCode[]>> = {};
  const sources: EndpointErrors[] = [COMMON_ERRORS, endpoint.errors];
  if (endpoint.method === 'POST') sources.push(BODY_ERRORS);
  if (endpoint.access !== 'anyone') sources.push(SESSION_ERRORS);
  for (const source of sources)
    for (const [status, codes] of Object.entries(source) as [`${ErrorStatus}`, readonly ErrorCode[]][]) {
      const key = Number(status) as ErrorStatus;
      all[key] = [...new Set([...(all[key] ?? []), ...codes])];
    }
  return all;
}

/** The `:name` segments of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] as string);
}

/**
 * Fills the `:name` segments of a path, each value encoded as one path segment. `;` stays as it is:
 * it is allowed in a segment (RFC 3986) and the spec's ranges read `{start};{end}`.
 */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`The path ${path} needs the parameter ${name}`);
    return encodeURIComponent(String(value)).replaceAll('%3B', ';');
  });
}
