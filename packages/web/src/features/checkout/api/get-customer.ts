import { type Customer, customerEndpoint, type Language } from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/** GET customer?_=: the signed-in customer or guest, to refresh the stored copy (spec §4 "Start"). */
export async function getCustomer(lang: Language, token: string, signal?: AbortSignal): Promise<Customer> {
  const response = await apiCall(customerEndpoint, { lang, token }, signal);
  return response.data;
}

export const customerQueryOptions = (lang: Language, token: string | null) =>
  queryOptions({
    queryKey: ['account', 'customer', lang, token],
    queryFn: ({ signal }) => getCustomer(lang, token ?? '', signal),
    enabled: token !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });

export const useCustomerRefresh = (lang: Language, token: string | null) =>
  useQuery(customerQueryOptions(lang, token));
