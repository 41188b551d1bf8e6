import { type Endpoint, type EndpointCall, isLanguage, type Language } from '@museum-shop/contract';
import { createContractClient, type RuntimeSettings, type SendOptions } from '@museum-shop/ui';
import type * as z from 'zod/mini';

/** The staff app's calls, through the kit's contract-bound client (packages/ui); GETs are retried twice. */
const client = createContractClient({ retry: { limit: 2, methods: ['GET'] } });

let languageOf: () => string = () => 'en';
let tokenOf: () => string | null = () => null;

export function configureApi(
  runtime: RuntimeSettings,
  options: { language: () => string; token: () => string | null },
) {
  client.configure(runtime);
  languageOf = options.language;
  tokenOf = options.token;
}

export const apiSettings = client.apiSettings;
/** The app's one reaction to failed calls (a 401 ends the staff session); the shell registers it. */
export const onHttpFailure = client.onFailure;

function apiLanguage(): Language {
  const lang = languageOf();
  return isLanguage(lang) ? lang : 'en';
}

/** The request of a staff call: in the staff member's language and with their session token (`_`). */
export function staffRequest<E extends Endpoint>(
  endpoint: E,
  call: Omit<EndpointCall<E>, 'shop' | 'lang' | 'token'>,
) {
  return client.request(endpoint, { ...call, lang: apiLanguage(), token: tokenOf() } as Omit<
    EndpointCall<E>,
    'shop'
  >);
}

/**
 * Calls a staff endpoint of the contract and checks the answer against it. `timeout` (ms) replaces
 * the usual 10 s where a call sends much (an image upload on a slow line).
 */
export function apiCall<E extends Endpoint>(
  endpoint: E,
  call: Omit<EndpointCall<E>, 'shop' | 'lang' | 'token'> = {},
  signal?: AbortSignal,
  options: SendOptions = {},
): Promise<z.output<E['response']>> {
  return client.send(endpoint, staffRequest(endpoint, call), signal, options);
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
