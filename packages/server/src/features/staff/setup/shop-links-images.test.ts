import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { DEMO_SHOP_ID } from '../../../db/seed/shop.ts';
import { build, type TestApp } from '../../../test-support/build.ts';
import { createMemberWithLink } from '../auth/auth.service.ts';
import { PASSWORD, staffToken } from '../staff.test-support.ts';
import { createShop } from './new-shop.ts';

/**
 * Issue 34: the footer's legal links per language, the partner logo groups and the banners, set by
 * the owner. Each save is audited with before and after and reaches GET config or shopinfo; bad
 * input (an address that is not https, a text alternative missing in an offered language, an image
 * not in the media library) is a 422 field map and changes nothing.
 */
describe("the footer's legal links, the partner logos and the banners", () => {
  let t: TestApp;
  let shopId: number;
  let token: string;
  let imageId: string;
  let mobileId: string;

  beforeAll(async () => {
    t = await build({ seed: false });
    shopId = await createShop(t.db, { lang: 'de', siteName: 'Stadtmuseum Lumen' });
    const link = await createMemberWithLink(
      t.db,
      { shopId, email: 'owner@stadtmuseum.example', name: 'Owner', role: 'owner', lang: 'en' },
      t.app.clock(),
    );
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/en/staff/auth/accept?shop=${shopId}`,
      payload: { token: link.token, password: PASSWORD },
    });
    token = accepted.json().data.token;
    const identity = await call('POST', 'staff/shop/identity', {
      site_name_translations: { de: 'Stadtmuseum Lumen', en: 'Lumen City Museum' },
      languages: ['de', 'en'],
      default_language: 'de',
      time_zone: 'Europe/Berlin',
      support_email: 'shop@stadtmuseum.example',
    });
    expect(identity.statusCode, identity.body).toBe(200);
    imageId = await upload(1600, 500);
    mobileId = await upload(700, 700);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', path: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/en/${path}?shop=${shopId}&_=${token}`,
      ...(payload ? { payload } : {}),
    });
  const upload = async (width: number, height: number) => {
    const png = await sharp({ create: { width, height, channels: 3, background: '#1f3a5f' } })
      .png()
      .toBuffer();
    const answer = await call('POST', 'staff/media', {
      content_base64: png.toString('base64'),
      alt: { de: 'Bild', en: 'Picture' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data.id as string;
  };
  const visitorConfig = async (lang = 'de') =>
    (await t.app.inject({ url: `/api/${lang}/shopinfo/config?shop=${shopId}` })).json().data;
  const shopInfo = async (lang = 'de') =>
    (await t.app.inject({ url: `/api/${lang}/shopinfo?shop=${shopId}` })).json().data;
  const auditLog = async () =>
    (await call('GET', 'staff/audit')).json().data.items as Record<string, unknown>[];
  const UNKNOWN = '00000000-0000-4000-8000-000000000000';

  describe('legal links', () => {
    it('starts with the standard pages, then keeps custom links per language, audited', async () => {
      expect((await call('GET', 'staff/shop/legal-links')).json().data).toEqual({ links: {} });
      expect((await visitorConfig()).custom_terms_links).toBe(false);
      const links = {
        de: { imprint: { url: ' https://stadtmuseum.example/impressum ', title: ' Impressum ' } },
        en: {
          imprint: { url: 'https://stadtmuseum.example/imprint', title: '' },
          terms: { url: 'https://stadtmuseum.example/terms', title: 'Terms of sale' },
        },
      };
      const saved = await call('POST', 'staff/shop/legal-links', { links });
      expect(saved.statusCode, saved.body).toBe(200);
      const expected = {
        de: { imprint: { url: 'https://stadtmuseum.example/impressum', title: 'Impressum' } },
        en: links.en,
      };
      expect(saved.json().data).toEqual({ links: expected });
      expect((await call('GET', 'staff/shop/legal-links')).json().data).toEqual({ links: expected });
      expect((await visitorConfig()).custom_terms_links).toEqual(expected);
      const [entry] = await auditLog();
      expect(entry).toMatchObject({
        action: 'settings.update',
        subject_id: 'legal_links',
        before: { custom_terms_links: false },
        after: { custom_terms_links: expected },
      });
    });

    it('refuses an address that is not https or is missing, and a language not offered', async () => {
      const before = await visitorConfig();
      const logged = (await auditLog()).length;
      const answer = await call('POST', 'staff/shop/legal-links', {
        links: {
          de: {
            terms: { url: 'http://stadtmuseum.example/agb', title: 'AGB' },
            data_protection: { url: '', title: 'Datenschutz' },
          },
          fr: { imprint: { url: 'https://stadtmuseum.example/fr', title: '' } },
        },
      });
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: {
          'links.de.terms.url': ['not_https'],
          'links.de.data_protection.url': ['required'],
          'links.fr': ['invalid'],
        },
      });
      expect((await visitorConfig()).custom_terms_links).toEqual(before.custom_terms_links);
      expect(await auditLog()).toHaveLength(logged);
    });

    it('goes back to the standard pages when no link is left', async () => {
      const saved = await call('POST', 'staff/shop/legal-links', { links: { de: {}, en: {} } });
      expect(saved.json().data).toEqual({ links: {} });
      expect((await visitorConfig()).custom_terms_links).toBe(false);
    });
  });

  describe('partner logos', () => {
    it('keeps groups of uploaded logos that visitors get with their widths and size, audited', async () => {
      const saved = await call('POST', 'staff/shop/partners', {
        groups: [
          {
            name: { de: 'Gefördert von', en: 'Supported by' },
            logos: [
              {
                image: imageId,
                url: ' https://kultur.example/ ',
                alt: { de: 'Kulturamt', en: 'Office for Culture' },
              },
              { image: mobileId, url: '', alt: { de: 'Förderverein', en: 'Friends' } },
            ],
          },
        ],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const [group] = saved.json().data.groups;
      expect(group.name).toEqual({ de: 'Gefördert von', en: 'Supported by' });
      expect(group.logos[0]).toMatchObject({
        image: imageId,
        url: 'https://kultur.example/',
        alt: { de: 'Kulturamt', en: 'Office for Culture' },
      });
      expect(group.logos[0].preview).toMatch(new RegExp(`^/media/${imageId}/\\d+\\.webp$`));
      expect(group.logos[1]).toMatchObject({ image: mobileId, url: '' });

      const [visible] = (await visitorConfig()).partner_logos;
      expect(visible.logos[0]).toMatchObject({
        url: 'https://kultur.example/',
        alt: { de: 'Kulturamt', en: 'Office for Culture' },
        media: { id: imageId, width: 1600, height: 500 },
      });
      expect(visible.logos[0].image).toBe(visible.logos[0].media.src);
      expect(visible.logos[0].media.srcset).toContain(`/media/${imageId}/1280.webp 1280w`);
      expect(visible.logos[0].media.srcset_avif).toContain('.avif');
      expect(visible.logos[1].url).toBeUndefined();
      expect((await t.app.inject({ url: visible.logos[0].image })).statusCode).toBe(200);
      const [entry] = await auditLog();
      expect(entry).toMatchObject({
        subject_id: 'partner_logos',
        before: { partner_logos: [] },
        after: { partner_logos: [{ name: { de: 'Gefördert von' } }] },
      });
    });

    it('moves a group and a logo and keeps what is unchanged', async () => {
      const current = (await call('GET', 'staff/shop/partners')).json().data;
      const [group] = current.groups;
      const saved = await call('POST', 'staff/shop/partners', {
        groups: [
          { name: {}, logos: [{ image: mobileId, url: '', alt: { de: 'Verein', en: 'Friends' } }] },
          {
            name: group.name,
            logos: [...group.logos].reverse().map(({ image, url, alt }) => ({ image, url, alt })),
          },
        ],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const groups = (await visitorConfig()).partner_logos;
      expect(groups.map((each: { name: object }) => each.name)).toEqual([
        {},
        { de: 'Gefördert von', en: 'Supported by' },
      ]);
      expect(groups[1].logos.map((logo: { media: { id: string } }) => logo.media.id)).toEqual([
        mobileId,
        imageId,
      ]);
    });

    it('refuses a link that is not https, a missing text alternative, an unknown image and an empty group', async () => {
      const before = (await visitorConfig()).partner_logos;
      const logged = (await auditLog()).length;
      const answer = await call('POST', 'staff/shop/partners', {
        groups: [
          {
            name: { de: 'Partner' },
            logos: [
              { image: imageId, url: 'http://kultur.example/', alt: { de: 'Kulturamt', en: ' ' } },
              { image: UNKNOWN, url: '', alt: { de: 'A', en: 'A' } },
              { image: '/static/elsewhere.svg', url: '', alt: { de: 'B', en: 'B' } },
            ],
          },
          { name: {}, logos: [] },
        ],
      });
      expect(answer.statusCode).toBe(422);
      expect(answer.json().errors).toEqual({
        'groups.0.logos.0.url': ['not_https'],
        'groups.0.logos.0.alt.en': ['required'],
        'groups.0.logos.1.image': ['unknown_image'],
        'groups.0.logos.2.image': ['unknown_image'],
        'groups.1.logos': ['required'],
      });
      expect((await visitorConfig()).partner_logos).toEqual(before);
      expect(await auditLog()).toHaveLength(logged);
    });
  });

  describe('banners', () => {
    it('keeps banners of uploaded images, which shopinfo answers in their order, audited', async () => {
      expect((await call('GET', 'staff/shop/banners')).json().data).toEqual({ banners: [] });
      const saved = await call('POST', 'staff/shop/banners', {
        banners: [
          { image: imageId, image_mobile: mobileId, alt: { de: 'Die Halle', en: 'The hall' } },
          { image: mobileId, image_mobile: '', alt: { de: 'Der Hof', en: 'The yard' } },
        ],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data.banners).toEqual([
        {
          image: imageId,
          image_mobile: mobileId,
          preview: `/media/${imageId}/1280.webp`,
          preview_mobile: `/media/${mobileId}/640.webp`,
          alt: { de: 'Die Halle', en: 'The hall' },
        },
        {
          image: mobileId,
          image_mobile: mobileId,
          preview: `/media/${mobileId}/640.webp`,
          preview_mobile: `/media/${mobileId}/640.webp`,
          alt: { de: 'Der Hof', en: 'The yard' },
        },
      ]);
      expect((await shopInfo('en')).content.banners).toEqual([
        {
          image: `/media/${imageId}/1280.webp`,
          image_mobile: `/media/${mobileId}/640.webp`,
          alt: 'The hall',
        },
        {
          image: `/media/${mobileId}/640.webp`,
          image_mobile: `/media/${mobileId}/640.webp`,
          alt: 'The yard',
        },
      ]);
      expect((await t.app.inject({ url: `/media/${imageId}/1280.webp` })).statusCode).toBe(200);
      const [entry] = await auditLog();
      expect(entry).toMatchObject({
        subject_id: 'banners',
        before: { banners: [] },
        after: {
          banners: [
            { image: `/media/${imageId}/1280.webp`, alt: { de: 'Die Halle' } },
            { image: `/media/${mobileId}/640.webp` },
          ],
        },
      });
    });

    it('moves and removes a banner, keeping the image it has', async () => {
      const [first, second] = (await call('GET', 'staff/shop/banners')).json().data.banners;
      const saved = await call('POST', 'staff/shop/banners', {
        banners: [second, first].map(({ image, image_mobile, alt }) => ({ image, image_mobile, alt })),
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await shopInfo('de')).content.banners.map((banner: { alt: string }) => banner.alt)).toEqual([
        'Der Hof',
        'Die Halle',
      ]);
      await call('POST', 'staff/shop/banners', {
        banners: [{ image: imageId, image_mobile: '', alt: first.alt }],
      });
      expect((await shopInfo('de')).content.banners).toHaveLength(1);
    });

    it('refuses a missing text alternative, an unknown or missing image, and changes nothing', async () => {
      const before = (await shopInfo('en')).content.banners;
      const logged = (await auditLog()).length;
      const answer = await call('POST', 'staff/shop/banners', {
        banners: [
          { image: imageId, image_mobile: UNKNOWN, alt: { de: 'Die Halle' } },
          { image: '', image_mobile: '', alt: { de: 'Hof', en: 'Yard' } },
          { image: 'https://elsewhere.example/banner.jpg', image_mobile: '', alt: { de: 'X', en: 'X' } },
        ],
      });
      expect(answer.statusCode).toBe(422);
      expect(answer.json().errors).toEqual({
        'banners.0.image_mobile': ['unknown_image'],
        'banners.0.alt.en': ['required'],
        'banners.1.image': ['required'],
        'banners.2.image': ['unknown_image'],
      });
      expect((await shopInfo('en')).content.banners).toEqual(before);
      expect(await auditLog()).toHaveLength(logged);
    });
  });

  it('lets only the owner change them', async () => {
    const link = await createMemberWithLink(
      t.db,
      { shopId, email: 'desk@stadtmuseum.example', name: 'Desk', role: 'box_office', lang: 'en' },
      t.app.clock(),
    );
    const desk = (
      await t.app.inject({
        method: 'POST',
        url: `/api/en/staff/auth/accept?shop=${shopId}`,
        payload: { token: link.token, password: PASSWORD },
      })
    ).json().data.token;
    for (const [method, path, payload] of [
      ['GET', 'staff/shop/banners', undefined],
      ['POST', 'staff/shop/banners', { banners: [] }],
      ['POST', 'staff/shop/partners', { groups: [] }],
      ['POST', 'staff/shop/legal-links', { links: {} }],
    ] as const) {
      const refused = await t.app.inject({
        method,
        url: `/api/en/${path}?shop=${shopId}&_=${desk}`,
        ...(payload ? { payload } : {}),
      });
      expect(refused.statusCode, path).toBe(403);
    }
  });
});

describe("the demo museum's partner logos and banner", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  it('keeps the logos and banner placed before the media library when they are moved or described anew', async () => {
    const owner = await staffToken(t, 'owner');
    const call = (method: 'GET' | 'POST', path: string, payload?: unknown) =>
      t.app.inject({
        method,
        url: `/api/en/${path}?shop=${DEMO_SHOP_ID}&_=${owner}`,
        ...(payload ? { payload } : {}),
      });
    const { groups } = (await call('GET', 'staff/shop/partners')).json().data;
    const [first] = groups;
    expect(first.logos[0].image).toBe('demo/partners/lumen-city-culture.svg');
    expect(first.logos[0].preview).toBe('/static/demo/partners/lumen-city-culture.svg');
    type Logo = { image: string; url: string; alt: object };
    const body = (logos: Logo[]) => logos.map(({ image, url, alt }) => ({ image, url, alt }));
    const reversed = body([...first.logos].reverse());
    const saved = await call('POST', 'staff/shop/partners', {
      groups: [
        { name: first.name, logos: reversed },
        ...groups.slice(1).map((group: { name: object; logos: Logo[] }) => ({
          name: group.name,
          logos: body(group.logos),
        })),
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const config = (await t.app.inject({ url: `/api/en/shopinfo/config?shop=${DEMO_SHOP_ID}` })).json().data;
    expect(config.partner_logos[0].logos.map((logo: { image: string }) => logo.image)).toEqual(
      reversed.map((logo) => logo.image),
    );
    expect(config.partner_logos[0].logos[0].media).toBeUndefined();

    const [banner] = (await call('GET', 'staff/shop/banners')).json().data.banners;
    expect(banner).toMatchObject({
      image: '/static/demo/banner{width}.svg',
      preview: '/static/demo/banner.svg',
    });
    const languages: string[] = config.languages;
    const alt = Object.fromEntries(languages.map((lang) => [lang, banner.alt[lang] ?? `Hall (${lang})`]));
    const kept = await call('POST', 'staff/shop/banners', {
      banners: [{ image: banner.image, image_mobile: banner.image_mobile, alt }],
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const info = (await t.app.inject({ url: `/api/en/shopinfo?shop=${DEMO_SHOP_ID}` })).json().data;
    expect(info.content.banners).toEqual([
      {
        image: '/static/demo/banner{width}.svg',
        image_mobile: '/static/demo/banner-mobile{width}.svg',
        alt: 'The great hall of the Museum of Light at dusk',
      },
    ]);
  });
});

describe('a change reaches another server process', () => {
  it('within CATALOG_CACHE_MS: the legal links in GET config, the banners in shopinfo', async () => {
    const t = await build();
    const visitor = await buildApp({
      database: { ...t.database, close: async () => {} },
      catalogCacheMs: 200,
      clock: () => t.app.clock(),
      jobs: { pollMs: 0 },
    });
    try {
      const owner = await staffToken(t, 'owner');
      const call = (path: string, payload: Record<string, unknown>) =>
        t.app.inject({
          method: 'POST',
          url: `/api/en/${path}?shop=${DEMO_SHOP_ID}&_=${owner}`,
          payload,
        });
      const config = async () =>
        (await visitor.inject({ url: `/api/en/shopinfo/config?shop=${DEMO_SHOP_ID}` })).json().data;
      const banners = async () =>
        (await visitor.inject({ url: `/api/en/shopinfo?shop=${DEMO_SHOP_ID}` })).json().data.content.banners;
      // Read once, so the other process holds the old answers in its cache.
      expect((await config()).custom_terms_links).toBe(false);
      expect(await banners()).toHaveLength(1);
      const links = { en: { imprint: { url: 'https://museum-of-light.example/imprint', title: 'Imprint' } } };
      expect((await call('staff/shop/legal-links', { links })).statusCode).toBe(200);
      expect((await call('staff/shop/banners', { banners: [] })).statusCode).toBe(200);
      await expect.poll(async () => (await config()).custom_terms_links).toEqual(links);
      await expect.poll(banners).toEqual([]);
    } finally {
      await visitor.close();
      await t.close();
    }
  });
});
