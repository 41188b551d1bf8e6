import { describe, expect, it } from 'vitest';
import { documentTexts } from './documents.messages.ts';
import { invoicePdf } from './invoice.pdf.ts';
import type { InvoiceRow, IssuedInvoice } from './invoice-model.ts';
import { invoiceIssuer } from './invoices.service.ts';
import { flat, pdfPagesText, squash } from './pdf.test-support.ts';

const euros = (cents: number, lang = 'de') =>
  flat(new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' }).format(cents / 100));

const row = (
  name: string,
  count: number,
  unitPrice: number,
  vatRate: number,
  detail: string | null = null,
): InvoiceRow => ({
  name,
  detail,
  count,
  unitPrice,
  vatRate,
  amount: count * unitPrice,
  suppliedOn: '2026-12-05',
});

const invoice: IssuedInvoice = {
  kind: 'invoice',
  number: 'INV-000042',
  corrects: null,
  lang: 'de',
  issuedOn: '2026-11-28',
  supplied: { from: '2026-11-28', to: '2026-12-05' },
  orderNumber: '2026-00042',
  externalDocumentNumber: 'PO-4711',
  issuer: {
    legalName: 'Stiftung Museum des Lichts',
    address: ['Am Lichthof 1', '10117 Berlin', 'Deutschland'],
    vatId: 'DE000000000',
    taxNumber: '27/123/45678',
    vatExemptionNote: 'Steuerfrei nach § 4 Nr. 20 a UStG',
  },
  billedTo: ['Lichtwerk GmbH', 'Greta Guest', 'Lichtweg 1', '10115 Berlin', 'Deutschland'],
  shipTo: ['Ada Lovelace', '12 rue de la Lumière', '75001 Paris', 'Frankreich'],
  rows: [
    row('Neon Nights: Erwachsene', 2, 1_200, 0, '05.12.2026 10:00 · Haupthaus'),
    row('Ausstellungskatalog „Licht“', 1, 2_500, 7),
    row('Prisma-Sonnenfänger', 3, 500, 19),
  ],
  vouchers: [{ barcode: 'LIGHT-25', applied: 2_500 }],
  shipping: 690,
  total: 2_400 + 2_500 + 1_500 + 690 - 2_500,
  vat: [
    { rate: 0, gross: 2_400, vat: 0, net: 2_400 },
    { rate: 7, gross: 2_500, vat: 164, net: 2_336 },
    { rate: 19, gross: 2_190, vat: 350, net: 1_840 },
  ],
  paymentMethod: 'Kreditkarte',
  reason: null,
};

/** Each page's text as laid out, without white space (compare with `squash`ed expectations). */
const pagesOf = async (document: IssuedInvoice) =>
  pdfPagesText(await invoicePdf(document), { layout: true }).map(squash);

describe('the invoice PDF', () => {
  it('prints an invoice as issued: issuer, recipients, facts, rows, sums, VAT per rate, the exemption and payment', async () => {
    const pages = await pagesOf(invoice);
    expect(pages).toHaveLength(1);
    const text = pages[0] ?? '';
    const de = documentTexts.de;
    for (const expected of [
      'Stiftung Museum des Lichts',
      'Am Lichthof 1 10117 Berlin Deutschland',
      `${de.vatId}: DE000000000`,
      // The two addresses side by side, line by line.
      `${de.billedTo} ${de.shipTo}`,
      'Lichtwerk GmbH Ada Lovelace',
      'Greta Guest 12 rue de la Lumière',
      'Lichtweg 1 75001 Paris',
      '10115 Berlin Frankreich',
      'Rechnung',
      `${de.invoiceNumber} ${de.issueDate} ${de.orderNumber} ${de.yourReference}`,
      'INV-000042 28.11.2026 2026-00042 PO-4711',
      `${de.supplyPeriod}: 28.11.2026 – 05.12.2026`,
      `Neon Nights: Erwachsene 2 ${euros(1_200)} 0 % ${euros(2_400)}`,
      '05.12.2026 10:00 · Haupthaus',
      `Ausstellungskatalog „Licht“ 1 ${euros(2_500)} 7 % ${euros(2_500)}`,
      `Prisma-Sonnenfänger 3 ${euros(500)} 19 % ${euros(1_500)}`,
      `${de.subtotal} ${euros(6_400)}`,
      `${de.voucher} LIGHT-25 ${euros(-2_500)}`,
      `${de.shipping} ${euros(690)}`,
      `${de.total} ${euros(invoice.total)}`,
      `${de.vatRate} ${de.net} ${de.vat} ${de.gross}`,
      `7 % ${euros(2_336)} ${euros(164)} ${euros(2_500)}`,
      `19 % ${euros(1_840)} ${euros(350)} ${euros(2_190)}`,
      'Steuerfrei nach § 4 Nr. 20 a UStG',
      `${de.paymentMethod}: Kreditkarte (${de.paid})`,
      'Seite 1 von 1',
    ])
      expect(text, text).toContain(squash(expected));
    // The VAT id is printed; the tax number only where there is none.
    expect(text).not.toContain(squash('27/123/45678'));
    expect(text).not.toContain(squash(de.creditNote));
  });

  it('prints the tax number without a VAT id, one date of supply, and no exemption note without a row free of VAT', async () => {
    const text = (
      await pagesOf({
        ...invoice,
        lang: 'en',
        externalDocumentNumber: null,
        supplied: { from: '2026-12-05', to: '2026-12-05' },
        issuer: { ...invoice.issuer, vatId: null },
        rows: invoice.rows.filter((r) => r.vatRate > 0),
      })
    ).join(' ');
    expect(text).toContain(squash('Tax number: 27/123/45678'));
    expect(text).toContain(squash('Date of supply: 05.12.2026'));
    expect(text).toContain(squash('Invoice'));
    expect(text).not.toContain(squash('Your reference'));
    expect(text).not.toContain(squash('Steuerfrei'));
  });

  it('prints a credit note: what it corrects and why, amounts given back, refunded', async () => {
    const credit: IssuedInvoice = {
      ...invoice,
      kind: 'credit_note',
      number: 'CN-000007',
      corrects: 'INV-000042',
      reason: 'Veranstaltung abgesagt',
      rows: invoice.rows.slice(0, 1).map((r) => ({ ...r, amount: -r.amount })),
      vouchers: [],
      shipping: 0,
      total: -2_400,
      vat: [{ rate: 0, gross: -2_400, vat: 0, net: -2_400 }],
    };
    const text = (await pagesOf(credit)).join(' ');
    const de = documentTexts.de;
    for (const expected of [
      'Rechnungskorrektur',
      'Korrektur der Rechnung INV-000042',
      'Grund: Veranstaltung abgesagt',
      'CN-000007',
      `Neon Nights: Erwachsene 2 ${euros(1_200)} 0 % ${euros(-2_400)}`,
      `${de.refundTotal} ${euros(-2_400)}`,
      `${de.paymentMethod}: Kreditkarte (${de.refundedTo})`,
    ])
      expect(text, text).toContain(squash(expected));
    expect(text).not.toContain(squash(de.voucher));
    expect(text).not.toContain(squash(de.shipping));
    expect(documentTexts.en.creditNote).toBe('Credit note');
  });

  it('prints the bank at the foot of every page of an invoice and a credit note, the IBAN in groups of four', async () => {
    const bank = {
      holder: 'Förderverein Museum des Lichts e. V.',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      name: 'Commerzbank Berlin',
    };
    const line = `${documentTexts.de.bankDetails}: Förderverein Museum des Lichts e. V. · IBAN DE89 3704 0044 0532 0130 00 · BIC COBADEFFXXX · Commerzbank Berlin`;
    const rows = Array.from({ length: 120 }, (_, i) => row(`Zeile ${i + 1}`, 1, 100, 7));
    const pages = pdfPagesText(await invoicePdf({ ...invoice, rows, issuer: { ...invoice.issuer, bank } }));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const page of pages) expect(flat(page), page).toContain(line);
    const credit = pdfPagesText(
      await invoicePdf({
        ...invoice,
        kind: 'credit_note',
        number: 'CN-000007',
        corrects: 'INV-000042',
        lang: 'en',
        issuer: { ...invoice.issuer, bank: { ...bank, bic: null, name: null } },
      }),
    );
    expect(flat(credit.join(' '))).toContain(
      'Bank details: Förderverein Museum des Lichts e. V. · IBAN DE89 3704 0044 0532 0130 00',
    );
    expect(flat(credit.join(' '))).not.toContain('BIC');
    // Without a bank (and on an invoice issued before the bank was kept) no bank line.
    const none = flat(pdfPagesText(await invoicePdf(invoice)).join(' '));
    expect(none).not.toContain('IBAN');
    expect(none).not.toContain(documentTexts.de.bankDetails);
  });

  it("takes the bank from the shop's configuration, the holder defaulting to the legal name", () => {
    const address = {
      legal_name: 'Stiftung Museum des Lichts',
      street: 'Am Lichthof 1',
      zip: '10117',
      city: 'Berlin',
      country: 'DE',
    };
    const config = (bank?: Record<string, string>) =>
      ({
        site_name: 'Museum des Lichts',
        site_name_translations: {},
        museum_address: {
          ...address,
          ...(bank ? { bank: { iban: 'DE89370400440532013000', ...bank } } : {}),
        },
      }) as unknown as Parameters<typeof invoiceIssuer>[0];
    expect(invoiceIssuer(config({}), 'de', 'de').bank).toEqual({
      holder: 'Stiftung Museum des Lichts',
      iban: 'DE89370400440532013000',
      bic: null,
      name: null,
    });
    expect(
      invoiceIssuer(config({ account_holder: 'Förderverein', bic: 'COBADEFF' }), 'de', 'de').bank,
    ).toEqual({
      holder: 'Förderverein',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFF',
      name: null,
    });
    expect(invoiceIssuer(config(), 'de', 'de').bank).toBeNull();
  });

  it('flows many rows onto further pages, each with the table header and the number again, all numbered', async () => {
    const rows = Array.from({ length: 120 }, (_, i) =>
      row(`Zeile-${i + 1}-Ende`, 1, 100, 7, i % 2 === 0 ? '05.12.2026 10:00 · Haupthaus' : null),
    );
    const pages = await pagesOf({ ...invoice, rows });
    expect(pages.length).toBeGreaterThanOrEqual(3);
    const de = documentTexts.de;
    pages.forEach((page, index) => {
      expect(page).toContain(squash(`Seite ${index + 1} von ${pages.length}`));
      if (index > 0) expect(page).toContain(squash(`Rechnung INV-000042 (${de.continued})`));
    });
    // Every page with rows has the table's header above them.
    for (const page of pages.filter((p) => /Zeile-\d+-Ende/.test(p)))
      expect(page).toContain(squash(`${de.item} ${de.quantity} ${de.unitPrice} ${de.vat} ${de.amount}`));
    // Every row once, in order.
    const printed = pages.join('').match(/Zeile-\d+-Ende/g) ?? [];
    expect(printed).toEqual(rows.map((r) => squash(r.name)));
    expect(pages.at(-1)).toContain(squash(`${de.paymentMethod}: Kreditkarte`));
  });

  it('gives the same bytes for the same invoice, and writes any name', async () => {
    const odd = { ...invoice, billedTo: ['Łukasz Żółć', 'Ωmega Straße 1'] };
    expect(Buffer.from(await invoicePdf(odd)).equals(await invoicePdf(odd))).toBe(true);
    const text = (await pagesOf(odd)).join('');
    expect(text).toContain(squash('?ukasz Zó?c'));
    expect(text).toContain(squash('?mega Straße 1'));
  });
});
