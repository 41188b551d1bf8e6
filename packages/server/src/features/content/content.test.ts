import { LANGUAGES, PAGE_IDS, shopInfoResponseSchema, staticPageResponseSchema } from '@museum-shop/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopTexts } from '../../db/schema/config.ts';
import { pages } from '../../db/schema/content.ts';
import { build, type TestApp } from '../../test-support/build.ts';

// One app (one database) for the file; the tests below change only rows no other test reads.
let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

describe('GET /api/{lang}/shopinfo', () => {
  const shopInfo = async (lang: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/${lang}/shopinfo?shop=1` });
    expect(response.statusCode).toBe(200);
    return shopInfoResponseSchema.parse(response.json()).data;
  };

  it('answers banners, the cookie notice and social links in the contract shape', async () => {
    const info = await shopInfo('en');
    expect(info.content.banners).toHaveLength(1);
    expect(info.content.cookie_warning.disclaimer).toContain('<p>');
    expect(info.content.social_media.map((link) => link.sequence_no)).toEqual([1, 2, 3]);
    expect(info.meta.title).toBe('Tickets and shop');
  });

  it('has its own texts in each of the eight languages', async () => {
    const disclaimers = new Set<string>();
    for (const lang of LANGUAGES) disclaimers.add((await shopInfo(lang)).content.cookie_warning.disclaimer);
    expect(disclaimers.size).toBe(8);
  });

  it('falls back to the museum default language where a language has no texts', async () => {
    await t.db.delete(shopTexts).where(and(eq(shopTexts.shopId, 1), eq(shopTexts.lang, 'sv')));
    const info = await shopInfo('sv');
    expect(info.meta.title).toBe('Tickets and shop');
    expect(info.content.banners[0]?.alt).toBe('The great hall of the Museum of Light at dusk');
  });

  it("falls back text by text: a language row with an empty text shows the default language's", async () => {
    await t.db
      .update(shopTexts)
      .set({ globalMessage: { text: 'Closed on Mondays', className: 'info' } })
      .where(and(eq(shopTexts.shopId, 1), eq(shopTexts.lang, 'en')));
    const english = await shopInfo('en');
    expect(english.content.global_message).toEqual({ text: 'Closed on Mondays', className: 'info' });
    await t.db
      .update(shopTexts)
      .set({ cookieDisclaimer: '', metaTitle: '', globalMessage: { text: '', className: 'info' } })
      .where(and(eq(shopTexts.shopId, 1), eq(shopTexts.lang, 'da')));
    const danish = await shopInfo('da');
    expect(danish.content.cookie_warning.disclaimer).toBe(english.content.cookie_warning.disclaimer);
    expect(danish.meta.title).toBe(english.meta.title);
    expect(danish.meta.description).not.toBe(english.meta.description);
    expect(danish.content.global_message).toEqual(english.content.global_message);
  });

  it('answers 404 for an unknown shop and 400 for a malformed shop id', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/en/shopinfo?shop=5' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/en/shopinfo?shop=-5' })).statusCode).toBe(400);
  });
});

describe('GET /api/{lang}/page/{id}', () => {
  const page = (lang: string, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/${lang}/page/${id}?shop=1` });

  it('answers every standard page in every language, each in its own words', async () => {
    for (const id of PAGE_IDS) {
      const titles = new Set<string>();
      for (const lang of LANGUAGES) {
        const response = await page(lang, id);
        expect(response.statusCode, `${lang}/${id}`).toBe(200);
        const { data } = staticPageResponseSchema.parse(response.json());
        expect(data.id).toBe(id);
        expect(data.html.length, `${lang}/${id}`).toBeGreaterThan(200);
        titles.add(data.title);
      }
      expect(titles.size, id).toBe(8);
    }
  });

  it('ships an accessibility statement that names the standard, a way to report barriers and the enforcement body', async () => {
    const { data } = staticPageResponseSchema.parse((await page('de', 'accessibility_statement')).json());
    expect(data.title).toBe('Erklärung zur Barrierefreiheit');
    expect(data.html).toContain('WCAG');
    expect(data.html).toContain('mailto:accessibility@');
    expect(data.html).toContain('Durchsetzungsverfahren');
  });

  it('is case-insensitive in the path and tolerates a trailing slash', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/en/Page/imprint/?shop=1' });
    expect(response.statusCode).toBe(200);
  });

  it('answers 404 PAGE_NOT_FOUND for an unknown page and SHOP_NOT_FOUND for an unknown shop', async () => {
    const unknown = await page('en', 'no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'PAGE_NOT_FOUND' });
    const noShop = await t.app.inject({ method: 'GET', url: '/api/en/page/imprint?shop=7' });
    expect(noShop.json()).toMatchObject({ code: 'SHOP_NOT_FOUND' });
  });

  it('falls back to the museum default language when a translation is missing', async () => {
    await t.db.delete(pages).where(and(eq(pages.lang, 'it'), eq(pages.pageId, 'terms')));
    const { data } = staticPageResponseSchema.parse((await page('it', 'terms')).json());
    expect(data.title).toBe('Terms and conditions');
  });
});
