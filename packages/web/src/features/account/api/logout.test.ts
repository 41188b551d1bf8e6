import { testCustomer } from '@museum-shop/contract/test-fixtures';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../lib/api-client.ts';
import { CUSTOMER_KEY, readCustomer, TOKEN_KEY } from '../session.ts';
import { logout } from './logout.ts';

describe('logout', () => {
  beforeEach(() => {
    configureApi({ apiBase: 'http://shop.test/api', shop: 1 });
    sessionStorage.setItem(TOKEN_KEY, 'the-token');
    sessionStorage.setItem(CUSTOMER_KEY, JSON.stringify(testCustomer));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('ends the session on the server with its token before forgetting it', async () => {
    const tokenWhenCalled: (string | null)[] = [];
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => {
      tokenWhenCalled.push(sessionStorage.getItem(TOKEN_KEY));
      return new Response(JSON.stringify({ data: { ok: true } }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    await logout('de');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(url).toBe('http://shop.test/api/de/auth/logout?shop=1&_=the-token');
    expect(tokenWhenCalled).toEqual(['the-token']);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(readCustomer()).toBeNull();
  });

  it.each([
    ['the server answers 401 (the session had ended)', async () => new Response('{}', { status: 401 })],
    ['the server cannot be reached', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('still forgets the session when %s', async (_, answer) => {
    vi.stubGlobal('fetch', vi.fn(answer));
    await logout('en');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(readCustomer()).toBeNull();
  });

  it('calls nothing without a token', async () => {
    sessionStorage.removeItem(TOKEN_KEY);
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await logout('en');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(readCustomer()).toBeNull();
  });
});
