import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';
import { type InvoiceHeader, MAIL_SENDER_NAME_MAX, SITE_NAME_MAX } from './staff-shop.ts';
import {
  displayProblems,
  EMPTY_INVOICE_HEADER,
  identityProblems,
  invoiceHeaderGiven,
  invoiceHeaderProblems,
  mailSenderProblems,
  normalizeInvoiceHeader,
  type ShopIdentityInput,
} from './staff-shop-rules.ts';

const identity = (change: Partial<ShopIdentityInput> = {}): ShopIdentityInput => ({
  site_name_translations: { en: 'Museum of Light', de: 'Museum des Lichts' },
  languages: ['en', 'de'],
  default_language: 'en',
  time_zone: 'Europe/Berlin',
  support_email: 'help@museum.example',
  ...change,
});

const WHOLE_INVOICE: InvoiceHeader = {
  ...EMPTY_INVOICE_HEADER,
  street: 'Lichtstraße 1',
  zip: '10115',
  city: 'Berlin',
  country: 'DE',
  vat_id: 'DE123456789',
};

describe('the identity rule', () => {
  it('accepts a named museum in its languages', () => {
    expect(identityProblems(identity())).toEqual({});
  });

  it('refuses no language, a default not offered, and no name in the default language', () => {
    expect(identityProblems(identity({ languages: [] }))).toMatchObject({ languages: ['required'] });
    expect(identityProblems(identity({ default_language: 'fr' }))).toEqual({
      languages: ['default_language_not_offered'],
      'site_name_translations.fr': ['required'],
    });
    expect(identityProblems(identity({ site_name_translations: { en: '  ', de: 'Museum' } }))).toEqual({
      'site_name_translations.en': ['required'],
    });
  });

  it('refuses a name too long, an unknown time zone and a support address that is none', () => {
    const long = 'M'.repeat(SITE_NAME_MAX + 1);
    expect(
      identityProblems(
        identity({
          site_name_translations: { en: 'Museum', de: long },
          time_zone: 'Europe/Atlantis',
          support_email: 'help at museum',
        }),
      ),
    ).toEqual({
      'site_name_translations.de': ['too_long'],
      time_zone: ['unknown_time_zone'],
      support_email: ['invalid'],
    });
  });

  it('never asks a name of a language that is not offered', () => {
    fc.assert(
      fc.property(fc.subarray([...LANGUAGES], { minLength: 1 }), (languages) => {
        const names = Object.fromEntries(languages.map((lang) => [lang, `Museum ${lang}`]));
        const problems = identityProblems(
          identity({ languages, default_language: languages[0], site_name_translations: names }),
        );
        expect(problems).toEqual({});
      }),
    );
  });
});

describe('the e-mail sender rule', () => {
  it('accepts both empty, a name and one address', () => {
    expect(mailSenderProblems({ sender_name: '', reply_to: '' })).toEqual({});
    expect(mailSenderProblems({ sender_name: 'Museum', reply_to: ' visit@museum.example ' })).toEqual({});
  });

  it('refuses a control character or a name too long, and a reply-to that is not one address', () => {
    expect(mailSenderProblems({ sender_name: 'Museum\r\nBcc: x@y.z', reply_to: '' })).toEqual({
      sender_name: ['invalid'],
    });
    expect(mailSenderProblems({ sender_name: 'M'.repeat(MAIL_SENDER_NAME_MAX + 1), reply_to: '' })).toEqual({
      sender_name: ['too_long'],
    });
    expect(mailSenderProblems({ sender_name: '', reply_to: 'a@b.example, c@d.example' })).toEqual({
      reply_to: ['invalid'],
    });
  });
});

describe('the invoice header rule', () => {
  it('accepts no header at all, and a whole one', () => {
    expect(invoiceHeaderProblems(EMPTY_INVOICE_HEADER)).toEqual({});
    expect(invoiceHeaderProblems({ ...EMPTY_INVOICE_HEADER, vat_exemption_note: '§ 4 Nr. 20 UStG' })).toEqual(
      {},
    );
    expect(invoiceHeaderProblems(WHOLE_INVOICE)).toEqual({});
    expect(invoiceHeaderProblems({ ...WHOLE_INVOICE, vat_id: '', tax_number: '27/123/45678' })).toEqual({});
  });

  it('wants the whole address and a VAT ID or tax number once anything is given', () => {
    expect(invoiceHeaderProblems({ ...EMPTY_INVOICE_HEADER, legal_name: 'Stiftung' })).toEqual({
      street: ['required'],
      zip: ['required'],
      city: ['required'],
      country: ['required'],
      vat_id: ['required'],
    });
    expect(invoiceHeaderProblems({ ...WHOLE_INVOICE, country: 'D1' })).toEqual({ country: ['invalid'] });
  });

  it('checks the IBAN by its checksum and the BIC by its shape, as typed', () => {
    const bank = { ...WHOLE_INVOICE, iban: ' de89 3704 0044 0532 0130 00 ', bic: 'cobadeff xxx' };
    expect(invoiceHeaderProblems(bank)).toEqual({});
    expect(normalizeInvoiceHeader(bank)).toMatchObject({
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
    });
    expect(invoiceHeaderProblems({ ...bank, iban: 'DE89370400440532013001', bic: 'COBADEFF1' })).toEqual({
      iban: ['invalid'],
      bic: ['invalid'],
    });
    expect(invoiceHeaderProblems({ ...WHOLE_INVOICE, bank_name: 'Commerzbank' })).toEqual({
      iban: ['required'],
    });
  });

  it('asks for an address whatever single field is filled, except the exemption note', () => {
    const keys = Object.keys(EMPTY_INVOICE_HEADER) as (keyof InvoiceHeader)[];
    fc.assert(
      fc.property(fc.constantFrom(...keys), fc.stringMatching(/^[A-Za-z0-9]{1,12}$/), (key, text) => {
        const header = { ...EMPTY_INVOICE_HEADER, [key]: text };
        expect(invoiceHeaderGiven(header)).toBe(key !== 'vat_exemption_note');
        if (key !== 'vat_exemption_note' && key !== 'street')
          expect(invoiceHeaderProblems(header).street).toEqual(['required']);
      }),
    );
  });
});

describe('the display rule', () => {
  const display = {
    show_progress_bar: true,
    home_view: 'sections' as const,
    show_header: true,
    show_footer: true,
    main_site_urls: {},
    logo_links_to_main_site: false,
  };

  it('accepts no main site, and https addresses', () => {
    expect(displayProblems(display)).toEqual({});
    expect(
      displayProblems({
        ...display,
        main_site_urls: { de: ' https://lumen.example ' },
        logo_links_to_main_site: true,
      }),
    ).toEqual({});
  });

  it('refuses an address that is not https, and a logo that would link nowhere', () => {
    expect(displayProblems({ ...display, main_site_urls: { en: 'http://lumen.example', de: '  ' } })).toEqual(
      {
        'main_site_urls.en': ['not_https'],
      },
    );
    expect(displayProblems({ ...display, logo_links_to_main_site: true })).toEqual({
      main_site_urls: ['required'],
    });
  });
});
