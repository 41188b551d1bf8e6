import {
  buildApiRequest,
  type Language,
  orderInvoiceEndpoint,
  orderMemberCardsEndpoint,
  orderTicketsEndpoint,
} from '@museum-shop/contract';
import { apiSettings } from '../../../lib/api-client.ts';

export type OrderDocumentKind = 'tickets' | 'invoice' | 'memberCards';
const ENDPOINTS = {
  tickets: orderTicketsEndpoint,
  invoice: orderInvoiceEndpoint,
  memberCards: orderMemberCardsEndpoint,
} as const;

/**
 * GET order/tickets?id=, order/invoice?id= and order/memberCards?id=: the address of an order's PDF. The browser fetches
 * it itself through a link (the server answers it as an attachment), so it is an address, not a call.
 */
export function orderDocumentUrl(lang: Language, id: string, kind: OrderDocumentKind): string {
  const { apiBase, shop } = apiSettings();
  return buildApiRequest(apiBase, ENDPOINTS[kind], { lang, shop, query: { id } }).url;
}
