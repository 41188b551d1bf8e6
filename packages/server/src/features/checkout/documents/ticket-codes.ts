import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import {
  type Admission,
  admissions,
  canonicalTicketCode,
  type TicketCheck as DoorTicketCheck,
  type OrderLine,
} from '@museum-shop/contract';
import type { Db } from '../../../db/database.ts';
import { keptSigningKey } from '../../../db/repositories/signing-keys.repository.ts';
import { ticketSigningKeySetting } from '../../../settings.ts';
import { listRefundLines } from '../orders/orders.repository.ts';
import { findOrderByNumber } from './documents.repository.ts';

/**
 * Ticket codes the entrance can trust without asking the database whether they were made up: each
 * names one admitted person (shop, order number, line, person n of N) and carries an HMAC-SHA256 of
 * that, with a key per shop derived (HKDF) from one master key. Whoever holds an order can read its
 * codes but cannot make another, nor move one to another shop.
 *
 * The code is text a QR code stores compactly (alphanumeric mode: digits, A–Z, '.', '-') and a
 * person can still read out: `T1.{shop}.{order number}.{line}.{n}.{N}.{signature}`, the line
 * counted from 0 as in the order, the signature the first 160 bits of the HMAC in base32 (32
 * characters, no padding, so every code has exactly one spelling). About 55 characters: a QR code
 * of version 3–4.
 */

const VERSION = 'T1';
/** 160 bits of the HMAC: 32 base32 characters exactly. */
const SIGNATURE_BYTES = 20;
export const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export interface TicketPayload {
  shopId: number;
  orderNumber: string;
  /** The order line, from 0 as in `order.lines`. */
  lineIndex: number;
  /** The person, from 1, of `persons` the line admits. */
  person: number;
  persons: number;
}

export type TicketCodeCheck =
  | { ok: true; payload: TicketPayload }
  | { ok: false; reason: 'malformed' | 'forged' | 'other-shop' };

/** The signing key of each shop, derived from the master key. */
export type ShopKeys = (shopId: number) => Uint8Array;

export function base32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** A shop's own key: HKDF-SHA256 of the master key, so one shop's key tells nothing of another's. */
export function shopTicketKey(master: Uint8Array, shopId: number): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', master, 'museum-shop ticket codes', `shop ${shopId}`, 32));
}

/** Every shop's key from one master key (each derived once). */
export function shopKeys(master: Uint8Array): ShopKeys {
  const keys = new Map<number, Uint8Array>();
  return (shopId) => {
    let key = keys.get(shopId);
    if (!key) {
      key = shopTicketKey(master, shopId);
      keys.set(shopId, key);
    }
    return key;
  };
}

const signature = (key: Uint8Array, signed: string) =>
  base32(createHmac('sha256', key).update(signed).digest().subarray(0, SIGNATURE_BYTES));

const ORDER_NUMBER = /^[0-9A-Z][0-9A-Z-]{0,31}$/;
const isCount = (value: number, least: number) =>
  Number.isSafeInteger(value) && value >= least && value < 100_000;

/** The code of one admitted person, signed with the shop's key (`shopKeys(master)(shopId)`). */
export function signTicketCode(payload: TicketPayload, key: Uint8Array): string {
  const { shopId, orderNumber, lineIndex, person, persons } = payload;
  if (
    !isCount(shopId, 1) ||
    !ORDER_NUMBER.test(orderNumber) ||
    !isCount(lineIndex, 0) ||
    !isCount(persons, 1) ||
    !isCount(person, 1) ||
    person > persons
  )
    throw new Error(`a ticket code cannot say ${JSON.stringify(payload)}`);
  const signed = [VERSION, shopId, orderNumber, lineIndex, person, persons].join('.');
  return `${signed}.${signature(key, signed)}`;
}

const NUMBER = /^(?:0|[1-9]\d{0,9})$/;

/** The fields of a code as text, or null when it is not a code of this version. */
function parse(code: string): { payload: TicketPayload; signed: string; mac: string } | null {
  const fields = canonicalTicketCode(code).split('.');
  if (fields.length !== 7) return null;
  const [version, shop = '', orderNumber = '', line = '', n = '', of = '', mac = ''] = fields;
  if (version !== VERSION || ![shop, line, n, of].every((field) => NUMBER.test(field))) return null;
  const payload: TicketPayload = {
    shopId: Number(shop),
    orderNumber,
    lineIndex: Number(line),
    person: Number(n),
    persons: Number(of),
  };
  const fits =
    isCount(payload.shopId, 1) &&
    ORDER_NUMBER.test(orderNumber) &&
    isCount(payload.lineIndex, 0) &&
    isCount(payload.persons, 1) &&
    isCount(payload.person, 1) &&
    payload.person <= payload.persons &&
    mac.length === 32 &&
    [...mac].every((char) => BASE32.includes(char));
  return fits ? { payload, signed: fields.slice(0, 6).join('.'), mac } : null;
}

/**
 * Whether `code` is a ticket of the shop `shopId` (pure: no database). A code signed for another
 * shop of the same installation is `other-shop`; a code whose signature does not match, whichever
 * shop it names, is `forged`; anything that is not a code of this format is `malformed`.
 */
export function verifyTicketCode(code: string, keyForShop: ShopKeys, shopId: number): TicketCodeCheck {
  const parsed = parse(code);
  if (!parsed) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(signature(keyForShop(parsed.payload.shopId), parsed.signed));
  const given = Buffer.from(parsed.mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'forged' };
  if (parsed.payload.shopId !== shopId) return { ok: false, reason: 'other-shop' };
  return { ok: true, payload: parsed.payload };
}

/**
 * The master key: TICKET_SIGNING_KEY when set, else the one the server made for itself and kept in
 * `signing_keys` under 'ticket', so every process and every restart signs alike.
 */
export function ticketMasterKey(db: Db, configured: Uint8Array | null = ticketSigningKeySetting()) {
  return configured ? Promise.resolve(configured) : keptSigningKey(db, 'ticket');
}

/** The shop keys of a database's master key. */
export async function ticketKeys(db: Db): Promise<ShopKeys> {
  return shopKeys(await ticketMasterKey(db));
}

/** The codes of an order's tickets: one per admitted person of each line, in the order of the lines. */
export function ticketCodes(
  order: { shopId: number; orderNumber: string; lines: readonly OrderLine[] },
  key: Uint8Array,
): { lineIndex: number; line: OrderLine; admission: Admission; code: string }[] {
  return order.lines.flatMap((line, lineIndex) =>
    admissions(line).map((admission) => ({
      lineIndex,
      line,
      admission,
      code: signTicketCode(
        {
          shopId: order.shopId,
          orderNumber: order.orderNumber,
          lineIndex,
          person: admission.n,
          persons: admission.of,
        },
        key,
      ),
    })),
  );
}

export type TicketCheck =
  | { state: 'invalid'; reason: 'malformed' | 'forged' | 'other-shop' }
  /** Signed by this shop, but the order (or that person of it) is not there (e.g. another database). */
  | { state: 'unknown-order'; payload: TicketPayload }
  /** The order is not paid (any more). */
  | { state: 'unpaid'; payload: TicketPayload }
  | { state: 'refunded'; payload: TicketPayload }
  | { state: 'valid'; payload: TicketPayload; line: OrderLine; admission: Admission };

/**
 * The entrance's question: may the holder of `code` come in to shop `shopId`? The signature is
 * checked first (no database for a made-up code), then the order: it must be there, paid, and the
 * line not given back by a refund.
 */
export async function checkTicket(db: Db, shopId: number, code: string): Promise<TicketCheck> {
  const checked = verifyTicketCode(code, await ticketKeys(db), shopId);
  if (!checked.ok) return { state: 'invalid', reason: checked.reason };
  const { payload } = checked;
  const order = await findOrderByNumber(db, shopId, payload.orderNumber);
  const line = order?.lines[payload.lineIndex];
  const admission = line ? admissions(line).find((candidate) => candidate.n === payload.person) : undefined;
  if (!order || !line || !admission || admission.of !== payload.persons)
    return { state: 'unknown-order', payload };
  if (order.paymentState === 'refund') return { state: 'refunded', payload };
  if (order.paymentState !== 'paid') return { state: 'unpaid', payload };
  // The refund lines are the one record of what was given back, with an invoice or without (issue 40).
  const refunded = await listRefundLines(db, order.id);
  if (refunded.some((refundedLine) => refundedLine.lineIndex === payload.lineIndex))
    return { state: 'refunded', payload };
  return { state: 'valid', payload, line, admission };
}

/**
 * The door's answer (staff/tickets/check): `checkTicket` in the contract's words, with what a
 * paid ticket admits to. A ticket whose visit is dated on another day than `today` (the museum's
 * date) is `other-day`; one without a date admits on any day. Spaces a scanner or a hand adds at
 * the ends are not part of a code (`canonicalTicketCode`, as `checkTicket` reads it).
 */
export async function checkTicketAtDoor(
  db: Db,
  shopId: number,
  code: string,
  today: string,
): Promise<DoorTicketCheck> {
  const check = await checkTicket(db, shopId, code);
  const none = { reason: null, title: null, datetime: null, ticket_type: null, admitted_at: null };
  if (check.state === 'invalid')
    return {
      ...none,
      state: 'invalid',
      reason: check.reason,
      order_number: null,
      line: null,
      person: null,
      persons: null,
    };
  const { orderNumber, lineIndex, person, persons } = check.payload;
  const signed = { order_number: orderNumber, line: lineIndex, person, persons };
  if (check.state !== 'valid')
    return { ...none, ...signed, state: check.state === 'unknown-order' ? 'unknown' : check.state };
  const day = check.line.datetime?.slice(0, 10);
  return {
    ...none,
    ...signed,
    state: day && day !== today ? 'other-day' : 'valid',
    title: check.line.name,
    datetime: check.line.datetime,
    ticket_type: check.admission.type,
  };
}
