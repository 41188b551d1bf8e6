/**
 * A call the server answered with an error status (issue 37: the kit's own, since up-fetch's error
 * keeps no headers and a refusal's Retry-After is read from them): the answer, and its body as
 * JSON where it was JSON.
 */
export class HttpError extends Error {
  readonly response: Response;
  readonly data: unknown;

  constructor(response: Response, data: unknown) {
    super(`The call was answered with ${response.status}`);
    this.name = 'HttpError';
    this.response = response;
    this.data = data;
  }
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;

/** An answer's body as JSON; undefined where it is none (a proxy's HTML page, an empty body). */
export const jsonBodyOf = (response: Response): Promise<unknown> => response.json().catch(() => undefined);

/** The seconds an answer's Retry-After asks to wait (delta-seconds, as this API sends it); undefined where it says none. */
export function retryAfterOf(response: Response): number | undefined {
  const seconds = Number(response.headers.get('Retry-After') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}
