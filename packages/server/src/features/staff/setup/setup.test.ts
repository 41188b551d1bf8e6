import type { ShopSetup } from '@museum-shop/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { merchandise } from '../../../db/schema/merchandise.ts';
import { DEMO_SHOP_ID } from '../../../db/seed/shop.ts';
import { build, type TestApp } from '../../../test-support/build.ts';
import { createMemberWithLink } from '../auth/auth.service.ts';
import { PASSWORD, staffToken } from '../staff.test-support.ts';
import { createShop } from './new-shop.ts';

/**
 * Issue 34: a museum goes from an empty database to an open shop through the staff API alone.
 * `staff:create` makes the shop (new-shop.ts); the owner names it, writes its legal pages, fills
 * its shipping table, turns a section on and opens it. Bad input changes nothing and says why.
 */
describe('setting a new shop up', () => {
  let t: TestApp;
  let shopId: number;
  let token: string;

  beforeAll(async () => {
    t = await build({ seed: false });
    shopId = await createShop(t.db, { lang: 'de' });
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
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', path: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/en/${path}?shop=${shopId}&_=${token}`,
      ...(payload ? { payload } : {}),
    });
  const setup = async () => (await call('GET', 'staff/shop/setup')).json().data as ShopSetup;
  const visitorConfig = async (lang = 'de') =>
    (await t.app.inject({ url: `/api/${lang}/shopinfo/config?shop=${shopId}` })).json().data;
  const problems = (s: ShopSetup) => s.checklist.flatMap((step) => step.problems);
  /** A payment start of anyone, as a client may call it whatever the shop shows. */
  const startPayment = () =>
    t.app.inject({
      method: 'POST',
      url: `/api/de/checkout/initPayment?shop=${shopId}`,
      payload: {
        payart: 1,
        cart: { ver: 1, items: [{ type: 'merchandise', id: 1, count: 1 }], request_invoice: false },
        url: {
          continue: 'http://localhost:3000/de/checkout/accepted',
          cancel: 'http://localhost:3000/de/checkout/canceled',
        },
      },
    });

  it('starts closed, in one language, with every section off, and says what is missing', async () => {
    const config = await visitorConfig();
    expect(config).toMatchObject({
      shop_open: false,
      languages: ['de'],
      has_tickets: false,
      has_merchandise: false,
    });
    const first = await setup();
    expect(first.open).toBe(false);
    expect(first.checklist.map((step) => step.step)).toEqual([
      'identity',
      'languages',
      'legal_pages',
      'payment',
      'email',
      'sections',
      'open',
    ]);
    expect(problems(first)).toEqual(
      expect.arrayContaining([
        'NO_SITE_NAME',
        'LEGAL_PAGES_MISSING',
        'SANDBOX_PAYMENTS',
        'NO_SMTP',
        'NO_SECTIONS',
        'SHOP_CLOSED',
      ]),
    );
  });

  it('does not open while a blocking step is missing', async () => {
    const opened = await call('POST', 'staff/shop/open', { open: true });
    expect(opened.statusCode).toBe(409);
    expect(opened.json().code).toBe('SHOP_NOT_READY');
    expect((await visitorConfig()).shop_open).toBe(false);
    // Nothing is sold before it opens, whatever a client calls.
    const start = await startPayment();
    expect(start.statusCode).toBe(409);
    expect(start.json().code).toBe('SHOP_CLOSED');
  });

  const identity = {
    site_name_translations: { de: 'Stadtmuseum Lumen', en: 'Lumen City Museum' },
    languages: ['de', 'en'],
    default_language: 'de',
    time_zone: 'Europe/Berlin',
    support_email: 'info@stadtmuseum.example',
  };

  it('refuses an empty name and a default language that is not offered, changing nothing', async () => {
    const empty = await call('POST', 'staff/shop/identity', {
      ...identity,
      site_name_translations: { de: '   ', en: 'Lumen City Museum' },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ 'site_name_translations.de': ['required'] });
    const removedDefault = await call('POST', 'staff/shop/identity', { ...identity, languages: ['en'] });
    expect(removedDefault.statusCode).toBe(422);
    expect(removedDefault.json().errors.languages).toEqual(['default_language_not_offered']);
    const badZone = await call('POST', 'staff/shop/identity', { ...identity, time_zone: 'Mars/Olympus' });
    expect(badZone.json().errors).toEqual({ time_zone: ['unknown_time_zone'] });
    expect(await visitorConfig()).toMatchObject({ site_name: '', languages: ['de'] });
  });

  it('names the museum in German and English, the default first, and logs before and after', async () => {
    const saved = await call('POST', 'staff/shop/identity', { ...identity, languages: ['en', 'de'] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.identity.languages).toEqual(['de', 'en']);
    const config = await visitorConfig('en');
    expect(config).toMatchObject({
      site_name: 'Stadtmuseum Lumen',
      site_name_translations: { de: 'Stadtmuseum Lumen', en: 'Lumen City Museum' },
      languages: ['de', 'en'],
      support_email: 'info@stadtmuseum.example',
    });
    const log = (await call('GET', 'staff/audit')).json().data.items;
    expect(log[0]).toMatchObject({
      action: 'settings.update',
      before: { languages: ['de'] },
      after: { languages: ['de', 'en'] },
    });
  });

  it('refuses a page with a script, an event handler or a script address, storing nothing', async () => {
    for (const html of [
      '<p>Hello</p><script>alert(1)</script>',
      '<p onclick="alert(1)">Hello</p>',
      '<p><a href="javascript:alert(1)">Hello</a></p>',
    ]) {
      const refused = await call('POST', 'staff/shop/pages/imprint/de', { title: 'Impressum', html });
      expect(refused.statusCode, html).toBe(422);
      expect(refused.json().errors).toEqual({ html: ['script_not_allowed'] });
    }
    const page = await t.app.inject({ url: `/api/de/page/imprint?shop=${shopId}` });
    expect(page.statusCode).toBe(404);
  });

  it('stores the legal pages sanitised, and visitors read them in their language', async () => {
    for (const [id, title] of [
      ['imprint', 'Impressum'],
      ['terms', 'AGB'],
      ['data_protection', 'Datenschutz'],
    ] as const) {
      const saved = await call('POST', `staff/shop/pages/${id}/de`, {
        title,
        html: `<div class="x"><h2>${title}</h2><p>Stadtmuseum <b>Lumen</b>, <a href="https://lumen.example" onmouseover="">x</a></p></div>`.replace(
          ' onmouseover=""',
          '',
        ),
      });
      expect(saved.statusCode).toBe(200);
    }
    const page = (await t.app.inject({ url: `/api/de/page/imprint?shop=${shopId}` })).json().data;
    expect(page).toEqual({
      id: 'imprint',
      title: 'Impressum',
      html: '<h2>Impressum</h2><p>Stadtmuseum <b>Lumen</b>, <a href="https://lumen.example">x</a></p>',
    });
    // No English page yet: the English visitor reads the German one, and the checklist says so.
    expect((await t.app.inject({ url: `/api/en/page/imprint?shop=${shopId}` })).json().data.title).toBe(
      'Impressum',
    );
    const legal = (await setup()).checklist.find((step) => step.step === 'legal_pages');
    expect(legal).toMatchObject({
      done: false,
      problems: ['LEGAL_PAGE_TRANSLATIONS_MISSING'],
      languages: ['en'],
    });
  });

  it('replaces the shipping table, refusing a country and weight twice', async () => {
    const twice = await call('POST', 'staff/shop/shipping', {
      rows: [
        { country: 'DE', weight_from: 0, cost: 490 },
        { country: 'DE', weight_from: 0, cost: 590 },
      ],
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ 'rows.1': ['duplicate_row'] });
    const badCountry = await call('POST', 'staff/shop/shipping', {
      rows: [{ country: 'de', weight_from: 0, cost: 1 }],
    });
    expect(badCountry.statusCode).toBe(422);
    const saved = await call('POST', 'staff/shop/shipping', {
      rows: [
        { country: 'DE', weight_from: 1000, cost: 690 },
        { country: 'DE', weight_from: 0, cost: 490 },
        { country: 'AT', weight_from: 0, cost: 890 },
      ],
    });
    expect(saved.json().data.shipping_costs).toEqual([
      { country: 'AT', weight_from: 0, cost: 890 },
      { country: 'DE', weight_from: 0, cost: 490 },
      { country: 'DE', weight_from: 1000, cost: 690 },
    ]);
  });

  it('makes an uploaded image the logo, which visitors get in responsive widths; a text file is no image', async () => {
    const text = await call('POST', 'staff/media', {
      content_base64: Buffer.from('GIF89a, said the text file').toString('base64'),
      alt: { de: 'Logo', en: 'Logo' },
    });
    expect(text.statusCode).toBe(422);
    expect(text.json().errors).toEqual({ content_base64: ['not_an_image'] });
    const png = await sharp({ create: { width: 480, height: 160, channels: 4, background: '#1f3a5f' } })
      .png()
      .toBuffer();
    const uploaded = await call('POST', 'staff/media', {
      content_base64: png.toString('base64'),
      alt: { de: 'Stadtmuseum Lumen', en: 'Lumen City Museum' },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const image = uploaded.json().data;
    const set = await call('POST', 'staff/shop/logo', { media_id: image.id });
    expect(set.json().data.logo).toMatchObject({ id: image.id, width: 480, height: 160 });
    const { theme } = await visitorConfig();
    expect(theme.logo_image).toMatchObject({
      id: image.id,
      src: image.src,
      srcset: image.srcset,
      width: 480,
    });
    const served = await t.app.inject({ url: theme.logo_image.src });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(
      (await call('POST', 'staff/shop/logo', { media_id: '00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
  });

  it('opens once a section is on, and visitors then get the shop', async () => {
    await call('POST', 'staff/shop/sections', {
      has_tickets: false,
      has_guided_tours: false,
      has_merchandise: true,
      has_memcard: false,
      has_vouchers: false,
      has_voucher_code: false,
      user_registration: false,
      guest_registration: true,
    });
    const opened = await call('POST', 'staff/shop/open', { open: true });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data.open).toBe(true);
    expect(await visitorConfig()).toMatchObject({
      shop_open: true,
      has_merchandise: true,
      has_tickets: false,
    });
    // Open: a payment start goes on to its other checks (here: nobody signed in).
    expect((await startPayment()).json().code).not.toBe('SHOP_CLOSED');
  });

  it('sets the cookie notice and a global message with its window, refusing a script', async () => {
    const notices = (cookie: string, from: string | null, until: string | null) => ({
      cookie_notice: { enabled: true, texts: { de: cookie, en: '<p>Only the cookies the shop needs.</p>' } },
      global_message: {
        texts: { de: 'Am 24. Dezember geschlossen', en: 'Closed on 24 December' },
        style: 'warning',
        from,
        until,
      },
    });
    const script = await call(
      'POST',
      'staff/shop/notices',
      notices('<p onclick="x()">Cookies</p>', null, null),
    );
    expect(script.json().errors).toEqual({ 'cookie_notice.texts.de': ['script_not_allowed'] });
    const backwards = await call(
      'POST',
      'staff/shop/notices',
      notices('<p>Nur nötige Cookies.</p>', '2026-12-24T00:00:00+01:00', '2026-12-20T00:00:00+01:00'),
    );
    expect(backwards.json().errors).toEqual({ 'global_message.until': ['until_before_from'] });
    // Shown from a minute ago until tomorrow, by the server's clock.
    const now = t.app.clock().getTime();
    const saved = await call(
      'POST',
      'staff/shop/notices',
      notices(
        '<p>Nur nötige Cookies.</p>',
        new Date(now - 60_000).toISOString(),
        new Date(now + 86_400_000).toISOString(),
      ),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const info = (await t.app.inject({ url: `/api/de/shopinfo?shop=${shopId}` })).json().data.content;
    expect(info.cookie_warning.disclaimer).toBe('<p>Nur nötige Cookies.</p>');
    expect(info.global_message).toEqual({ text: 'Am 24. Dezember geschlossen', className: 'warning' });
    expect(await visitorConfig()).toMatchObject({ cookie_disclaimer: true, showCookieDisclaimer: true });
    // Past its window, visitors no longer see it.
    await call(
      'POST',
      'staff/shop/notices',
      notices('<p>Nur nötige Cookies.</p>', null, new Date(now - 1_000).toISOString()),
    );
    expect(
      (await t.app.inject({ url: `/api/de/shopinfo?shop=${shopId}` })).json().data.content.global_message,
    ).toBeNull();
  });

  it('sets the social links, the main site, module mode and the invoice header, refusing what is not https', async () => {
    const http = await call('POST', 'staff/shop/social', {
      links: [{ name: 'Instagram', link: 'http://insta.example/x' }],
    });
    expect(http.json().errors).toEqual({ 'links.0.link': ['not_https'] });
    await call('POST', 'staff/shop/social', {
      links: [{ name: 'Instagram', link: 'https://insta.example/lumen' }],
    });
    const info = (await t.app.inject({ url: `/api/de/shopinfo?shop=${shopId}` })).json().data.content;
    expect(info.social_media).toEqual([
      { name: 'Instagram', link: 'https://insta.example/lumen', sequence_no: 1 },
    ]);

    const display = {
      show_progress_bar: false,
      home_view: 'merchandise',
      show_header: true,
      show_footer: false,
      main_site_urls: { de: 'https://lumen.example/', en: 'javascript:alert(1)' },
      logo_links_to_main_site: true,
    };
    expect((await call('POST', 'staff/shop/display', display)).json().errors).toEqual({
      'main_site_urls.en': ['not_https'],
    });
    await call('POST', 'staff/shop/display', {
      ...display,
      main_site_urls: { de: 'https://lumen.example/', en: 'https://lumen.example/en' },
    });
    expect(await visitorConfig()).toMatchObject({
      show_progress_bar: false,
      home_view: 'merchandise',
      showFooter: false,
      extern_museum_main_url: 'https://lumen.example/',
      museum_per_language_urls: { de: 'https://lumen.example/', en: 'https://lumen.example/en' },
      logo_links_to_main_site: true,
    });

    const invoice = {
      legal_name: 'Stiftung Stadtmuseum Lumen',
      street: 'Lichtweg 1',
      zip: '10117',
      city: '',
      country: 'DE',
      vat_id: '',
      tax_number: '',
      vat_exemption_note: 'Steuerfrei nach § 4 Nr. 20 a UStG',
    };
    expect((await call('POST', 'staff/shop/invoice', invoice)).json().errors).toEqual({
      city: ['required'],
      vat_id: ['required'],
    });
    await call('POST', 'staff/shop/invoice', { ...invoice, city: 'Berlin', tax_number: '27/000/00000' });
    expect((await visitorConfig()).museum_address).toEqual({
      legal_name: 'Stiftung Stadtmuseum Lumen',
      street: 'Lichtweg 1',
      zip: '10117',
      city: 'Berlin',
      country: 'DE',
      tax_number: '27/000/00000',
      vat_exemption_note: 'Steuerfrei nach § 4 Nr. 20 a UStG',
    });
    expect((await setup()).invoice.tax_number).toBe('27/000/00000');
  });

  it('counts for the checklist what the newer screens hold: own texts, legal links, the customer form', async () => {
    const before = (await setup()).counts;
    expect(before).toMatchObject({
      own_texts: 0,
      legal_links: 0,
      partner_groups: 0,
      partner_logos: 0,
      banners: 0,
    });
    const text = await call('POST', 'staff/shop/texts/de', {
      key: 'shop:passes.intro',
      text: 'Ein ganzes Jahr lang',
    });
    expect(text.statusCode, text.body).toBe(200);
    const links = await call('POST', 'staff/shop/legal-links', {
      links: {
        de: {
          imprint: { url: 'https://stadtmuseum.example/impressum', title: '' },
          terms: { url: 'https://stadtmuseum.example/agb', title: 'AGB' },
        },
      },
    });
    expect(links.statusCode, links.body).toBe(200);
    const form = (await call('GET', 'staff/shop/customer-form')).json().data;
    const saved = await call('POST', 'staff/shop/customer-form', {
      ...form,
      countries: ['DE', 'AT', 'CH'],
      required_fields: ['email', 'password', 'lname'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await setup()).counts).toEqual({
      ...before,
      own_texts: 1,
      legal_links: 2,
      customer_countries: 3,
      customer_required_fields: 3,
    });
  });

  it('lets only the owner set the shop up', async () => {
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
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/en/staff/shop/open?shop=${shopId}&_=${desk}`,
      payload: { open: false },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('the demo museum is set up the same way', () => {
  let t: TestApp;
  let visitor: TestApp['app'];
  beforeAll(async () => {
    t = await build();
    // A second server on the same database, with caches of its own: what another process sees.
    visitor = await buildApp({
      // The database stays the test's own to close.
      database: { ...t.database, close: async () => {} },
      catalogCacheMs: 200,
      clock: () => t.app.clock(),
      jobs: { pollMs: 0 },
    });
  });
  afterAll(async () => {
    await visitor.close();
    await t.close();
  });

  it('changes its shipping costs, which a visitor of another server process pays', async () => {
    const owner = await staffToken(t, 'owner');
    const [article] = await t.db.select({ id: merchandise.id }).from(merchandise);
    if (!article) throw new Error('the demo has merchandise');
    const shippingTo = async (country: string) =>
      visitor.inject({
        method: 'POST',
        url: `/api/en/checkout/shippingCosts?shop=${DEMO_SHOP_ID}`,
        payload: { cart: { ver: 1, items: [{ type: 'merchandise', id: article.id, count: 1 }] }, country },
      });
    expect((await shippingTo('PL')).json().code).toBe('NO_SHIPPING_COSTS_FOR_COUNTRY');
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/en/staff/shop/shipping?shop=${DEMO_SHOP_ID}&_=${owner}`,
      payload: { rows: [{ country: 'PL', weight_from: 0, cost: 1234 }] },
    });
    expect(saved.statusCode).toBe(200);
    await expect.poll(async () => (await shippingTo('PL')).json().data).toBe(1234);
  });

  it('renames the museum and changes its default language, which another process shows', async () => {
    const owner = await staffToken(t, 'owner');
    // The demo's banner has no Swedish text: a Swedish visitor reads the default language's.
    const bannerAlt = async () =>
      (await visitor.inject({ url: `/api/sv/shopinfo?shop=${DEMO_SHOP_ID}` })).json().data.content.banners[0]
        .alt;
    expect(await bannerAlt()).toBe('The great hall of the Museum of Light at dusk');
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/en/staff/shop/identity?shop=${DEMO_SHOP_ID}&_=${owner}`,
      payload: {
        site_name_translations: { de: 'Museum des Lichts und der Farben', en: 'Museum of Light and Colour' },
        languages: ['de', 'en'],
        default_language: 'de',
        time_zone: 'Europe/Berlin',
        support_email: 'support@museum-of-light.example',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(
      (await visitor.inject({ url: `/api/en/shopinfo/config?shop=${DEMO_SHOP_ID}` })).json().data,
    ).toMatchObject({
      site_name: 'Museum des Lichts und der Farben',
      languages: ['de', 'en'],
    });
    // The other process keeps the shop's basics (its default language) for CATALOG_CACHE_MS, then
    // falls back to the new default.
    await expect.poll(bannerAlt).toBe('Die große Halle des Museums des Lichts in der Dämmerung');
  });
});
