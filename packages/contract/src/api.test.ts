import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { buildApiRequest } from './api.ts';
import { defineEndpoint } from './endpoint.ts';
import { tourCalendarEndpoint, tourEndpoint } from './tours.ts';

const shop = z.optional(z.coerce.number());
const customerUpdate = defineEndpoint({
  method: 'POST',
  path: 'customer/update',
  feature: 'account',
  summary: 'test',
  query: z.object({ shop, _: z.optional(z.string()) }),
  body: z.object({ c: z.object({ fname: z.string() }) }),
  response: z.unknown(),
});

describe('buildApiRequest', () => {
  it('puts a GET query under {apiBase}/{lang}/{path}, with the shop first', () => {
    const request = buildApiRequest('/api/', tourEndpoint, {
      lang: 'de',
      shop: 1,
      query: { tour: 7, date: '2026-12-01' },
    });
    expect(request).toEqual({
      url: '/api/de/tour?shop=1&tour=7&date=2026-12-01',
      method: 'GET',
      headers: { accept: 'application/json' },
    });
  });

  it('fills path parameters, keeping the `;` of a range as the spec writes it', () => {
    const request = buildApiRequest('https://tickets.example.org/api', tourCalendarEndpoint, {
      lang: 'en',
      params: { id: 3, range: '20261201;20261231' },
    });
    expect(request.url).toBe(
      'https://tickets.example.org/api/en/tour/calendar/tour/3/range/20261201;20261231',
    );
  });

  it('encodes a path parameter as one segment', () => {
    const page = defineEndpoint({
      method: 'GET',
      path: 'page/:id',
      feature: 'content',
      summary: 'test',
      params: z.object({ id: z.string() }),
      query: z.object({ shop }),
      response: z.unknown(),
    });
    expect(buildApiRequest('/api', page, { lang: 'en', params: { id: 'a/../b?c' } }).url).toBe(
      '/api/en/page/a%2F..%2Fb%3Fc',
    );
  });

  it('sends a POST body as JSON and the token as query parameter _', () => {
    const post = buildApiRequest('/api', customerUpdate, {
      lang: 'fr',
      token: 'a b&c',
      body: { c: { fname: 'Ana' } },
    });
    expect(post.url).toBe('/api/fr/customer/update?_=a+b%26c');
    expect(post.method).toBe('POST');
    expect(post.headers['content-type']).toBe('application/json');
    expect(post.body).toBe('{"c":{"fname":"Ana"}}');
  });

  it('leaves out empty values and encodes objects in a query as JSON', () => {
    const endpoint = defineEndpoint({
      method: 'GET',
      path: 'x',
      feature: 'content',
      summary: 'test',
      query: z.object({ shop, a: z.optional(z.string()), c: z.optional(z.object({ d: z.number() })) }),
      response: z.unknown(),
    });
    const request = buildApiRequest('/api', endpoint, {
      lang: 'en',
      query: { a: undefined, c: { d: 1 } },
      token: null,
    });
    expect(request.url).toBe('/api/en/x?c=%7B%22d%22%3A1%7D');
  });
});
