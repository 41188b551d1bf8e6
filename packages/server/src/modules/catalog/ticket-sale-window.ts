import type { SaleWindow } from '@museum-shop/contract';

/**
 * A ticket type's sale window (contract rules/sale-window.ts) as its row keeps it: read one way by
 * the editor's document, the event page and pricing.
 */
export const saleWindowOf = (ticket: {
  saleFrom: string | null;
  saleUntilMinutes: number | null;
}): SaleWindow => ({
  sale_from: ticket.saleFrom,
  sale_until_minutes_before: ticket.saleUntilMinutes,
});
