import {
  merchandiseAttributesResponseSchema,
  merchandiseListResponseSchema,
  merchandiseResponseSchema,
} from '@museum-shop/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { merchandise } from '../../db/schema/merchandise.ts';
import {
  appForTests,
  getJson,
  itAnswersClearly,
  shopAndLanguageCases,
  textPerLanguage,
} from '../../test-support/catalog.ts';

describe('merchandise calls', () => {
  const app = appForTests();

  const articles = async (url: string) =>
    merchandiseListResponseSchema.parse((await getJson(app(), url)).body).data.articles;

  it('lists the merchandise without the passes, by sequence_no', async () => {
    const list = await articles('/api/en/merchandise/select');
    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(list.every((article) => article.product_kind_ref !== 13)).toBe(true);
    const sequence = list.map((article) => article.sequence_no);
    expect(sequence).toEqual([...sequence].sort((a, b) => a - b));
    await app().db.update(merchandise).set({ sequenceNo: 0 }).where(eq(merchandise.sequenceNo, 9));
    expect((await articles('/api/en/merchandise/select'))[0]?.name).toBe('Candle “Gaslight”');
    await app().db.update(merchandise).set({ sequenceNo: 9 }).where(eq(merchandise.sequenceNo, 0));
  });

  it('shows what is left of the stock: one article out of stock, one nearly', async () => {
    const list = await articles('/api/en/merchandise/select');
    expect(list.filter((article) => article.state === 'sold_out').map((article) => article.name)).toEqual([
      'Pocket kaleidoscope',
    ]);
    expect(list.find((article) => article.name === 'Pinhole camera kit')).toMatchObject({
      stock: 1,
      state: 'few_left',
    });
  });

  it('lists the annual passes with product_kind=13 and their categories', async () => {
    const passes = await articles('/api/en/merchandise/select?product_kind=13');
    expect(passes.map((pass) => pass.name)).toEqual(['Annual pass', 'Family annual pass']);
    const categories = merchandiseAttributesResponseSchema.parse(
      (await getJson(app(), '/api/de/merchandise/attr?product_kind=13')).body,
    ).data.category;
    expect(categories.map((category) => category.name)).toContain('Jahreskarten');
  });

  it('has three categories and filters by one', async () => {
    const categories = merchandiseAttributesResponseSchema.parse(
      (await getJson(app(), '/api/en/merchandise/attr')).body,
    ).data.category;
    expect(categories.map((category) => category.name)).toEqual([
      'Books',
      'Prints and posters',
      'Light and home',
      'For families',
    ]);
    const books = categories[0];
    const list = await articles(`/api/en/merchandise/select?category=${books?.id}`);
    expect(list.length).toBe(3);
    expect(list.every((article) => article.custom_groups.some((group) => group.id === books?.id))).toBe(true);
  });

  it('answers one article, in every language, with the default as fallback', async () => {
    const names = await textPerLanguage(
      app(),
      (lang) => `/api/${lang}/merchandise?article=7`,
      (body) => merchandiseResponseSchema.parse(body).data.name,
    );
    expect(names.size).toBe(8);
    await app().db.execute(sql`UPDATE merchandise SET name = name - 'it' WHERE id = 7`);
    const article = merchandiseResponseSchema.parse(
      (await getJson(app(), '/api/it/merchandise?article=7')).body,
    ).data;
    expect(article).toMatchObject({ name: 'Prism sun catcher', images: ['/static/demo/suncatcher.svg'] });
  });

  itAnswersClearly(app, [
    ...shopAndLanguageCases('/merchandise/select'),
    ['an unknown article', '/api/en/merchandise?article=9999', 404, 'ARTICLE_NOT_FOUND'],
    ['an article id that is no number', '/api/en/merchandise?article=x', 400, 'INVALID_REQUEST'],
    ['a missing article id', '/api/en/merchandise', 400, 'INVALID_REQUEST'],
    [
      'a product kind that is no number',
      '/api/en/merchandise/select?product_kind=pass',
      400,
      'INVALID_REQUEST',
    ],
    ['a negative category', '/api/en/merchandise/select?category=-3', 400, 'INVALID_REQUEST'],
  ]);
});
