import type { AppConfig, InvoiceHeader, ShopDisplay } from '@museum-shop/contract';
import {
  displayProblems,
  EMPTY_INVOICE_HEADER,
  invoiceHeaderGiven,
  invoiceHeaderProblems,
  normalizeInvoiceHeader,
} from '@museum-shop/contract';
import type { Db } from '../../../db/database.ts';
import { displayChange } from './config-changes.ts';
import { changeConfig, flag, refuseIfAny, type SetupActor } from './setup-changes.ts';

/** How the shop presents itself, as the setup shows it. */
export function readDisplay(config: AppConfig): ShopDisplay {
  return {
    show_progress_bar: flag(config.show_progress_bar),
    home_view: config.home_view,
    show_header: flag(config.showHeader),
    show_footer: flag(config.showFooter),
    main_site_urls: {
      ...(config.extern_museum_main_url
        ? { [config.languages[0] ?? 'en']: config.extern_museum_main_url }
        : {}),
      ...config.museum_per_language_urls,
    },
    logo_links_to_main_site: flag(config.logo_links_to_main_site),
  };
}

/** The progress bar, the home screen, header and footer (module mode), and the main site per language. */
export async function saveDisplay(db: Db, actor: SetupActor, input: ShopDisplay) {
  refuseIfAny(displayProblems(input));
  await changeConfig(db, actor, 'display', displayChange(input), readDisplay);
}

export function readInvoice(config: AppConfig): InvoiceHeader {
  const address = config.museum_address;
  if (!address) return { ...EMPTY_INVOICE_HEADER };
  return {
    legal_name: address.legal_name ?? '',
    street: address.street,
    zip: address.zip,
    city: address.city,
    country: address.country,
    vat_id: address.vat_id ?? '',
    tax_number: address.tax_number ?? '',
    vat_exemption_note: address.vat_exemption_note ?? '',
    bank_account_holder: address.bank?.account_holder ?? '',
    iban: address.bank?.iban ?? '',
    bic: address.bank?.bic ?? '',
    bank_name: address.bank?.bank_name ?? '',
  };
}

/** The invoice header as a client sends it: one older than the bank leaves its fields out. */
export type InvoiceInput = Omit<InvoiceHeader, 'bank_account_holder' | 'iban' | 'bic' | 'bank_name'> &
  Partial<Pick<InvoiceHeader, 'bank_account_holder' | 'iban' | 'bic' | 'bank_name'>>;

/**
 * The invoice header, checked by the contract's rule (invoiceHeaderProblems) and stored as it
 * normalises it: trimmed, the IBAN and BIC in capitals without spaces. All empty: no header.
 */
export async function saveInvoice(db: Db, actor: SetupActor, input: InvoiceInput) {
  const whole = { ...EMPTY_INVOICE_HEADER, ...input };
  refuseIfAny(invoiceHeaderProblems(whole));
  const value = normalizeInvoiceHeader(whole);
  const { iban, bic } = value;
  const given = invoiceHeaderGiven(value);
  await changeConfig(
    db,
    actor,
    'invoice',
    (config) => {
      const { museum_address: _old, ...rest } = config;
      if (!given) return rest;
      return {
        ...rest,
        museum_address: {
          street: value.street,
          zip: value.zip,
          city: value.city,
          country: value.country,
          ...(value.legal_name ? { legal_name: value.legal_name } : {}),
          ...(value.vat_id ? { vat_id: value.vat_id } : {}),
          ...(value.tax_number ? { tax_number: value.tax_number } : {}),
          ...(value.vat_exemption_note ? { vat_exemption_note: value.vat_exemption_note } : {}),
          ...(iban
            ? {
                bank: {
                  iban,
                  ...(value.bank_account_holder ? { account_holder: value.bank_account_holder } : {}),
                  ...(bic ? { bic } : {}),
                  ...(value.bank_name ? { bank_name: value.bank_name } : {}),
                },
              }
            : {}),
        },
      };
    },
    (config) => ({ ...readInvoice(config) }),
  );
}
