import {
  buildApiRequest,
  type Language,
  orderMemberCardApplePassEndpoint,
  orderMemberCardGooglePassEndpoint,
} from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, apiSettings } from '../../../lib/api-client.ts';

/**
 * GET order/memberCardApplePass?id=&number=: the address of one card's Apple Wallet pass. The
 * browser opens it itself through a link (Safari hands a .pkpass to Wallet), so it is an address.
 */
export function appleWalletPassUrl(lang: Language, id: string, number: string): string {
  const { apiBase, shop } = apiSettings();
  return buildApiRequest(apiBase, orderMemberCardApplePassEndpoint, { lang, shop, query: { id, number } })
    .url;
}

/** GET order/memberCardGooglePass?id=&number=: one card's "Save to Google Wallet" link. */
export async function getGoogleWalletLink(
  lang: Language,
  id: string,
  number: string,
  signal?: AbortSignal,
): Promise<string> {
  const response = await apiCall(orderMemberCardGooglePassEndpoint, { lang, query: { id, number } }, signal);
  return response.data.url;
}

export const googleWalletLinkQueryOptions = (lang: Language, id: string, number: string) =>
  queryOptions({
    queryKey: ['orders', 'googleWallet', lang, id, number],
    queryFn: ({ signal }) => getGoogleWalletLink(lang, id, number, signal),
    // The link is signed once for the page: asking again gives the same card.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useGoogleWalletLink = (lang: Language, id: string, number: string, enabled: boolean) =>
  useQuery({ ...googleWalletLinkQueryOptions(lang, id, number), enabled });
