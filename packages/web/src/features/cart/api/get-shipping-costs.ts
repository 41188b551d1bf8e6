import { type Cart, type Language, shippingCostsEndpoint, shippingCostValue } from '@museum-shop/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/** checkout/shippingCosts: cents for the cart's merchandise, to the signed-in customer's country or `country`. */
export async function getShippingCosts(
  lang: Language,
  cart: Cart,
  country: string,
  token: string | null,
  signal?: AbortSignal,
): Promise<number> {
  const response = await apiCall(shippingCostsEndpoint, { lang, token, body: { cart, country } }, signal);
  return shippingCostValue(response.data);
}

/** Only the merchandise lines change the costs, so only they are part of the key. */
export const shippingCostsQueryOptions = (
  lang: Language,
  cart: Cart,
  country: string | null,
  token: string | null,
  enabled: boolean,
) =>
  queryOptions({
    queryKey: [
      'checkout',
      'shippingCosts',
      lang,
      country,
      token,
      cart.items.filter((item) => item.type === 'merchandise'),
    ],
    queryFn: ({ signal }) => getShippingCosts(lang, cart, country ?? '', token, signal),
    enabled: enabled && country !== null,
    retry: false,
    // A new key (signing in brings a token, the country may change) keeps the last cost on screen
    // until the new one comes, so the total does not drop and come back (issue 26).
    placeholderData: keepPreviousData,
  });

export const useShippingCosts = (...args: Parameters<typeof shippingCostsQueryOptions>) =>
  useQuery(shippingCostsQueryOptions(...args));
