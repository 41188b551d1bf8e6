import type * as z from 'zod/mini';
import { type Endpoint, fillPath } from './endpoint.ts';
import type { Language } from './languages.ts';

/** What a client gives to call an endpoint: path parameters, query and body as their schemas take them. */
export interface EndpointCall<E extends Endpoint> {
  lang: Language;
  params?: E['params'] extends z.ZodMiniObject ? z.input<E['params']> : undefined;
  /** The query without `shop` and `_`: the client adds those (see `shop` and `token`). */
  query?: Omit<z.input<E['query']>, 'shop' | '_'>;
  body?: E['body'] extends z.ZodMiniType ? z.input<E['body']> : undefined;
  /** The shop of the run-time settings; sent as `shop` on every call so one back-end can serve several shops. */
  shop?: number;
  /** The session token, sent as the query parameter `_` (spec §6). */
  token?: string | null | undefined;
}

export interface ApiRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

/** What an address of a call is made of: everything of `EndpointCall` but the body. */
export type ApiUrlParts = Pick<EndpointCall<Endpoint>, 'lang' | 'shop' | 'token'> & {
  params?: Record<string, string | number> | undefined;
  query?: Record<string, unknown> | undefined;
};

/**
 * Builds `{apiBase}/{lang}/{path}` with the spec's rules (§7): query values in the query (objects
 * as JSON), the token as `_`. Takes the path alone, so a client can build an address before it
 * has loaded the endpoints' schemas.
 */
export function apiUrl(apiBase: string, path: string, call: ApiUrlParts): string {
  const base = apiBase.replace(/\/+$/, '');
  const params = new URLSearchParams();
  const query: Record<string, unknown> = { shop: call.shop, ...call.query };
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  if (call.token) params.set('_', call.token);
  const search = params.toString();
  return `${base}/${call.lang}/${fillPath(path, call.params)}${search ? `?${search}` : ''}`;
}

/** The request of an endpoint's call: its address (see `apiUrl`), method, headers and a POST's JSON body. */
export function buildApiRequest<E extends Endpoint>(
  apiBase: string,
  endpoint: E,
  call: EndpointCall<E>,
): ApiRequest {
  const request: ApiRequest = {
    url: apiUrl(apiBase, endpoint.path, call as ApiUrlParts),
    method: endpoint.method,
    headers: { accept: 'application/json' },
  };
  if (endpoint.method === 'POST') {
    request.headers['content-type'] = 'application/json';
    request.body = JSON.stringify(call.body ?? {});
  }
  return request;
}
