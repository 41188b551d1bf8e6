import { describe, expect, it } from 'vitest';
import {
  type AppConfig,
  appConfigSchema,
  configResponseSchema,
  isOn,
  partnerLogoAlt,
  shopQuerySchema,
} from './config.ts';
import { shopInfoResponseSchema } from './content.ts';

const config: AppConfig = {
  site_name: 'Museum',
  site_name_translations: { de: 'Museum (de)' },
  extern_museum_main_url: 'https://museum.example',
  logo_links_to_main_site: 'true',
  cookie_disclaimer: true,
  custom_terms_links: { de: { imprint: { url: 'https://museum.example/impressum', title: 'Impressum' } } },
  default_user_country_key: 'DE',
  guided_tour_default_language: 'de',
  has_guided_tours: true,
  has_merchandise: '1',
  has_memcard: false,
  has_tickets: true,
  has_vouchers: true,
  has_voucher_code: '0',
  user_registration: false,
  guest_registration: true,
  languages: ['de', 'en'],
  museum_per_language_urls: { en: 'https://museum.example/en' },
  nav_translations: { de: { tickets: 'Eintritt' } },
  prefered_language: null,
  home_view: 'sections',
  show_progress_bar: true,
  partner_logos: [{ name: { de: 'Förderer' }, logos: [{ image: '/static/partner.svg' }] }],
  showHeader: true,
  showFooter: 'false',
  showCookieDisclaimer: true,
  title_separator: '|',
  support_email: 'help@museum.example',
  time_zone: 'Europe/Berlin',
  theme: { primary: '#123', primaryContrast: '#fff', accent: '#c80' },
};

describe('app configuration', () => {
  it('round-trips through JSON unchanged', () => {
    const wire = JSON.parse(JSON.stringify({ data: config }));
    expect(configResponseSchema.parse(wire)).toEqual({ data: config });
  });

  it('takes a partner logo’s alt text per language, and a single string for every language', () => {
    const logos = [
      { image: 'a.svg', alt: { en: 'City Office for Culture', de: 'Kulturamt der Stadt' } },
      { image: 'b.svg', alt: 'Lumen City Card' },
      { image: 'c.svg' },
    ];
    const parsed = appConfigSchema.parse({ ...config, partner_logos: [{ name: { de: 'Partner' }, logos }] });
    const [translated, single, none] = parsed.partner_logos[0]?.logos ?? [];
    expect(partnerLogoAlt(translated?.alt, 'de', 'en')).toBe('Kulturamt der Stadt');
    expect(partnerLogoAlt(translated?.alt, 'fr', 'en')).toBe('City Office for Culture');
    expect(partnerLogoAlt(single?.alt, 'fr', 'en')).toBe('Lumen City Card');
    expect(partnerLogoAlt(none?.alt, 'fr', 'en')).toBe('');
    expect(
      appConfigSchema.safeParse({
        ...config,
        partner_logos: [{ name: {}, logos: [{ image: 'a.svg', alt: { xx: 'Unknown language' } }] }],
      }).success,
    ).toBe(false);
  });

  it('accepts custom_terms_links as false, "false" and "0"', () => {
    for (const value of [false, 'false', '0'] as const) {
      expect(appConfigSchema.parse({ ...config, custom_terms_links: value }).custom_terms_links).toBe(value);
    }
  });

  it.each([
    ['an unknown language in the list', { languages: ['en', 'xx'] }],
    ['an empty language list', { languages: [] }],
    ['a flag that is neither boolean nor a known string', { has_tickets: 'yes' }],
    ['a missing site name', { site_name: undefined }],
    ['a separator other than dash or pipe', { title_separator: '/' }],
    ['custom_terms_links as true', { custom_terms_links: true }],
  ])('rejects %s', (_, change) => {
    expect(appConfigSchema.safeParse({ ...config, ...change }).success).toBe(false);
  });

  it('reads loose flags: true, "true" and "1" are on', () => {
    expect(
      ([true, 'true', '1', false, 'false', '0', undefined, null] as const).map((value) => isOn(value)),
    ).toEqual([true, true, true, false, false, false, false, false]);
  });

  it('takes the shop id from a query string and refuses anything but a positive whole number', () => {
    expect(shopQuerySchema.parse({ shop: '1' })).toEqual({ shop: 1 });
    for (const shop of ['0', '-1', '1.5', 'abc', '', '99999999999']) {
      expect(shopQuerySchema.safeParse({ shop }).success, shop).toBe(false);
    }
  });
});

describe('shop info', () => {
  const info = {
    data: {
      content: {
        banners: [{ image: '/static/b{width}.svg', image_mobile: '/static/m{width}.svg', alt: 'Hall' }],
        cookie_warning: { disclaimer: '<p>Cookies</p>' },
        social_media: [{ name: 'Instagram', link: 'https://instagram.example/m', sequence_no: 1 }],
        global_message: { text: 'Closed on Monday', className: 'info' },
      },
      meta: { title: 'Shop', description: 'Tickets' },
    },
  };

  it('round-trips through JSON unchanged', () => {
    expect(shopInfoResponseSchema.parse(JSON.parse(JSON.stringify(info)))).toEqual(info);
  });

  it('rejects a global message of an unknown kind and a social link without a sequence number', () => {
    const badMessage = structuredClone(info);
    (badMessage.data.content.global_message as { className: string }).className = 'loud';
    expect(shopInfoResponseSchema.safeParse(badMessage).success).toBe(false);
    const badLink = structuredClone(info) as { data: { content: { social_media: object[] } } };
    badLink.data.content.social_media = [{ name: 'X', link: 'https://x.example' }];
    expect(shopInfoResponseSchema.safeParse(badLink).success).toBe(false);
  });
});
