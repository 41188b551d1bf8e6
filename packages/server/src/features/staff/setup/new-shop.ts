import type { AppConfig, Language } from '@museum-shop/contract';
import type { Db } from '../../../db/database.ts';
import { paymentTypes } from '../../../db/schema/checkout.ts';
import { seedCustomerForm } from '../../../db/seed/account.ts';
import { CARD_PAYMENT_NAMES, DEMO_PAYARTS } from '../../../db/seed/checkout.ts';
import { DEFAULT_TIME_ZONE } from '../../../lib/shop-context.ts';
import { insertShop } from './setup.repository.ts';

/** The country a customer form starts with, by the shop's first language. */
const COUNTRY_OF_LANGUAGE: Record<Language, string> = {
  en: 'GB',
  de: 'DE',
  fr: 'FR',
  it: 'IT',
  nl: 'NL',
  es: 'ES',
  sv: 'SE',
  da: 'DK',
};

/**
 * A new museum's configuration (issue 34): safe defaults a museum changes in the setup checklist.
 * One language, every section off, guests only, and closed: visitors see "opening soon" until
 * the owner opens the shop.
 */
export function newShopConfig(lang: Language, siteName: string): AppConfig {
  return {
    site_name: siteName,
    site_name_translations: siteName ? { [lang]: siteName } : {},
    extern_museum_main_url: null,
    logo_links_to_main_site: false,
    cookie_disclaimer: false,
    custom_terms_links: false,
    default_user_country_key: COUNTRY_OF_LANGUAGE[lang],
    guided_tour_default_language: lang,
    has_guided_tours: false,
    has_merchandise: false,
    has_memcard: false,
    has_tickets: false,
    has_vouchers: false,
    has_voucher_code: false,
    user_registration: false,
    guest_registration: true,
    languages: [lang],
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
    support_email: '',
    time_zone: DEFAULT_TIME_ZONE,
    theme: { primary: '#1f3a5f', primaryContrast: '#ffffff', accent: '#c8872e' },
    shop_open: false,
  };
}

/**
 * Makes a shop with the safe defaults, the standard customer form and card payments (the
 * provider the server runs with takes them), and answers its id.
 */
export async function createShop(db: Db, options: { lang: Language; siteName?: string }): Promise<number> {
  return db.transaction(async (tx) => {
    const shopId = await insertShop(tx, newShopConfig(options.lang, options.siteName?.trim() ?? ''));
    await seedCustomerForm(tx, shopId);
    await tx.insert(paymentTypes).values({
      shopId,
      payartId: DEMO_PAYARTS.card,
      kind: 'card',
      sequenceNo: 1,
      names: CARD_PAYMENT_NAMES,
    });
    return shopId;
  });
}
