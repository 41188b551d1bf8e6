import { brotliDecompressSync } from 'node:zlib';
import { configResponseSchema, LANGUAGES } from '@museum-shop/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shops } from '../../db/schema/config.ts';
import { appForTests, itAnswersClearly, shopAndLanguageCases } from '../../test-support/catalog.ts';

describe('GET /api/{lang}/shopinfo/config', () => {
  const app = appForTests();

  it('answers the demo museum configuration in the contract shape', async () => {
    const response = await app().app.inject({ method: 'GET', url: '/api/en/shopinfo/config?shop=1' });
    expect(response.statusCode).toBe(200);
    const { data } = configResponseSchema.parse(response.json());
    expect(data.site_name).toBe('Museum of Light');
    expect(data.languages[0]).toBe('en');
    for (const flag of [
      'has_tickets',
      'has_guided_tours',
      'has_merchandise',
      'has_memcard',
      'has_vouchers',
    ] as const) {
      expect(data[flag], flag).toBe(true);
    }
  });

  it('is sent compressed to a browser that accepts it (every first load fetches it), and plain otherwise', async () => {
    const url = '/api/en/shopinfo/config?shop=1';
    const plain = await app().app.inject({ method: 'GET', url });
    const br = await app().app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('has the site name in all eight languages', async () => {
    const response = await app().app.inject({ method: 'GET', url: '/api/de/shopinfo/config?shop=1' });
    const { data } = configResponseSchema.parse(response.json());
    expect(Object.keys(data.site_name_translations).sort()).toEqual([...LANGUAGES].sort());
    expect(data.site_name_translations.de).toBe('Museum des Lichts');
    expect(new Set(Object.values(data.site_name_translations)).size).toBe(8);
  });

  it('reads the configuration from the database, not from code', async () => {
    const [row] = await app().db.select().from(shops).where(eq(shops.id, 1));
    if (!row) throw new Error('the demo shop is missing');
    await app()
      .db.update(shops)
      .set({ config: { ...row.config, site_name: 'Renamed' } })
      .where(eq(shops.id, 1));
    const response = await app().app.inject({ method: 'GET', url: '/api/en/shopinfo/config?shop=1' });
    expect(response.json().data.site_name).toBe('Renamed');
    await app().db.update(shops).set({ config: row.config }).where(eq(shops.id, 1));
  });

  it('is case-insensitive and tolerates a trailing slash', async () => {
    const response = await app().app.inject({ method: 'GET', url: '/api/en/ShopInfo/Config/?shop=1' });
    expect(response.statusCode).toBe(200);
  });

  itAnswersClearly(app, [
    ...shopAndLanguageCases('/shopinfo/config'),
    ['a missing shop id', '/api/en/shopinfo/config', 400, 'INVALID_REQUEST'],
    ['a shop id that is no number', '/api/en/shopinfo/config?shop=abc', 400, 'INVALID_REQUEST'],
    [
      'a shop id too large for the database',
      '/api/en/shopinfo/config?shop=99999999999',
      400,
      'INVALID_REQUEST',
    ],
  ]);
});
