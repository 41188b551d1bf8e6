import { describe, expect, it } from 'vitest';
import { buildApiRequest } from './api.ts';

describe('buildApiRequest', () => {
  it('puts GET data into the query under {apiBase}/{lang}/{endpoint}', () => {
    const request = buildApiRequest({
      apiBase: '/api/',
      lang: 'de',
      endpoint: '/tour',
      data: { tour: 7, date: '2026-12-01' },
    });
    expect(request).toEqual({
      url: '/api/de/tour?tour=7&date=2026-12-01',
      method: 'GET',
      headers: { accept: 'application/json' },
    });
  });

  it('sends other methods as a JSON body and keeps the query for extra parameters', () => {
    const request = buildApiRequest({
      apiBase: 'https://tickets.example.org/api',
      lang: 'en',
      endpoint: 'checkout/cancel',
      method: 'POST',
      query: { noRedirect: 1 },
      data: { cartId: 'abc' },
    });
    expect(request.url).toBe('https://tickets.example.org/api/en/checkout/cancel?noRedirect=1');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body ?? '')).toEqual({ cartId: 'abc' });
  });

  it('sends the token as query parameter _ for any method', () => {
    expect(buildApiRequest({ apiBase: '/api', lang: 'fr', endpoint: 'customer', token: 't0k' }).url).toBe(
      '/api/fr/customer?_=t0k',
    );
    const post = buildApiRequest({
      apiBase: '/api',
      lang: 'fr',
      endpoint: 'customer/update',
      method: 'POST',
      token: 'a b&c',
      data: { c: { fname: 'Ana' } },
    });
    expect(post.url).toBe('/api/fr/customer/update?_=a+b%26c');
    expect(post.body).toBe('{"c":{"fname":"Ana"}}');
  });

  it('leaves out empty values and encodes objects in a GET query as JSON', () => {
    const request = buildApiRequest({
      apiBase: '/api',
      lang: 'en',
      endpoint: 'x',
      data: { a: undefined, b: null, c: { d: 1 } },
      token: null,
    });
    expect(request.url).toBe('/api/en/x?c=%7B%22d%22%3A1%7D');
  });
});
