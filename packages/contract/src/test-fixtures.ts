import type { AppConfig } from './config.ts';
import type { Customer } from './customer.ts';

// Data that tests on both sides of the contract build on, written once. Not part of the barrel:
// tests import it as '@museum-shop/contract/test-fixtures', so no app bundle carries it.

/** A small two-language shop configuration; a test spreads it and overrides what it is about. */
export const testShopConfig: AppConfig = {
  site_name: 'Museum of Light',
  site_name_translations: { de: 'Museum des Lichts' },
  extern_museum_main_url: null,
  logo_links_to_main_site: false,
  cookie_disclaimer: false,
  custom_terms_links: false,
  default_user_country_key: 'DE',
  guided_tour_default_language: 'en',
  has_guided_tours: true,
  has_merchandise: true,
  has_memcard: true,
  has_tickets: true,
  has_vouchers: true,
  has_voucher_code: true,
  user_registration: false,
  guest_registration: true,
  languages: ['en', 'de'],
  museum_per_language_urls: {},
  nav_translations: {},
  prefered_language: null,
  home_view: 'sections',
  show_progress_bar: true,
  partner_logos: [],
  showHeader: true,
  showFooter: true,
  showCookieDisclaimer: false,
  title_separator: '-',
  support_email: 'help@museum.example',
  time_zone: 'Europe/Berlin',
  theme: { primary: '#123', primaryContrast: '#fff', accent: '#c80' },
};

/** A signed-in customer with a billing address and no separate shipping address. */
export const testCustomer: Customer = {
  salutation: 'Ms',
  fname: 'Ada',
  lname: 'Lovelace',
  email: 'ada@example.org',
  phone: '',
  company: { name: '' },
  addrBilling: { name: 'Ada Lovelace', street: 'St James 1', zip: '12345', city: 'London', country: 'GB' },
  addrShipping: null,
  country: 'GB',
  isGuest: false,
};
