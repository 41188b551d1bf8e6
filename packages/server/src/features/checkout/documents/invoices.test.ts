import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema/checkout.ts';
import { invoiceCounters, invoices } from '../../../db/schema/documents.ts';
import { refunds } from '../../../db/schema/payments.ts';
import { demoToday } from '../../../db/seed/catalog.ts';
import { build, type TestApp } from '../../../test-support/build.ts';
import { atMuseumTime, testClock } from '../../../test-support/clock.ts';
import { hotSlot, payForOrder, scarceArticle } from '../checkout.test-support.ts';
import type { IssuedInvoice } from './invoice-model.ts';
import { findCreditNoteOfRefund, nextInvoiceNumber } from './invoices.repository.ts';
import { buildInvoice, type InvoiceContext, issueInvoice } from './invoices.service.ts';

const context = (overrides: Partial<InvoiceContext> = {}): InvoiceContext => ({
  kind: 'invoice',
  number: 'INV-000001',
  corrects: null,
  reason: null,
  issuedAt: new Date('2026-11-27T23:30:00Z'),
  timeZone: 'Europe/Berlin',
  issuer: { legalName: 'Stiftung', address: [], vatId: 'DE1', taxNumber: null, vatExemptionNote: null },
  billedTo: ['Greta Guest'],
  paymentMethod: 'Card',
  ...overrides,
});

const part = (name: string, count: number, unit_price: number, vat_rate: number) => ({
  name,
  count,
  unit_price,
  vat_rate,
});
const line = (
  type: 'ticket' | 'merchandise',
  name: string,
  datetime: string | null,
  parts: ReturnType<typeof part>[],
) => ({
  type,
  name,
  datetime,
  venue: datetime ? 'Main House' : null,
  count: parts.reduce((sum, p) => sum + p.count, 0),
  parts,
  total: parts.reduce((sum, p) => sum + p.count * p.unit_price, 0),
  owners: [],
  answers: [],
  codes: [],
});

const order = {
  lang: 'de' as const,
  orderNumber: '2026-00042',
  externalDocumentNumber: 'PO-7',
  // 00:30 in Berlin on the 28th: the order's museum day is the 28th, not UTC's 27th.
  createdAt: new Date('2026-11-27T23:30:00Z'),
  shippingAddress: null,
  shipping: 490,
  vouchers: [{ barcode: 'GIFT-1', applied: 1000 }],
  lines: [
    line('ticket', 'Neon Nights', '2026-12-02 10:00', [part('Adult', 2, 1400, 7), part('Child', 1, 700, 7)]),
    line('merchandise', 'Catalogue', null, [part('Catalogue', 1, 2900, 19)]),
  ],
};

describe('an invoice as issued (pure)', () => {
  it('has a row per priced part, VAT per rate with shipping at the goods’ rate, vouchers as payment', () => {
    const invoice = buildInvoice(order, context());
    expect(invoice.rows.map((row) => [row.name, row.count, row.amount, row.suppliedOn])).toEqual([
      ['Neon Nights: Adult', 2, 2800, '2026-12-02'],
      ['Neon Nights: Child', 1, 700, '2026-12-02'],
      ['Catalogue', 1, 2900, '2026-11-28'],
    ]);
    expect(invoice.issuedOn).toBe('2026-11-28');
    expect(invoice.supplied).toEqual({ from: '2026-11-28', to: '2026-12-02' });
    expect(invoice.vat).toEqual([
      { rate: 7, gross: 3500, vat: 229, net: 3271 },
      { rate: 19, gross: 3390, vat: 541, net: 2849 },
    ]);
    expect(invoice.total).toBe(2800 + 700 + 2900 + 490 - 1000);
    expect(invoice.externalDocumentNumber).toBe('PO-7');
  });

  it('makes a credit note of the chosen lines with negative amounts, no vouchers, shipping only with the whole order', () => {
    const ctx = context({
      kind: 'credit_note',
      number: 'CN-000001',
      corrects: 'INV-000001',
      reason: 'Room closed',
    });
    const some = buildInvoice(order, ctx, [0]);
    expect(some.rows.map((row) => row.amount)).toEqual([-2800, -700]);
    expect(some.shipping).toBe(0);
    expect(some.vouchers).toEqual([]);
    expect(some.total).toBe(-3500);
    expect(some.corrects).toBe('INV-000001');
    const whole = buildInvoice(order, ctx);
    expect(whole.total).toBe(-(2800 + 700 + 2900 + 490));
    expect(whole.vat.map((entry) => entry.vat)).toEqual([-229, -541]);
  });

  it('names the order line of every row of a credit note, also of two alike lines', () => {
    const twin = line('ticket', 'Neon Nights', '2026-12-02 10:00', [part('Adult', 1, 1400, 7)]);
    const alike = { ...order, lines: [twin, { ...twin }] };
    const ctx = context({
      kind: 'credit_note',
      number: 'CN-000002',
      corrects: 'INV-000001',
      reason: 'One ticket',
    });
    const note = buildInvoice(alike, ctx, [1]);
    expect(note.rows.map((row) => row.lineIndex)).toEqual([1]);
  });
});

describe('issuing invoices and credit notes', () => {
  let t: TestApp;
  const now = testClock();
  const today = demoToday(now);
  beforeAll(async () => {
    t = await build({
      app: { clock: () => now, checkout: { paymentStartsPerClient: { limit: 10_000, windowMs: 60_000 } } },
    });
  });
  afterAll(() => t.close());

  const orderId = async (publicId: string) => {
    const [row] = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.publicId, publicId));
    if (!row) throw new Error('no order');
    return row.id;
  };
  const numbers = async (kind: 'invoice' | 'credit_note') =>
    (await t.db.select().from(invoices).where(eq(invoices.kind, kind)).orderBy(invoices.id)).map(
      (row) => row.number,
    );

  it('issues an order’s invoice once, numbered without gaps, and keeps it as issued', async () => {
    const slot = await hotSlot(t.db, 10, today);
    const first = await orderId(await payForOrder(t, [slot.item(1)], { cart: { request_invoice: false } }));
    const second = await orderId(await payForOrder(t, [slot.item(2)], { cart: { request_invoice: false } }));
    // Two at once for the first order: one invoice, one number.
    const [a, b] = await Promise.all([issueInvoice(t.db, first, now), issueInvoice(t.db, first, now)]);
    expect(a.number).toBe(b.number);
    const c = await issueInvoice(t.db, second, now);
    const all = await numbers('invoice');
    expect(all).toEqual([a.number, c.number]);
    expect(Number(c.number.slice(4))).toBe(Number(a.number.slice(4)) + 1);
    // Later, with another clock, the same record unchanged.
    const again = await issueInvoice(t.db, first, new Date(now.getTime() + 86_400_000));
    expect(again).toEqual(a);
    expect((a.document as IssuedInvoice).orderNumber).toMatch(/^\d{4}-\d{5}$/);
  });

  it('gives a number back with a transaction that rolls back', async () => {
    const before = await t.db.select().from(invoiceCounters);
    await expect(
      t.db.transaction(async (tx) => {
        await nextInvoiceNumber(tx, 1, 'invoice');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await t.db.select().from(invoiceCounters)).toEqual(before);
  });

  it('dates the invoice by the museum’s day: an order at 00:30 in Berlin is invoiced on that day', async () => {
    const slot = await hotSlot(t.db, 10, today);
    const id = await orderId(await payForOrder(t, [slot.item(1)], { cart: { request_invoice: false } }));
    const justAfterMidnight = atMuseumTime('00:30', '2026-11-28');
    const invoice = await issueInvoice(t.db, id, justAfterMidnight);
    expect((invoice.document as IssuedInvoice).issuedOn).toBe('2026-11-28');
  });

  it('answers a refund of an invoiced order with a credit note of its own number, and the money goes back', async () => {
    const article = await scarceArticle(t.db, 10);
    const publicId = await payForOrder(t, [article.item(2)], { cart: { request_invoice: false } });
    const id = await orderId(publicId);
    const invoice = await issueInvoice(t.db, id, now);
    const refund = await t.app.refundOrder(id, 'The shop cannot deliver');
    expect(refund?.refundId).toBeTruthy();
    // Issued when the provider confirms (decision 0024): the sandbox does so within the call.
    expect(refund).toMatchObject({ pending: true, creditNote: null });
    const note = await findCreditNoteOfRefund(t.db, refund?.refundId ?? '');
    expect(note?.kind).toBe('credit_note');
    expect(note?.number).toMatch(/^CN-\d{6}$/);
    expect(note?.number).not.toBe(invoice.number);
    expect(note?.correctsId).toBe(invoice.id);
    const document = note?.document as IssuedInvoice;
    const issued = invoice.document as IssuedInvoice;
    expect(document.corrects).toBe(invoice.number);
    expect(document.total).toBe(-issued.total);
    expect(document.reason).toBe('The shop cannot deliver');
    await t.app.jobs.runOnce({ evenIfNotDue: true });
    const [money] = await t.db
      .select()
      .from(refunds)
      .where(eq(refunds.id, refund?.refundId ?? ''));
    expect(money).toMatchObject({ cause: 'staff', status: 'succeeded', amount: issued.total });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row?.paymentState).toBe('refund');
    // Refunded once: asking again changes nothing.
    expect(await t.app.refundOrder(id, 'again')).toBeUndefined();
    expect(await numbers('credit_note')).toEqual([note?.number]);
  });

  it('issues no credit note for an order that has no invoice', async () => {
    const article = await scarceArticle(t.db, 10);
    const id = await orderId(await payForOrder(t, [article.item(1)], { cart: { request_invoice: false } }));
    const refund = await t.app.refundOrder(id, 'Changed their mind');
    expect(refund?.refundId).toBeTruthy();
    await t.app.jobs.runOnce({ evenIfNotDue: true });
    expect(
      (
        await t.db
          .select()
          .from(refunds)
          .where(eq(refunds.id, refund?.refundId ?? ''))
      )[0]?.status,
    ).toBe('succeeded');
    expect(await findCreditNoteOfRefund(t.db, refund?.refundId ?? '')).toBeUndefined();
  });
});
