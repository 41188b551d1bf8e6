import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createContractClient } from './contract-client.ts';
import { isHttpError, retryAfterOf } from './http-error.ts';
import { testRead as read, testWrite as write } from './test-support/endpoints.ts';

const ok = () => new Response(JSON.stringify({ ok: true }), { status: 200 });
const refused = (status: number, retryAfter?: number) =>
  new Response(JSON.stringify({ code: 'RATE_LIMITED', message: 'wait' }), {
    status,
    headers: retryAfter === undefined ? {} : { 'Retry-After': String(retryAfter) },
  });

/** A client of the kit whose calls get `answers` in turn (a thrown error: the network failed). */
function clientAnswering(...answers: (Response | Error)[]) {
  const transport = vi.fn(async () => {
    const next = answers.shift();
    if (!next || next instanceof Error) throw next ?? new Error('no more answers');
    return next;
  });
  const client = createContractClient({ retry: { limit: 2 } });
  client.configure({ apiBase: 'http://shop.test/api', shop: 1 }, transport);
  const call = <E extends typeof read | typeof write>(endpoint: E) =>
    client
      .send(endpoint, client.request(endpoint, { lang: 'en', params: { id: 'y' }, body: {} } as never))
      .catch((error: unknown) => error);
  return { transport, call };
}

describe('the kit client’s retries', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tries a read again when the network failed, after a short wait', async () => {
    const { transport, call } = clientAnswering(new TypeError('Failed to fetch'), ok());
    const result = call(read);
    await vi.advanceTimersByTimeAsync(299);
    expect(transport).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toEqual({ ok: true });
    expect(transport).toHaveBeenCalledTimes(2);
  });

  it('waits as long as a 503 says before trying again', async () => {
    const { transport, call } = clientAnswering(refused(503, 2), ok());
    const result = call(read);
    await vi.advanceTimersByTimeAsync(1999);
    expect(transport).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toEqual({ ok: true });
  });

  it('gives a refusal that asks for a long wait to the caller at once, with its Retry-After', async () => {
    const { transport, call } = clientAnswering(refused(429, 60), ok());
    const error = await call(read);
    expect(transport).toHaveBeenCalledTimes(1);
    expect(isHttpError(error) && retryAfterOf(error.response)).toBe(60);
  });

  it('gives up after its limit, and never repeats a POST unless told to', async () => {
    const reads = clientAnswering(refused(502), refused(502), refused(502), ok());
    const failed = reads.call(read);
    await vi.runAllTimersAsync();
    const error = await failed;
    expect(isHttpError(error) && error.response.status).toBe(502);
    expect(reads.transport).toHaveBeenCalledTimes(3);

    const writes = clientAnswering(refused(502), ok());
    expect(isHttpError(await writes.call(write))).toBe(true);
    expect(writes.transport).toHaveBeenCalledTimes(1);
  });
});
