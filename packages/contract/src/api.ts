import type { Language } from './languages.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestInput {
  /** The API base address, e.g. `/api` or `https://tickets.example.org/api`. */
  apiBase: string;
  lang: Language;
  /** The endpoint below the language, e.g. `shopinfo/config`. */
  endpoint: string;
  method?: HttpMethod;
  /** GET: sent as the query. Other methods: sent as the JSON body. */
  data?: Record<string, unknown>;
  /** Extra query parameters for any method, e.g. `shop`. */
  query?: Record<string, QueryValue>;
  /** The session token, sent as the query parameter `_` (spec §6). */
  token?: string | null;
}

export interface ApiRequest {
  url: string;
  method: HttpMethod;
  headers: Record<string, string>;
  body?: string;
}

/** Builds `{apiBase}/{lang}/{endpoint}` with the spec's rules for query, body and token (spec §7). */
export function buildApiRequest(input: ApiRequestInput): ApiRequest {
  const method = input.method ?? 'GET';
  const base = input.apiBase.replace(/\/+$/, '');
  const endpoint = input.endpoint.replace(/^\/+/, '');
  const params = new URLSearchParams();
  const appendAll = (values: Record<string, unknown> | undefined) => {
    for (const [key, value] of Object.entries(values ?? {})) {
      if (value === undefined || value === null) continue;
      params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
  };
  appendAll(input.query);
  if (method === 'GET') appendAll(input.data);
  if (input.token) params.set('_', input.token);
  const search = params.toString();
  const request: ApiRequest = {
    url: `${base}/${input.lang}/${endpoint}${search ? `?${search}` : ''}`,
    method,
    headers: { accept: 'application/json' },
  };
  if (method !== 'GET' && input.data !== undefined) {
    request.headers['content-type'] = 'application/json';
    request.body = JSON.stringify(input.data);
  }
  return request;
}
