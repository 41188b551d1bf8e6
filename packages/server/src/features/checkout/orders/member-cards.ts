import { localDate } from '@museum-shop/contract';
import type { Db } from '../../../db/database.ts';
import { findShopBasics } from '../../../db/repositories/shops.repository.ts';
import { DEFAULT_TIME_ZONE } from '../../../lib/shop-context.ts';
import { issueMemberCards, type PassLine } from '../../../modules/members/index.ts';
import type { CartRow } from '../checkout.repository.ts';

/**
 * The annual-pass lines of a booked cart as the order keeps them: the order's lines are the cart's
 * priced lines but its voucher codes, in their order, so the n-th of those is the order's line n;
 * the pass product and its owners are the cart item's.
 */
export function passLinesOfCart(cart: Pick<CartRow, 'cart' | 'priced'>): PassLine[] {
  return cart.priced.lines
    .filter((line) => line.type !== 'voucherCode')
    .flatMap((line, lineIndex) => {
      const item = cart.cart.items[line.index];
      if (line.type !== 'annualPass' || item?.type !== 'annualPass') return [];
      return [{ lineIndex, merchandiseId: item.id, name: line.name, owners: item.owners ?? [] }];
    });
}

/**
 * Issues the member cards of a paid order in the booking's `tx` (issue 36): one per owner of each
 * pass, dated by the museum's day of `now`. Safe to run again: an owner with a card gets none more.
 */
export async function issueCardsOfBooking(tx: Db, cart: CartRow, orderId: string, now: Date) {
  const passes = passLinesOfCart(cart);
  if (passes.length === 0) return 0;
  const basics = await findShopBasics(tx, cart.shopId);
  const purchasedOn = localDate(now, basics?.timeZone || DEFAULT_TIME_ZONE);
  return issueMemberCards(tx, { shopId: cart.shopId, orderId, purchasedOn, now, passes });
}
