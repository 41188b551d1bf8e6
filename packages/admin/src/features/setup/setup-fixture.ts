import { EMPTY_INVOICE_HEADER, type ShopSetup } from '@museum-shop/contract';

/**
 * A museum half-way through its setup, as GET staff/shop/setup gives it: named in English but not
 * in German, the imprint written, the terms and data protection not, sandbox payments, no SMTP,
 * tickets on, the shop closed.
 */
export function halfSetUpShop(): ShopSetup {
  return {
    identity: {
      site_name_translations: { en: 'Museum of Light' },
      languages: ['en', 'de'],
      time_zone: 'Europe/Berlin',
      support_email: 'shop@museum.example',
    },
    sections: {
      has_tickets: true,
      has_guided_tours: false,
      has_merchandise: false,
      has_memcard: false,
      has_vouchers: false,
      has_voucher_code: false,
      user_registration: false,
      guest_registration: true,
    },
    open: false,
    logo: null,
    shipping_costs: [{ country: 'DE', weight_from: 0, cost: 450 }],
    notices: {
      cookie_notice: { enabled: false, texts: {} },
      global_message: { texts: {}, style: 'info', from: null, until: null },
    },
    display: {
      show_progress_bar: true,
      home_view: 'sections',
      show_header: true,
      show_footer: true,
      main_site_urls: {},
      logo_links_to_main_site: false,
    },
    invoice: { ...EMPTY_INVOICE_HEADER },
    mail: { sender_name: '', reply_to: '' },
    social_links: [],
    pages: [{ id: 'imprint', languages: ['en'] }],
    counts: {
      customer_countries: 1,
      customer_required_fields: 8,
      own_texts: 0,
      legal_links: 0,
      partner_groups: 0,
      partner_logos: 0,
      banners: 0,
      payment_types_offered: 1,
    },
    environment: {
      payment_provider: 'sandbox',
      test_mode: true,
      smtp: false,
      mail_from: 'shop@museum.example',
      public_url: 'https://shop.museum.example',
    },
    checklist: [
      { step: 'identity', done: true, problems: [], languages: [] },
      { step: 'languages', done: false, problems: ['NAME_TRANSLATIONS_MISSING'], languages: ['de'] },
      { step: 'legal_pages', done: false, problems: ['LEGAL_PAGES_MISSING'], languages: [] },
      { step: 'payment', done: false, problems: ['SANDBOX_PAYMENTS'], languages: [] },
      { step: 'email', done: false, problems: ['NO_SMTP'], languages: [] },
      { step: 'sections', done: true, problems: [], languages: [] },
      { step: 'open', done: false, problems: ['SHOP_CLOSED'], languages: [] },
    ],
  };
}

export const SETUP = 'GET staff/shop/setup';

/** The answer of a setup call. */
export const setupAnswer =
  (setup: ShopSetup = halfSetUpShop()) =>
  () => ({ body: { data: setup } });
