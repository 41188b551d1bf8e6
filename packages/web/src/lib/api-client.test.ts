import { testRead as okEndpoint, testWrite as postEndpoint } from '@museum-shop/ui/test-support/endpoints';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCall, configureApi, errorCodeOf, onHttpFailure, statusOf } from './api-client.ts';

const answer = (status: number, body: unknown = { code: 'INTERNAL_ERROR', message: 'x' }) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('apiCall', () => {
  beforeEach(() => {
    configureApi({ apiBase: 'http://shop.test/api', shop: 1 });
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    onHttpFailure(undefined);
  });

  it('retries a status of the spec list that ky does not retry by default (522), then succeeds', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer(522))
      .mockResolvedValueOnce(answer(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    const result = apiCall(okEndpoint, { lang: 'en', params: { id: 'y' } });
    await vi.runAllTimersAsync();
    await expect(result).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('repeats a POST once when the database could not serve it (503 SERVICE_UNAVAILABLE), after its Retry-After', async () => {
    const unavailable = answer(503, { code: 'SERVICE_UNAVAILABLE', message: 'busy' });
    unavailable.headers.set('retry-after', '1');
    const bodies: unknown[] = [];
    const answers = [unavailable, answer(200, { ok: true })];
    vi.stubGlobal(
      'fetch',
      vi.fn().mockImplementation(async (request: Request) => {
        bodies.push(await request.json());
        return answers.shift();
      }),
    );
    const result = apiCall(postEndpoint, { lang: 'en', body: { n: 1 } });
    await vi.runAllTimersAsync();
    await expect(result).resolves.toEqual({ ok: true });
    expect(bodies).toEqual([{ n: 1 }, { n: 1 }]);
  });

  it.each([
    ['a second 503', answer(503, { code: 'SERVICE_UNAVAILABLE', message: 'busy' }), 2],
    ['a 503 from something else than the shop', new Response('<html>maintenance</html>', { status: 503 }), 1],
    ['a 500', answer(500), 1],
  ])('does not repeat a POST after %s', async (_case, failure, calls) => {
    const fetchMock = vi.fn().mockImplementation(async () => failure.clone());
    vi.stubGlobal('fetch', fetchMock);
    const result = apiCall(postEndpoint, { lang: 'en', body: { n: 1 } }).catch((caught: unknown) => caught);
    await vi.runAllTimersAsync();
    expect(statusOf(await result)).toBe(failure.status);
    expect(fetchMock).toHaveBeenCalledTimes(calls);
  });

  it("calls the endpoint's path below the API base and the language, with the settings' shop", async () => {
    configureApi({ apiBase: 'http://shop.test/api', shop: 4 });
    const fetchMock = vi.fn().mockResolvedValue(answer(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await apiCall(okEndpoint, { lang: 'sv', params: { id: 'a b' } });
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(request.url).toBe('http://shop.test/api/sv/x/a%20b?shop=4');
  });

  it('refuses an answer that does not match the contract', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(200, { ok: 'yes' })));
    await expect(apiCall(okEndpoint, { lang: 'en', params: { id: 'y' } })).rejects.toThrow();
  });

  it('does not retry a 404, and reports the status once to the listener', async () => {
    const fetchMock = vi
      .fn()
      .mockImplementation(async () => answer(404, { code: 'NOT_FOUND', message: 'no' }));
    vi.stubGlobal('fetch', fetchMock);
    const statuses: number[] = [];
    onHttpFailure((status) => statuses.push(status));
    const error = await apiCall(okEndpoint, { lang: 'en', params: { id: 'y' } }).catch(
      (caught: unknown) => caught,
    );
    expect(statusOf(error)).toBe(404);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(statuses).toEqual([404]);
  });

  it('reports the error code with the status, when the server answered with one', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockImplementation(async () => answer(503, { code: 'PAYMENT_PROVIDER_UNAVAILABLE', message: 'no' })),
    );
    const failures: unknown[] = [];
    onHttpFailure((status, code) => failures.push([status, code]));
    // A POST is not repeated for it (only SERVICE_UNAVAILABLE is): one failure, heard once.
    await apiCall(postEndpoint, { lang: 'en', body: { n: 1 } }).catch(() => undefined);
    expect(failures).toEqual([[503, 'PAYMENT_PROVIDER_UNAVAILABLE']]);
  });

  it('reports a 500 only after the retries are spent', async () => {
    const fetchMock = vi.fn().mockImplementation(async () => answer(500));
    vi.stubGlobal('fetch', fetchMock);
    const statuses: number[] = [];
    onHttpFailure((status) => statuses.push(status));
    const result = apiCall(okEndpoint, { lang: 'en', params: { id: 'y' } }).catch(
      (caught: unknown) => caught,
    );
    await vi.runAllTimersAsync();
    expect(statusOf(await result)).toBe(500);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(statuses).toEqual([500]);
  });
});

describe('errorCodeOf', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the contract error code of a failed call, and nothing from other failures', async () => {
    configureApi({ apiBase: 'http://shop.test/api', shop: 1 });
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockImplementation(async () => answer(404, { code: 'PAGE_NOT_FOUND', message: 'No such page' })),
    );
    expect(
      errorCodeOf(
        await apiCall(okEndpoint, { lang: 'en', params: { id: 'y' } }).catch((caught: unknown) => caught),
      ),
    ).toBe('PAGE_NOT_FOUND');
    vi.stubGlobal(
      'fetch',
      vi.fn().mockImplementation(async () => new Response('<html>proxy error</html>', { status: 404 })),
    );
    expect(
      errorCodeOf(
        await apiCall(okEndpoint, { lang: 'en', params: { id: 'y' } }).catch((caught: unknown) => caught),
      ),
    ).toBeUndefined();
    expect(errorCodeOf(new Error('offline'))).toBeUndefined();
  });
});
