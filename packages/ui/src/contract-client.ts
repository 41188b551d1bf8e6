import {
  type ApiRequest,
  buildApiRequest,
  type Endpoint,
  type EndpointCall,
  type ErrorCode,
} from '@museum-shop/contract';
import { up } from 'up-fetch';
import * as z from 'zod/mini';
import { errorCodeOf } from './api-errors.ts';
import { HttpError, isHttpError, jsonBodyOf } from './http-error.ts';
import { type RetryRule, upFetchRetry } from './retry-rule.ts';

/**
 * The contract-bound API client both apps call through (issue 34): run-time settings served beside
 * the app, requests built from the contract's endpoints, answers checked against them, and one
 * listener for failed calls. Each app adds what is its own: the shop its early answers and
 * retries, the staff app its language and session token.
 */

/** Run-time settings, served beside index.html, so one build serves any back-end. */
export const runtimeSettingsSchema = z.object({
  apiBase: z.string().check(z.minLength(1)),
  shop: z.int().check(z.positive()),
});
export type RuntimeSettings = z.infer<typeof runtimeSettingsSchema>;

/** Hears each failed call once its retries are spent: its status and the contract's error code. */
export type FailureListener = (status: number, code: ErrorCode | undefined) => void;

interface ClientOptions {
  /** How GET calls (and, with `postRetry`, POST calls) are repeated. */
  retry: RetryRule;
  postRetry?: RetryRule;
}

/** How long a call may take, each try on its own, unless it says otherwise. */
const TIMEOUT_MS = 10_000;

/** A call's own options: a longer timeout (ms) where it sends much, e.g. an image upload. */
export interface SendOptions {
  timeout?: number;
}

export function createContractClient({ retry, postRetry }: ClientOptions) {
  let settings: RuntimeSettings | undefined;
  let transport: typeof fetch | undefined;
  let failureListener: FailureListener | undefined;
  // up-fetch (1.5 KB on every visitor's first load, against ky's 7.8: issue 37), through the
  // transport of the moment: the browser's fetch, or the server's own when it renders a page.
  const client = up(
    (input: RequestInfo | URL, init?: RequestInit) => (transport ?? fetch)(input, init),
    () => ({
      parseRejected: async (response: Response) => new HttpError(response, await jsonBodyOf(response)),
      // Once the retries are spent, so a status is reported once per call.
      onError: (error: unknown) => {
        if (isHttpError(error)) failureListener?.(error.response.status, errorCodeOf(error));
      },
    }),
  );

  const apiSettings = (): RuntimeSettings => {
    if (!settings) throw new Error('The API is used before the run-time settings were loaded');
    return settings;
  };

  return {
    /**
     * Sets the API base and shop; `fetchWith`, where the calls go another way than the browser's
     * fetch (the reference server renders a page by asking itself in-process, issue 37).
     */
    configure(runtime: RuntimeSettings, fetchWith?: typeof fetch) {
      settings = runtime;
      transport = fetchWith;
    },
    apiSettings,
    onFailure(listener: FailureListener | undefined) {
      failureListener = listener;
    },
    /** The request of a call, with the run-time API base and shop. */
    request<E extends Endpoint>(endpoint: E, call: Omit<EndpointCall<E>, 'shop'>): ApiRequest {
      const { apiBase, shop } = apiSettings();
      return buildApiRequest(apiBase, endpoint, { ...call, shop } as EndpointCall<E>);
    },
    /** Sends a request and checks the answer against its endpoint. */
    async send<E extends Endpoint>(
      endpoint: E,
      request: ApiRequest,
      signal?: AbortSignal,
      options: SendOptions = {},
    ): Promise<z.output<E['response']>> {
      const timeout = options.timeout ?? TIMEOUT_MS;
      const rule = request.method === 'POST' && postRetry ? postRetry : retry;
      const json: unknown = await client(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        signal,
        timeout,
        retry: upFetchRetry(rule, timeout),
      });
      return endpoint.response.parse(json) as z.output<E['response']>;
    },
  };
}
