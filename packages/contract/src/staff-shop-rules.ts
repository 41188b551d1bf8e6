import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { isHttpsAddress } from './config.ts';
import { LANGUAGES, type Language } from './languages.ts';
import {
  type InvoiceHeader,
  MAIL_SENDER_NAME_MAX,
  type SetupFieldError,
  type ShopDisplay,
  type ShopMailSender,
  SITE_NAME_MAX,
} from './staff-shop.ts';
import type { SetupFieldErrors } from './staff-shop-customer-form.ts';

/**
 * The rules of the setup forms (issue 34), each a field map of SETUP_FIELD_ERRORS codes (empty:
 * nothing wrong). The server refuses a save with them and the staff app checks the form with the
 * same rule before it sends, so a museum never learns a rule twice in two wordings.
 */

const add = (errors: SetupFieldErrors, field: string, code: SetupFieldError) => {
  errors[field] = [...(errors[field] ?? []), code];
};

/** An address as the setup forms check it: something@somewhere.tld, without spaces or list marks. */
export const isSetupEmail = (address: string) => /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/.test(address);

/** Whether the runtime knows the IANA time zone (the browser's list is the server's). */
export function isTimeZone(zone: string): boolean {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Languages in the order the shop keeps them: the default first (spec §1), then the others. */
export function defaultLanguageFirst(languages: readonly Language[], defaultLanguage: Language): Language[] {
  return [defaultLanguage, ...languages.filter((lang) => lang !== defaultLanguage)];
}

/** The museum's name, languages, time zone and support address, as the identity form sends them. */
export interface ShopIdentityInput {
  site_name_translations: Partial<Record<Language, string>>;
  languages: Language[];
  default_language: Language;
  time_zone: string;
  support_email: string;
}

/**
 * What is wrong with the identity: no language, a default that is not offered, no name in the
 * default language, a name too long, an unknown time zone, a support address that is not one.
 */
export function identityProblems(input: ShopIdentityInput): SetupFieldErrors {
  const errors: SetupFieldErrors = {};
  const languages = LANGUAGES.filter((lang) => input.languages.includes(lang));
  if (languages.length === 0) add(errors, 'languages', 'required');
  else if (!languages.includes(input.default_language))
    add(errors, 'languages', 'default_language_not_offered');
  for (const lang of languages) {
    const name = input.site_name_translations[lang]?.trim() ?? '';
    if (name.length > SITE_NAME_MAX) add(errors, `site_name_translations.${lang}`, 'too_long');
  }
  if (!input.site_name_translations[input.default_language]?.trim())
    add(errors, `site_name_translations.${input.default_language}`, 'required');
  if (!isTimeZone(input.time_zone.trim())) add(errors, 'time_zone', 'unknown_time_zone');
  const support = input.support_email.trim();
  if (support && !isSetupEmail(support)) add(errors, 'support_email', 'invalid');
  return errors;
}

/**
 * What is wrong with the e-mails' sender: the name becomes the From header, so a line break or any
 * other control character is refused, as is a name over MAIL_SENDER_NAME_MAX; the reply-to must be
 * one address. Both may be empty.
 */
export function mailSenderProblems(input: ShopMailSender): SetupFieldErrors {
  const errors: SetupFieldErrors = {};
  const name = input.sender_name.trim();
  const replyTo = input.reply_to.trim();
  if (/\p{Cc}/u.test(name)) add(errors, 'sender_name', 'invalid');
  if (name.length > MAIL_SENDER_NAME_MAX) add(errors, 'sender_name', 'too_long');
  if (replyTo && !isSetupEmail(replyTo)) add(errors, 'reply_to', 'invalid');
  return errors;
}

const INVOICE_ADDRESS_PARTS = ['street', 'zip', 'city', 'country'] as const;

/** No invoice header: invoices then carry none. */
export const EMPTY_INVOICE_HEADER: InvoiceHeader = {
  legal_name: '',
  street: '',
  zip: '',
  city: '',
  country: '',
  vat_id: '',
  tax_number: '',
  vat_exemption_note: '',
  bank_account_holder: '',
  iban: '',
  bic: '',
  bank_name: '',
};

/** The invoice header trimmed, with the IBAN and BIC in the form they are stored (capitals, no spaces). */
export function normalizeInvoiceHeader(input: InvoiceHeader): InvoiceHeader {
  const value = Object.fromEntries(
    Object.entries(input).map(([key, text]) => [key, text.trim()]),
  ) as unknown as InvoiceHeader;
  const iban = electronicFormatIBAN(value.iban) ?? '';
  return { ...value, iban: iban || value.iban, bic: value.bic.replace(/\s+/g, '').toUpperCase() };
}

/**
 * Whether the header says anything (an empty one means invoices without a header). A VAT
 * exemption note alone is no header.
 */
export function invoiceHeaderGiven(value: InvoiceHeader): boolean {
  const { vat_exemption_note: _note, ...parts } = value;
  return Object.values(parts).some((text) => text.trim() !== '');
}

/**
 * What is wrong with the invoice header. An address is whole or absent: street, postcode, city and
 * country go together, and invoices then need a VAT id or a tax number (§14 UStG). A bank is
 * printed in the header, so it needs the address too; the IBAN is checked by its ISO 13616
 * checksum and its country's length, the BIC by its shape.
 */
export function invoiceHeaderProblems(input: InvoiceHeader): SetupFieldErrors {
  const errors: SetupFieldErrors = {};
  const value = normalizeInvoiceHeader(input);
  if (invoiceHeaderGiven(value)) {
    for (const part of INVOICE_ADDRESS_PARTS) if (!value[part]) add(errors, part, 'required');
    if (!value.vat_id && !value.tax_number) add(errors, 'vat_id', 'required');
  }
  if (value.country && !/^[A-Z]{2}$/.test(value.country)) add(errors, 'country', 'invalid');
  if (value.iban && !isValidIBAN(value.iban)) add(errors, 'iban', 'invalid');
  if (!value.iban && (value.bic || value.bank_name || value.bank_account_holder))
    add(errors, 'iban', 'required');
  if (value.bic && !isValidBIC(value.bic)) add(errors, 'bic', 'invalid');
  return errors;
}

/** The main site's addresses that are given, trimmed, by language. */
export function mainSiteUrlsOf(
  input: Pick<ShopDisplay, 'main_site_urls'>,
): Partial<Record<Language, string>> {
  const urls: Partial<Record<Language, string>> = {};
  for (const [lang, url] of Object.entries(input.main_site_urls) as [Language, string | undefined][]) {
    const trimmed = url?.trim() ?? '';
    if (trimmed) urls[lang] = trimmed;
  }
  return urls;
}

/** What is wrong with the display settings: a main site that is not https, a logo linking nowhere. */
export function displayProblems(input: ShopDisplay): SetupFieldErrors {
  const errors: SetupFieldErrors = {};
  const urls = mainSiteUrlsOf(input);
  for (const [lang, url] of Object.entries(urls))
    if (!isHttpsAddress(url)) add(errors, `main_site_urls.${lang}`, 'not_https');
  if (input.logo_links_to_main_site && Object.keys(urls).length === 0)
    add(errors, 'main_site_urls', 'required');
  return errors;
}
