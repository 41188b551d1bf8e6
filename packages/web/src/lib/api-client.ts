import type { Endpoint, EndpointCall } from '@museum-shop/contract';
import { createContractClient, errorCodeOf } from '@museum-shop/ui';
import type * as z from 'zod/mini';
import { takeEarlyAnswer } from './early-calls.ts';
import { RETRY_STATUS_CODES } from './http-status.ts';

/**
 * The shop's calls, through the kit's contract-bound client (packages/ui). Idempotent calls are
 * retried twice on exactly the spec's list; a POST is repeated
 * once, and only when the server said SERVICE_UNAVAILABLE: its database timed out or lost the
 * connection, so nothing of the call was kept (after its Retry-After).
 */
const client = createContractClient({
  retry: { limit: 2, statusCodes: RETRY_STATUS_CODES },
  postRetry: {
    limit: 1,
    methods: ['POST'],
    shouldRetry: (error) => errorCodeOf(error) === 'SERVICE_UNAVAILABLE',
  },
});

export const configureApi = client.configure;
export const apiSettings = client.apiSettings;
/** The app's one reaction to failed calls (see http-status.ts); the shell registers it. */
export const onHttpFailure = client.onFailure;

/**
 * Calls an endpoint of the contract with the run-time settings' API base and shop, and checks the
 * answer against the contract.
 */
export async function apiCall<E extends Endpoint>(
  endpoint: E,
  call: Omit<EndpointCall<E>, 'shop'>,
  signal?: AbortSignal,
): Promise<z.output<E['response']>> {
  const request = client.request(endpoint, call);
  // The configuration and shop info may already have been fetched by the app's first script.
  const early = request.method === 'GET' ? await takeEarlyAnswer(request.url) : undefined;
  if (early) return endpoint.response.parse(early.json) as z.output<E['response']>;
  return client.send(endpoint, request, signal);
}

/** What a failed call said: its status and the contract's error code (packages/ui). */
export { errorCodeOf, statusOf } from '@museum-shop/ui';
