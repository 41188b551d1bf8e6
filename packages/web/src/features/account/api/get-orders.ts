import { type CustomerOrder, customerOrdersEndpoint, type Language } from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/** GET customer/orders?_=: the signed-in customer's orders, newest first. */
export async function getOrders(
  lang: Language,
  token: string,
  signal?: AbortSignal,
): Promise<CustomerOrder[]> {
  return (await apiCall(customerOrdersEndpoint, { lang, token }, signal)).data;
}

export const ordersQueryOptions = (lang: Language, token: string) =>
  queryOptions({
    queryKey: ['account', 'orders', lang, token],
    queryFn: ({ signal }) => getOrders(lang, token, signal),
  });

export const useOrders = (lang: Language, token: string) => useQuery(ordersQueryOptions(lang, token));
