import type { VoucherProduct } from '@museum-shop/contract';

/** The most vouchers of one kind chosen in one go. */
export const MAX_VOUCHERS = 20;

/** What the quantity field's text becomes: a whole number from 0 to `max`; anything unreadable is 0. */
export function quantityFromInput(input: string, max: number): number {
  const value = Number.parseInt(input, 10);
  return Number.isFinite(value) ? Math.min(Math.max(value, 0), max) : 0;
}

/** The largest free amount a voucher can carry, in cents (the cart's limit). */
export const MAX_VOUCHER_AMOUNT = 100_000_00;

/**
 * Spec §5 "Voucher amount": the amount is entered in major units (euros, a comma or a point before
 * the cents); a negative entry becomes positive; an empty (or unreadable) entry keeps the previous
 * value. Returns cents, as the cart stores it (×100).
 */
export function amountFromEntry(entry: string, previousCents: number): number {
  const text = entry.trim().replace(/\s/g, '');
  if (text === '') return previousCents;
  const normalised = normaliseDecimal(text);
  if (normalised === undefined) return previousCents;
  const euros = Math.abs(Number(normalised));
  if (!Number.isFinite(euros)) return previousCents;
  return Math.round(euros * 100);
}

/** `12,50`, `12.50`, `1.250,00`, `1,250.00` → `12.50`, `1250.00`; anything else is unreadable. */
function normaliseDecimal(text: string): string | undefined {
  if (!/^[-+]?[\d.,]*\d[\d.,]*$/.test(text)) return undefined;
  const sign = text.startsWith('-') ? '-' : '';
  const digits = text.replace(/^[-+]/, '');
  const lastSeparator = Math.max(digits.lastIndexOf(','), digits.lastIndexOf('.'));
  // A last separator followed by one or two digits is the decimal one; others group thousands.
  if (lastSeparator !== -1 && digits.length - lastSeparator - 1 <= 2) {
    const whole = digits.slice(0, lastSeparator).replace(/[.,]/g, '');
    return `${sign}${whole || '0'}.${digits.slice(lastSeparator + 1) || '0'}`;
  }
  return `${sign}${digits.replace(/[.,]/g, '')}`;
}

/** Cents shown back in the amount field as major units: `25`, `12.5` → `12.50`. */
export function entryFromAmount(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** A free amount the cart accepts: more than nothing, at most MAX_VOUCHER_AMOUNT. */
export const isValidAmount = (cents: number) => cents > 0 && cents <= MAX_VOUCHER_AMOUNT;

/** What one voucher is worth: the chosen amount for a free-amount voucher, its price otherwise. */
export function voucherValue(
  product: Pick<VoucherProduct, 'price' | 'variable_amount'>,
  amount: number,
): number {
  return product.variable_amount ? amount : product.price;
}

export type VoucherCartItem = { type: 'voucher'; id: number; count: number; amount?: number };

/** The cart line's item: the amount (cents) only for a free-amount voucher, never a price. */
export function voucherCartItem(
  product: Pick<VoucherProduct, 'id' | 'variable_amount'>,
  count: number,
  amount: number,
): VoucherCartItem {
  return product.variable_amount
    ? { type: 'voucher', id: product.id, count, amount }
    : { type: 'voucher', id: product.id, count };
}

/** Only the vouchers of a group, or all of them; in the museum's order, by sequence_no (ties as they came). */
export function vouchersOfGroup<T extends { groupId: number; sequence_no: number }>(
  vouchers: readonly T[],
  group: number | undefined,
): T[] {
  return vouchers
    .filter((voucher) => group === undefined || voucher.groupId === group)
    .sort((a, b) => a.sequence_no - b.sequence_no);
}
