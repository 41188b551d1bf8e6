import { describe, expect, it } from 'vitest';
import { errorCodeOf, errorResponseOf, fieldErrorsOf, statusOf } from './api-errors.ts';
import { createContractClient } from './contract-client.ts';
import { testRead as endpoint } from './test-support/endpoints.ts';

/** The error the kit's client throws for an answer of `status` with `body`. */
async function failure(status: number, body: unknown): Promise<unknown> {
  const client = createContractClient({ retry: { limit: 0 } });
  client.configure(
    { apiBase: 'http://shop.test/api', shop: 1 },
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  return client.send(endpoint, client.request(endpoint, { lang: 'en', params: { id: 'y' } })).then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('reading a failed call', () => {
  it('reads the status, the code and the field errors of the contract’s error body', async () => {
    const error = await failure(422, {
      code: 'VALIDATION_FAILED',
      message: 'Please correct the errors in the form',
      errors: { email: ['required'] },
    });
    expect(statusOf(error)).toBe(422);
    expect(errorCodeOf(error)).toBe('VALIDATION_FAILED');
    expect(fieldErrorsOf(error)).toEqual({ email: ['required'] });
    expect(errorResponseOf(error)?.message).toBe('Please correct the errors in the form');
  });

  it('answers nothing for a body that is not the contract’s, or an error without an answer', async () => {
    const error = await failure(502, { oops: true });
    expect(statusOf(error)).toBe(502);
    expect(errorCodeOf(error)).toBeUndefined();
    expect(fieldErrorsOf(error)).toEqual({});
    const offline = new TypeError('Failed to fetch');
    expect(statusOf(offline)).toBeUndefined();
    expect(errorCodeOf(offline)).toBeUndefined();
  });
});
