import { type Cart, type Language, type Suggestion, suggestEndpoint } from '@museum-shop/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/** checkout/suggest: the binding prices, the voucher spread, VAT per rate and each line's problems. */
export async function suggestCart(lang: Language, cart: Cart, signal?: AbortSignal): Promise<Suggestion> {
  const response = await apiCall(suggestEndpoint, { lang, body: { cart } }, signal);
  return response.data;
}

export const cartSuggestionQueryOptions = (lang: Language, cart: Cart | null) =>
  queryOptions({
    queryKey: ['checkout', 'suggest', lang, cart],
    queryFn: ({ signal }) => suggestCart(lang, cart as Cart, signal),
    enabled: cart !== null,
    // The places left change while the visitor looks: ask again when they come back to the tab.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** The priced cart; `cart` null (an empty cart) asks nothing. */
export const useCartSuggestion = (lang: Language, cart: Cart | null) =>
  useQuery(cartSuggestionQueryOptions(lang, cart));
