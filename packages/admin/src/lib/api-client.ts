import {
  buildApiRequest,
  type Endpoint,
  type EndpointCall,
  isLanguage,
  type Language,
} from '@museum-shop/contract';
import ky, { isHTTPError } from 'ky';
import type * as z from 'zod/mini';
import type { RuntimeSettings } from './settings.ts';

let settings: RuntimeSettings | undefined;
let languageOf: () => string = () => 'en';
let tokenOf: () => string | null = () => null;
let failureListener: ((status: number) => void) | undefined;

export function configureApi(
  runtime: RuntimeSettings,
  options: { language: () => string; token: () => string | null },
) {
  settings = runtime;
  languageOf = options.language;
  tokenOf = options.token;
}

export function apiSettings(): RuntimeSettings {
  if (!settings) throw new Error('The API is used before the run-time settings were loaded');
  return settings;
}

/** The app's one reaction to failed calls (a 401 ends the staff session); the shell registers it. */
export function onHttpFailure(listener: ((status: number) => void) | undefined) {
  failureListener = listener;
}

const client = ky.create({
  retry: { limit: 2, methods: ['get'] },
  hooks: {
    beforeError: [
      ({ error }) => {
        if (isHTTPError(error)) failureListener?.(error.response.status);
        return error;
      },
    ],
  },
});

function apiLanguage(): Language {
  const lang = languageOf();
  return isLanguage(lang) ? lang : 'en';
}

/**
 * The request of a staff call: built from the contract's endpoint with the run-time API base and
 * shop, the staff member's language and their session token (`_`).
 */
export function staffRequest<E extends Endpoint>(
  endpoint: E,
  call: Omit<EndpointCall<E>, 'shop' | 'lang' | 'token'>,
) {
  const { apiBase, shop } = apiSettings();
  return buildApiRequest(apiBase, endpoint, {
    ...call,
    lang: apiLanguage(),
    shop,
    token: tokenOf(),
  } as EndpointCall<E>);
}

/**
 * Calls a staff endpoint of the contract and checks the answer against it. `timeout` (ms) replaces
 * the usual 10 s where a call sends much (an image upload on a slow line).
 */
export async function apiCall<E extends Endpoint>(
  endpoint: E,
  call: Omit<EndpointCall<E>, 'shop' | 'lang' | 'token'> = {},
  signal?: AbortSignal,
  options: { timeout?: number } = {},
): Promise<z.output<E['response']>> {
  const request = staffRequest(endpoint, call);
  const json = await client(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal,
    ...(options.timeout ? { timeout: options.timeout } : {}),
  }).json();
  return endpoint.response.parse(json) as z.output<E['response']>;
}

/** The address of a download (CSV, XLSX) of a GET endpoint, with the token: for a plain link. */
export function downloadUrl<E extends Endpoint>(
  endpoint: E,
  call: Omit<EndpointCall<E>, 'shop' | 'lang' | 'token'>,
) {
  return staffRequest(endpoint, call).url;
}

/** What a failed call said: its status, the contract's error code and a 422's field errors (packages/ui). */
export { errorCodeOf, fieldErrorsOf, statusOf } from '@museum-shop/ui';
