import {
  type Cart,
  type CartItem,
  type LineProblem,
  memberClaimOf,
  normaliseVoucherCode,
} from '@museum-shop/contract';
import { memberClaimKey } from '../../modules/members/index.ts';
import type { Shortfall } from './inventory/inventory.repository.ts';
import { type CatalogSnapshot, type InventoryNeed, slotKey } from './pricing/pricing.ts';

/**
 * Turns a shortfall found under the locks into the line problem the visitor is shown. A slot that
 * staff have closed is CLOSED, not SOLD_OUT (issue 40): the catalog initPayment priced with may be
 * older than the close, so it is the lock's reading that counts (take_inventory answers it).
 */
export function shortfallProblems(shortfalls: Shortfall[], catalog: CatalogSnapshot, cart: Cart) {
  return shortfalls.flatMap(({ need, available, closed }): (LineProblem & { index: number })[] => {
    const index = Math.max(
      0,
      cart.items.findIndex((item) => itemTakes(item, need, catalog)),
    );
    // As pricing says it of a closed time: no numbers, there is nothing to ask less of.
    if (closed) return [{ index, code: 'CLOSED' }];
    // The card's tickets of the day were taken meanwhile (another booking with the same card).
    if (need.kind === 'memberCard')
      return [{ index, code: 'MEMBER_TICKETS_LIMIT', requested: need.places, available }];
    const asked =
      need.kind === 'article' ? need.pieces : need.kind === 'voucherCode' ? need.amount : need.places;
    const code: LineProblem['code'] =
      need.kind === 'article'
        ? 'OUT_OF_STOCK'
        : need.kind === 'voucherCode'
          ? 'VOUCHER_NO_AMOUNT_LEFT'
          : available === 0
            ? 'SOLD_OUT'
            : need.kind === 'tourSlot' && need.tours > 0 && asked <= available
              ? 'NOT_ENOUGH_TOURS'
              : 'NOT_ENOUGH_PLACES';
    return [{ index, code, requested: asked, available }];
  });
}

function itemTakes(item: CartItem, need: InventoryNeed, catalog: CatalogSnapshot): boolean {
  switch (need.kind) {
    case 'article':
      return (item.type === 'merchandise' || item.type === 'annualPass') && item.id === need.id;
    case 'voucherCode':
      return (
        item.type === 'voucherCode' &&
        catalog.voucherCodes.get(normaliseVoucherCode(item.barcode))?.id === need.id
      );
    case 'tourSlot':
      return (
        item.type === 'guidedTour' &&
        catalog.tourSlots.get(slotKey(item.tourId, item.datetime))?.id === need.id
      );
    case 'memberCard':
      if (need.slot === 'tour')
        return (
          item.type === 'guidedTour' &&
          catalog.tourSlots.get(slotKey(item.tourId, item.datetime))?.id === need.id &&
          cardOf(item, catalog) === need.card
        );
      return ticketTakes(item, need, catalog) && cardOf(item, catalog) === need.card;
    case 'eventSlot':
      return ticketTakes(item, need, catalog);
  }
}

/** Whether a ticket line is of the event slot `need` names. */
function ticketTakes(item: CartItem, need: InventoryNeed, catalog: CatalogSnapshot): boolean {
  if (item.type !== 'ticket' && item.type !== 'dayTicket') return false;
  const ticket = catalog.tickets.get(item.id);
  return (
    ticket !== undefined && catalog.eventSlots.get(slotKey(ticket.eventId, item.datetime))?.id === need.id
  );
}

/** The card a line's member claim names, if any. */
function cardOf(item: CartItem, catalog: CatalogSnapshot): string | undefined {
  const claim = memberClaimOf(item);
  const key = claim ? memberClaimKey(claim) : null;
  return key === null ? undefined : catalog.memberCards?.get(key)?.id;
}
