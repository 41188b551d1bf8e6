import { buildApiRequest, type Endpoint, type EndpointCall, type ErrorCode } from '@museum-shop/contract';
import { errorCodeOf } from '@museum-shop/ui';
import ky, { isHTTPError } from 'ky';
import type * as z from 'zod/mini';
import { takeEarlyAnswer } from './early-calls.ts';
import { RETRY_STATUS_CODES } from './http-status.ts';
import type { RuntimeSettings } from './settings.ts';

let settings: RuntimeSettings | undefined;
let failureListener: ((status: number, code: ErrorCode | undefined) => void) | undefined;

export function configureApi(runtimeSettings: RuntimeSettings) {
  settings = runtimeSettings;
}

export function apiSettings(): RuntimeSettings {
  if (!settings) throw new Error('The API is used before the run-time settings were loaded');
  return settings;
}

/**
 * The app's one reaction to failed calls (see http-status.ts); the shell registers it. It hears the
 * status and, when the server answered with one, the contract's error code.
 */
export function onHttpFailure(listener: ((status: number, code: ErrorCode | undefined) => void) | undefined) {
  failureListener = listener;
}

const client = ky.create({
  // Idempotent calls are retried twice on exactly the spec's list; ky's defaults lack 521/522/524.
  retry: { limit: 2, statusCodes: RETRY_STATUS_CODES },
  hooks: {
    // beforeError runs once the retries are spent, so a status is reported once per call.
    beforeError: [
      ({ error }) => {
        if (isHTTPError(error)) failureListener?.(error.response.status, errorCodeOf(error));
        return error;
      },
    ],
  },
});

/**
 * A POST is repeated once, and only when the server said SERVICE_UNAVAILABLE: its database timed
 * out or lost the connection, so nothing of the call was kept (after its Retry-After).
 */
const postRetry = {
  limit: 1,
  methods: ['post'],
  shouldRetry: ({ error }: { error: Error }) => errorCodeOf(error) === 'SERVICE_UNAVAILABLE',
};

/**
 * Calls an endpoint of the contract with the run-time settings' API base and shop, and checks the
 * answer against the contract.
 */
export async function apiCall<E extends Endpoint>(
  endpoint: E,
  call: Omit<EndpointCall<E>, 'shop'>,
  signal?: AbortSignal,
): Promise<z.output<E['response']>> {
  const { apiBase, shop } = apiSettings();
  const request = buildApiRequest(apiBase, endpoint, { ...call, shop } as EndpointCall<E>);
  // The configuration and shop info may already have been fetched by the app's first script.
  const early = request.method === 'GET' ? await takeEarlyAnswer(request.url) : undefined;
  const json =
    early?.json ??
    (await client(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal,
      ...(request.method === 'POST' ? { retry: postRetry } : {}),
    }).json());
  return endpoint.response.parse(json) as z.output<E['response']>;
}

/** What a failed call said: its status and the contract's error code (packages/ui). */
export { errorCodeOf, statusOf } from '@museum-shop/ui';
