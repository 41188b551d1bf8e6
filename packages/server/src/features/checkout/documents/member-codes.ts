import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../../db/database.ts';
import { readMemberNumber } from '../../../modules/members/index.ts';
import { BASE32, base32, ticketMasterKey } from './ticket-codes.ts';

/**
 * The code a member card's QR code carries (issue 36), signed as the tickets' codes are (an
 * HMAC-SHA256 with a key per shop derived from the one master key) but with a key of its own
 * (HKDF info "member cards"), so a card's code never passes as a ticket nor a ticket's as a card:
 * `M1.{shop}.{member number's digits}.{signature}`, the signature the first 160 bits of the HMAC in
 * base32. Whoever holds a card can read its code but cannot make another's.
 */

const VERSION = 'M1';
const SIGNATURE_BYTES = 20;

export interface MemberCodePayload {
  shopId: number;
  /** The member number's ten digits (without its dashes). */
  digits: string;
}

export type MemberCodeCheck =
  | { ok: true; payload: MemberCodePayload }
  | { ok: false; reason: 'malformed' | 'forged' | 'other-shop' };

/** A shop's card key: HKDF-SHA256 of the master key, apart from its ticket key. */
export function shopMemberKey(master: Uint8Array, shopId: number): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', master, 'museum-shop member cards', `shop ${shopId}`, 32));
}

const signature = (key: Uint8Array, signed: string) =>
  base32(createHmac('sha256', key).update(signed).digest().subarray(0, SIGNATURE_BYTES));

const DIGITS = /^[1-9]\d{9}$/;
const SHOP = /^[1-9]\d{0,9}$/;

/** The signed code of a card (`number` as printed, dashes or not). */
export function signMemberCode(shopId: number, number: string, key: Uint8Array): string {
  const digits = number.replace(/-/g, '');
  if (!Number.isSafeInteger(shopId) || shopId < 1 || !DIGITS.test(digits))
    throw new Error(`a member code cannot say shop ${shopId}, number ${number}`);
  const signed = [VERSION, shopId, digits].join('.');
  return `${signed}.${signature(key, signed)}`;
}

/**
 * Whether `code` is a card code of the shop `shopId` (pure: no database): `malformed` when it is no
 * card code, `forged` when its signature does not match, `other-shop` when another shop signed it.
 */
export function verifyMemberCode(
  code: string,
  keyForShop: (shopId: number) => Uint8Array,
  shopId: number,
): MemberCodeCheck {
  const fields = code.trim().toUpperCase().split('.');
  const [version, shop = '', digits = '', mac = ''] = fields;
  if (
    fields.length !== 4 ||
    version !== VERSION ||
    !SHOP.test(shop) ||
    !DIGITS.test(digits) ||
    mac.length !== 32 ||
    ![...mac].every((char) => BASE32.includes(char))
  )
    return { ok: false, reason: 'malformed' };
  const payload = { shopId: Number(shop), digits };
  const expected = Buffer.from(signature(keyForShop(payload.shopId), fields.slice(0, 3).join('.')));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'forged' };
  if (payload.shopId !== shopId) return { ok: false, reason: 'other-shop' };
  return { ok: true, payload };
}

/** What the door reads from a code: a member number of this shop, or why it is none. */
export type MemberCardCodeRead =
  | { ok: true; number: string }
  | { ok: false; reason: 'malformed' | 'forged' | 'other-shop' | 'check-digit' };

/**
 * A code read at the door: a card's signed QR code of this shop, or a member number typed from a
 * card, whose check digit must hold. Pure apart from the key, which the caller passes.
 */
export function readMemberCardCode(
  code: string,
  keyForShop: (shopId: number) => Uint8Array,
  shopId: number,
): MemberCardCodeRead {
  if (code.trim().toUpperCase().startsWith(`${VERSION}.`)) {
    const check = verifyMemberCode(code, keyForShop, shopId);
    if (!check.ok) return check;
    // A signed number was issued with its check digit: this gives its written form.
    const number = readMemberNumber(check.payload.digits);
    return number ? { ok: true, number } : { ok: false, reason: 'check-digit' };
  }
  const number = readMemberNumber(code);
  return number ? { ok: true, number } : { ok: false, reason: 'check-digit' };
}

/** The door's reading of a code with the database's master key. */
export async function readMemberCardCodeOf(
  db: Db,
  shopId: number,
  code: string,
): Promise<MemberCardCodeRead> {
  const master = await ticketMasterKey(db);
  return readMemberCardCode(code, (shop) => shopMemberKey(master, shop), shopId);
}
