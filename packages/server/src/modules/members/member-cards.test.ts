import { type MembershipDocument, monthsLater, orderSchema } from '@museum-shop/contract';
import { asc, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, orders } from '../../db/schema/checkout.ts';
import { mailAttachments, mailOutbox } from '../../db/schema/mail.ts';
import { memberCards } from '../../db/schema/members.ts';
import { demoToday } from '../../db/seed/catalog.ts';
import { execPayment, payForOrder, scarceArticle } from '../../features/checkout/checkout.test-support.ts';
import { MEMBER_CARD_QR } from '../../features/checkout/documents/member-cards.pdf.ts';
import { shopMemberKey, verifyMemberCode } from '../../features/checkout/documents/member-codes.ts';
import {
  flat,
  pdfPagesText,
  readQrModules,
  renderPage,
} from '../../features/checkout/documents/pdf.test-support.ts';
import { ticketMasterKey } from '../../features/checkout/documents/ticket-codes.ts';
import { issueCardsOfBooking } from '../../features/checkout/orders/member-cards.ts';
import { staffToken } from '../../features/staff/staff.test-support.ts';
import { build, type TestApp } from '../../test-support/build.ts';
import { testClock } from '../../test-support/clock.ts';
import { readMemberNumber } from './index.ts';

// Issue 36: every owner of a paid annual pass gets a member number and a card (a PDF with a signed
// QR code), issued once in the booking's transaction, attached to the confirmation, downloadable
// from the order review, and refunded with its pass line.

const dmy = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
/** A card code as printed under its QR code: in two lines, cut after its last dot. */
const PRINTED_CODE = /M1\.\d+\.\d{10}\.\s*[A-Z2-7]{32}/g;

describe('member cards', () => {
  let t: TestApp;
  const now = testClock();
  const today = demoToday(now);
  let passId: number;

  beforeAll(async () => {
    t = await build({ app: { clock: () => now } });
    const owner = await staffToken(t, 'owner');
    const document: MembershipDocument = {
      name: { en: 'Year of light', de: 'Lichtjahr' },
      description: { en: 'Twelve months of visits.' },
      images: [],
      price: 45_00,
      vat_value: 0,
      sequence_no: 9,
      validity: 'months_from_purchase',
      persons: 1,
      benefits: [],
    };
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/en/staff/catalog/memberships?_=${owner}`,
      payload: document,
    });
    expect(created.statusCode, created.body).toBe(200);
    passId = created.json().data.id;
    const published = await t.app.inject({
      method: 'POST',
      url: `/api/en/staff/catalog/memberships/${passId}/status?_=${owner}`,
      payload: { status: 'published' },
    });
    expect(published.statusCode, published.body).toBe(200);
  });
  afterAll(async () => t?.close());

  const owners = [
    { title: 'Dr', fname: 'Ada', lname: 'Lovelace' },
    { title: '', fname: 'Charles', lname: 'Babbage' },
  ];
  const buyTwo = () =>
    payForOrder(t, [{ type: 'annualPass', id: passId, count: 2, owners }], {
      cart: { request_invoice: false },
    });
  const orderRow = async (publicId: string) => {
    const [row] = await t.db.select().from(orders).where(eq(orders.publicId, publicId));
    if (!row) throw new Error(`no order ${publicId}`);
    return row;
  };
  const cardsOf = (orderId: string) =>
    t.db
      .select()
      .from(memberCards)
      .where(eq(memberCards.orderId, orderId))
      .orderBy(asc(memberCards.lineIndex), asc(memberCards.person));
  const review = async (publicId: string) =>
    orderSchema.parse((await t.app.inject({ url: `/api/en/order/review?id=${publicId}` })).json().data);

  it('gives each owner of a paid pass a card with a number of their own, exactly once', async () => {
    const publicId = await buyTwo();
    const order = await orderRow(publicId);
    const cards = await cardsOf(order.id);
    expect(cards.map(({ firstName, lastName, person }) => ({ firstName, lastName, person }))).toEqual([
      { firstName: 'Ada', lastName: 'Lovelace', person: 1 },
      { firstName: 'Charles', lastName: 'Babbage', person: 2 },
    ]);
    const numbers = cards.map((card) => card.number);
    expect(new Set(numbers).size).toBe(2);
    for (const number of numbers) expect(readMemberNumber(number)).toBe(number);
    expect(cards.every((card) => card.merchandiseId === passId && card.status === 'active')).toBe(true);
    expect(cards.map((card) => [card.validFrom, card.validUntil])).toEqual([
      [today, monthsLater(today)],
      [today, monthsLater(today)],
    ]);

    // The payment told again, its settling job run again, and the booking step itself run again
    // on the booked cart: no card more, no number changed.
    const [cart] = await t.db.select().from(carts).where(eq(carts.id, order.cartId));
    if (!cart) throw new Error('the order has its cart');
    expect((await execPayment(t, cart.id)).statusCode).toBe(200);
    await t.app.jobs.runOnce({ evenIfNotDue: true });
    expect(await t.db.transaction((tx) => issueCardsOfBooking(tx, cart, order.id, now))).toBe(0);
    expect((await cardsOf(order.id)).map((card) => card.number)).toEqual(numbers);

    expect((await review(publicId)).member_cards).toEqual([
      {
        number: numbers[0],
        name: 'Dr Ada Lovelace',
        type: 'Year of light',
        valid_from: today,
        valid_until: monthsLater(today),
        status: 'active',
      },
      {
        number: numbers[1],
        name: 'Charles Babbage',
        type: 'Year of light',
        valid_from: today,
        valid_until: monthsLater(today),
        status: 'active',
      },
    ]);
  });

  it('prints each card with name, number, type and validity, and a QR code only the shop can sign', async () => {
    const publicId = await buyTwo();
    const cards = await cardsOf((await orderRow(publicId)).id);
    const answer = await t.app.inject({ url: `/api/en/order/memberCards?id=${publicId}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toMatch(/attachment; filename="member-cards-.+\.pdf"/);
    const bytes = new Uint8Array(answer.rawPayload);
    const pages = pdfPagesText(bytes).map(flat);
    expect(pages).toHaveLength(2);
    const keys = (shopId: number) => shopMemberKey(master, shopId);
    const master = await ticketMasterKey(t.db);
    for (const [index, card] of cards.entries()) {
      const page = pages[index] ?? '';
      expect(page).toContain(index === 0 ? 'Dr Ada Lovelace' : 'Charles Babbage');
      expect(page).toContain(card.number);
      expect(page).toContain('Year of light');
      expect(page).toContain(dmy(today));
      expect(page).toContain(dmy(monthsLater(today)));
      const code = [...page.matchAll(PRINTED_CODE)][0]?.[0].replace(/\s+/g, '') ?? '';
      expect(verifyMemberCode(code, keys, 1)).toEqual({
        ok: true,
        payload: { shopId: 1, digits: card.number.replaceAll('-', '') },
      });
      // The QR code says exactly the printed code.
      const dpi = 200;
      const expected = QRCode.create(code, { errorCorrectionLevel: 'M' }).modules;
      const read = readQrModules(
        renderPage(bytes, index + 1, dpi),
        MEMBER_CARD_QR,
        dpi,
        expected.size,
        MEMBER_CARD_QR.quiet,
      );
      expect(read.every((row, r) => row.every((dark, c) => dark === Boolean(expected.get(r, c))))).toBe(true);
      // Another number, or another shop, under the same signature: refused.
      const other = card.number
        .replaceAll('-', '')
        .replace(/\d$/, (digit) => String((Number(digit) + 1) % 10));
      const tampered = code.replace(/\.\d{10}\./, `.${other}.`);
      expect(verifyMemberCode(tampered, keys, 1)).toEqual({ ok: false, reason: 'forged' });
      expect(verifyMemberCode(code.replace(/^M1\.1\./, 'M1.2.'), keys, 1)).toEqual({
        ok: false,
        reason: 'forged',
      });
      expect(verifyMemberCode(code, keys, 2)).toEqual({ ok: false, reason: 'other-shop' });
      expect(verifyMemberCode('T1.1.2026-00001.0.1.1.AAAA', keys, 1)).toEqual({
        ok: false,
        reason: 'malformed',
      });
    }
    // An order without passes has no cards to download.
    expect((await t.app.inject({ url: '/api/en/order/memberCards?id=no-such-order' })).statusCode).toBe(406);
  });

  it('attaches one card per owner to the confirmation e-mail', async () => {
    const publicId = await buyTwo();
    const order = await orderRow(publicId);
    await t.app.jobs.runOnce();
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, order.id));
    if (!mail) throw new Error('no confirmation was written');
    expect(mail.text).toContain('Your 2 member cards (PDF), one per holder: show them at the entrance.');
    const files = await t.db
      .select()
      .from(mailAttachments)
      .where(eq(mailAttachments.mailId, mail.id))
      .orderBy(asc(mailAttachments.position));
    const cards = await cardsOf(order.id);
    expect(files.map((file) => file.filename)).toEqual(cards.map((card) => `member-card-${card.number}.pdf`));
    for (const [index, file] of files.entries()) {
      expect(file.contentType).toBe('application/pdf');
      const [page, ...more] = pdfPagesText(new Uint8Array(file.content)).map(flat);
      expect(more).toEqual([]);
      expect(page).toContain(cards[index]?.number);
      expect(page).toContain(cards[index]?.lastName);
    }
  });

  it('marks the cards of a refunded pass line refunded: no longer shown valid, no longer downloaded', async () => {
    const publicId = await buyTwo();
    const order = await orderRow(publicId);
    const refunded = await t.app.refundOrder(order.id, 'The member moved away', { lines: [0] });
    expect(refunded?.lines).toEqual([0]);
    expect((await cardsOf(order.id)).map((card) => card.status)).toEqual(['refunded', 'refunded']);
    expect((await review(publicId)).member_cards?.map((card) => card.status)).toEqual([
      'refunded',
      'refunded',
    ]);
    expect((await t.app.inject({ url: `/api/en/order/memberCards?id=${publicId}` })).statusCode).toBe(406);
  });

  it('issues nothing for an order without passes, and says nothing of cards in its review', async () => {
    const article = await scarceArticle(t.db, 5);
    const publicId = await payForOrder(t, [article.item(1)], { cart: { request_invoice: false } });
    expect(await cardsOf((await orderRow(publicId)).id)).toEqual([]);
    expect((await review(publicId)).member_cards).toBeUndefined();
    expect((await t.app.inject({ url: `/api/en/order/memberCards?id=${publicId}` })).statusCode).toBe(406);
  });
});
