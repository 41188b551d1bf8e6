import {
  DIRECT_DEBIT_PAYARTS,
  type FieldErrors,
  type PaymentAux,
  type PaymentKind,
  type PaymentType,
} from '@museum-shop/contract';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import type { Db } from '../../../db/database.ts';
import type { ShopContext } from '../../../lib/shop-context.ts';
import { ttlCache } from '../../../lib/ttl-cache.ts';
import { findPaymentTypeRow, listPaymentTypes, type PaymentTypeRow } from './payment-types.repository.ts';

export type { PaymentTypeRow };

/** GET checkout/payments: the shop's payment types, in sequence_no order, named in the request's language. */
export async function listPayments(db: Db, shop: ShopContext): Promise<PaymentType[]> {
  const rows = await listPaymentTypes(db, shop.shopId);
  return rows.map((row) => ({
    payartId: row.payartId,
    kind: row.kind,
    names: row.names,
    name: shop.t(row.names),
  }));
}

/**
 * Finds a payment type a shop offers (one not offered is unknown: initPayment answers
 * PAYMENT_TYPE_UNKNOWN), from its list kept for `cacheMs` in this process: every
 * payment start needs it, and a shop's payment types change only when the museum is set up anew.
 */
export function cachedPaymentTypes(db: Db, cacheMs: number) {
  const typesOf = ttlCache(cacheMs, (shopId: number) => listPaymentTypes(db, shopId));
  return async (shopId: number, payartId: number): Promise<PaymentTypeRow | undefined> =>
    (await typesOf(shopId)).find((row) => row.payartId === payartId);
}

/** A payment type of the shop, offered or not (for the name an order shows), or undefined. */
export function findPaymentType(
  db: Db,
  shopId: number,
  payartId: number,
): Promise<PaymentTypeRow | undefined> {
  return findPaymentTypeRow(db, shopId, payartId);
}

/** The account holder of a SEPA mandate: as banks take it, 2 to 70 characters (SEPA allows 70). */
export const ACCOUNT_HOLDER_LENGTH = { min: 2, max: 70 } as const;

const isDirectDebit = (kind: PaymentKind, payartId: number) =>
  kind === 'direct_debit' || (DIRECT_DEBIT_PAYARTS as readonly number[]).includes(payartId);

/**
 * The details a payment type needs, checked before anything is held (spec §7 `aux`): a direct
 * debit (kind direct_debit, or payart 74 / 164 of spec §9) needs an account holder and a valid
 * IBAN, a wallet payment names at least one wallet. Returns the field errors (field → message
 * codes), or null when the details will do. Spaces in an IBAN and lower case are accepted, as
 * people copy it from their bank card.
 */
export function checkPaymentDetails(
  kind: PaymentKind,
  payartId: number,
  aux: PaymentAux,
): FieldErrors | null {
  const errors: FieldErrors = {};
  if (isDirectDebit(kind, payartId)) {
    const holder = (aux.accountHolder ?? '').trim();
    if (holder === '') errors.accountHolder = ['required'];
    else if (holder.length < ACCOUNT_HOLDER_LENGTH.min) errors.accountHolder = ['tooShort'];
    else if (holder.length > ACCOUNT_HOLDER_LENGTH.max) errors.accountHolder = ['tooLong'];
    const iban = electronicFormatIBAN(aux.iban ?? '')?.toUpperCase() ?? '';
    if (iban === '') errors.iban = ['required'];
    else if (!isValidIBAN(iban)) errors.iban = ['invalidIban'];
  }
  if (kind === 'wallet' && (aux.wallets ?? []).length === 0) errors.wallets = ['required'];
  return Object.keys(errors).length > 0 ? errors : null;
}
