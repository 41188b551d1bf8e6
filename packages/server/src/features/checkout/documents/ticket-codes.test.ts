import type { CartItem } from '@museum-shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema/checkout.ts';
import { signingKeys } from '../../../db/schema/documents.ts';
import { DEMO_SHOP_ID } from '../../../db/seed/shop.ts';
import { decodeSigningKey, SettingsError, ticketSigningKeySetting } from '../../../settings.ts';
import { build, type TestApp } from '../../../test-support/build.ts';
import { testClock, testToday } from '../../../test-support/clock.ts';
import {
  execPayment,
  guestToken,
  hotSlot,
  RETURN_URLS,
  sandboxAction,
  scarceArticle,
} from '../checkout.test-support.ts';
import { findCreditNoteOfRefund } from './invoices.repository.ts';
import { issueInvoice } from './invoices.service.ts';
import {
  checkTicket,
  shopKeys,
  signTicketCode,
  ticketCodes,
  ticketKeys,
  ticketMasterKey,
  verifyTicketCode,
} from './ticket-codes.ts';

const master = new Uint8Array(32).fill(7);
const keys = shopKeys(master);
const payload = { shopId: 1, orderNumber: '2026-00042', lineIndex: 2, person: 3, persons: 4 };
const code = signTicketCode(payload, keys(1));

/**
 * `text` with the character at `index` replaced by another of its kind: a digit by the next digit,
 * a character of the signature by the next of base32's alphabet.
 */
function changed(text: string, index: number): string {
  const char = text[index] ?? '';
  const alphabet = index > text.lastIndexOf('.') ? 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567' : '0123456789';
  const other = alphabet[(alphabet.indexOf(char) + 1) % alphabet.length];
  return text.slice(0, index) + other + text.slice(index + 1);
}

describe('ticket codes (pure)', () => {
  it('are compact text a QR code stores in alphanumeric mode, and verify', () => {
    expect(code).toMatch(/^T1\.1\.2026-00042\.2\.3\.4\.[A-Z2-7]{32}$/);
    expect(code.length).toBeLessThanOrEqual(60);
    expect(verifyTicketCode(code, keys, 1)).toEqual({ ok: true, payload });
    // Read out or typed: lower case and spaces around are the same code.
    expect(verifyTicketCode(` ${code.toLowerCase()}\n`, keys, 1)).toEqual({ ok: true, payload });
  });

  it('are the same for the same ticket, and differ from ticket to ticket', () => {
    expect(signTicketCode(payload, keys(1))).toBe(code);
    const others = [
      { ...payload, person: 4 },
      { ...payload, lineIndex: 3 },
      { ...payload, orderNumber: '2026-00043' },
    ].map((p) => signTicketCode(p, keys(1)));
    expect(new Set([code, ...others]).size).toBe(4);
  });

  it('refuse a code with any one character changed as forged (or malformed where it no longer parses)', () => {
    for (let index = 0; index < code.length; index++) {
      if (code[index] === '.' || code[index] === '-' || code[index] === 'T') continue;
      const result = verifyTicketCode(changed(code, index), keys, 1);
      expect(result.ok, `character ${index}`).toBe(false);
      if (index >= code.lastIndexOf('.')) expect(result).toEqual({ ok: false, reason: 'forged' });
    }
    // The payload changed to another person of the same order: forged, not another ticket.
    expect(verifyTicketCode(code.replace('.3.4.', '.4.4.'), keys, 1)).toEqual({
      ok: false,
      reason: 'forged',
    });
  });

  it('tell a code of another shop of the installation, and refuse one signed with another key', () => {
    const theirs = signTicketCode({ ...payload, shopId: 2 }, keys(2));
    expect(verifyTicketCode(theirs, keys, 1)).toEqual({ ok: false, reason: 'other-shop' });
    expect(verifyTicketCode(theirs, keys, 2)).toMatchObject({ ok: true });
    // Shop 2's code moved to shop 1 by its text: the signature is shop 2's, so it is forged.
    expect(verifyTicketCode(theirs.replace('T1.2.', 'T1.1.'), keys, 1)).toEqual({
      ok: false,
      reason: 'forged',
    });
    const otherInstallation = shopKeys(new Uint8Array(32).fill(8));
    expect(verifyTicketCode(signTicketCode(payload, otherInstallation(1)), keys, 1)).toEqual({
      ok: false,
      reason: 'forged',
    });
  });

  it.each([
    '',
    'T1',
    'hello',
    'T2.1.2026-00042.2.3.4.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    'T1.1.2026-00042.2.5.4.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    'T1.1.2026-00042.2.0.4.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    'T1.0.2026-00042.2.3.4.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    'T1.1.2026_00042.2.3.4.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    'T1.1.2026-00042.02.3.4.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    'T1.1.2026-00042.2.3.4.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    'T1.1.2026-00042.2.3.4.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA1',
    'T1.1.2026-00042.2.3.4.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.X',
    `T1.1.${'9'.repeat(5000)}.2.3.4.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
  ])('answer malformed for %#: %.60s', (input) => {
    expect(verifyTicketCode(input, keys, 1)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('sign only what a code can say', () => {
    for (const bad of [
      { ...payload, person: 5 },
      { ...payload, person: 0 },
      { ...payload, orderNumber: 'a.b' },
      { ...payload, shopId: 0 },
      { ...payload, lineIndex: -1 },
    ])
      expect(() => signTicketCode(bad, keys(1))).toThrow();
  });

  it('read TICKET_SIGNING_KEY as hex or base64 of at least 32 bytes, and refuse anything else clearly', () => {
    expect(decodeSigningKey('ab'.repeat(32))).toEqual(new Uint8Array(32).fill(0xab));
    expect(decodeSigningKey(Buffer.alloc(32, 1).toString('base64'))).toEqual(new Uint8Array(32).fill(1));
    expect(decodeSigningKey(Buffer.alloc(40, 0xfb).toString('base64url'))).toEqual(
      new Uint8Array(40).fill(0xfb),
    );
    expect(decodeSigningKey('ab'.repeat(31))).toBeNull();
    expect(decodeSigningKey('not a key')).toBeNull();
    expect(ticketSigningKeySetting({})).toBeNull();
    expect(ticketSigningKeySetting({ TICKET_SIGNING_KEY: 'cd'.repeat(32) })).toEqual(
      new Uint8Array(32).fill(0xcd),
    );
    expect(() => ticketSigningKeySetting({ TICKET_SIGNING_KEY: 'short' })).toThrow(SettingsError);
    expect(() => ticketSigningKeySetting({ TICKET_SIGNING_KEY: 'short' })).toThrow(
      /TICKET_SIGNING_KEY: .*32 bytes/,
    );
  });
});

describe('checking a ticket at the entrance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  /** A paid order of `items` by a guest, with `cart`'s other fields; its row. */
  async function paidOrder(items: CartItem[], cart: { request_invoice?: boolean } = {}) {
    const start = await t.app.inject({
      method: 'POST',
      url: `/api/en/checkout/initPayment?_=${await guestToken(t)}`,
      payload: { payart: 1, cart: { ver: 1, items, ...cart }, url: RETURN_URLS },
    });
    expect(start.statusCode, start.body).toBe(200);
    const { cartId, redirect } = start.json().data;
    await sandboxAction(t, redirect, 'pay');
    const id = (await execPayment(t, cartId)).json().data.booking_id;
    const [row] = await t.db.select().from(orders).where(eq(orders.publicId, id));
    if (!row) throw new Error('order not booked');
    return row;
  }

  it('keeps one master key for the database: made once, read by every later call', async () => {
    const key = await ticketMasterKey(t.db, null);
    expect(key).toHaveLength(32);
    const [kept] = await t.db.select().from(signingKeys).where(eq(signingKeys.name, 'ticket'));
    expect(kept?.key).toEqual(key);
    // Another process (no memory of its own) reads the same key.
    const { findSigningKey, insertSigningKeyOnce } = await import(
      '../../../db/repositories/signing-keys.repository.ts'
    );
    await insertSigningKeyOnce(t.db, 'ticket', new Uint8Array(32));
    expect(await findSigningKey(t.db, 'ticket')).toEqual(key);
    // A key in the settings wins.
    expect(await ticketMasterKey(t.db, master)).toBe(master);
  });

  it('answers valid for a ticket of a paid order, unknown for one the database has not, invalid for made-up codes', async () => {
    const slot = await hotSlot(t.db, 10, testToday());
    const order = await paidOrder([slot.item(2), (await scarceArticle(t.db, 5)).item(1)]);
    const key = (await ticketKeys(t.db))(DEMO_SHOP_ID);
    const tickets = ticketCodes(order, key);
    expect(
      tickets.map((ticket) => `${ticket.lineIndex} ${ticket.admission.n}/${ticket.admission.of}`),
    ).toEqual(['0 1/2', '0 2/2']);
    for (const ticket of tickets)
      expect(await checkTicket(t.db, DEMO_SHOP_ID, ticket.code)).toMatchObject({
        state: 'valid',
        payload: { orderNumber: order.orderNumber, lineIndex: 0, person: ticket.admission.n, persons: 2 },
        admission: { type: 'Admission', unit_price: 1_000 },
      });
    const first = tickets[0]?.code ?? '';
    expect(await checkTicket(t.db, DEMO_SHOP_ID, changed(first, first.length - 1))).toEqual({
      state: 'invalid',
      reason: 'forged',
    });
    expect(await checkTicket(t.db, DEMO_SHOP_ID, 'T1.1.nothing')).toEqual({
      state: 'invalid',
      reason: 'malformed',
    });
    expect(await checkTicket(t.db, 2, first)).toEqual({ state: 'invalid', reason: 'other-shop' });
    // Signed by this shop's key, for an order this database does not have (or a person it has not).
    const unknown = [
      { orderNumber: '1999-99999', lineIndex: 0, person: 1, persons: 2 },
      { orderNumber: order.orderNumber, lineIndex: 1, person: 1, persons: 1 },
      { orderNumber: order.orderNumber, lineIndex: 0, person: 3, persons: 3 },
    ];
    for (const p of unknown) {
      const made = signTicketCode({ shopId: DEMO_SHOP_ID, ...p }, key);
      expect(await checkTicket(t.db, DEMO_SHOP_ID, made)).toMatchObject({ state: 'unknown-order' });
    }
  });

  it('answers refunded for a line a refund gave back, with an invoice or without, and for a refunded order', async () => {
    const key = (await ticketKeys(t.db))(DEMO_SHOP_ID);
    // Issue 40: without an invoice there is no credit note, and the door used to admit the line.
    for (const requestInvoice of [false, true]) {
      const slot = await hotSlot(t.db, 10, testToday());
      const other = await hotSlot(t.db, 10, testToday());
      const order = await paidOrder([slot.item(1), other.item(1)], { request_invoice: requestInvoice });
      const [first, second] = ticketCodes(order, key);
      if (!first || !second) throw new Error('two tickets expected');
      expect(await checkTicket(t.db, DEMO_SHOP_ID, second.code)).toMatchObject({ state: 'valid' });
      // Issued now rather than by the confirmation's job, which may not have run yet.
      if (requestInvoice) await issueInvoice(t.db, order.id, testClock());

      const refund = await t.app.refundOrder(order.id, 'One ticket back', { lines: [1] });
      expect(refund?.lines).toEqual([1]);
      const creditNote = await findCreditNoteOfRefund(t.db, refund?.refundId ?? '');
      expect(creditNote === undefined, 'a credit note only with an invoice').toBe(!requestInvoice);
      expect(await checkTicket(t.db, DEMO_SHOP_ID, first.code)).toMatchObject({ state: 'valid' });
      expect(await checkTicket(t.db, DEMO_SHOP_ID, second.code)).toMatchObject({ state: 'refunded' });
    }

    const slot = await hotSlot(t.db, 10, testToday());
    const order = await paidOrder([slot.item(1)]);
    const [first] = ticketCodes(order, key);
    if (!first) throw new Error('a ticket expected');
    await t.db.update(orders).set({ paymentState: 'refund' }).where(eq(orders.id, order.id));
    expect(await checkTicket(t.db, DEMO_SHOP_ID, first.code)).toMatchObject({ state: 'refunded' });
    await t.db.update(orders).set({ paymentState: 'open' }).where(eq(orders.id, order.id));
    expect(await checkTicket(t.db, DEMO_SHOP_ID, first.code)).toMatchObject({ state: 'unpaid' });
  });
});
